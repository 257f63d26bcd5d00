// The memory allocator `npm start` runs with. glibc's malloc, as it comes, gives each thread that
// allocates an arena of its own and, once a large block has been freed, raises the size it keeps
// before handing memory back (up to 64 MB). On PGlite, after 10,000 writes the server kept 113 to
// 127 MB more than idle, most of it memory freed but kept (bench:memory, issue 36). One arena, and
// memory given back past glibc's first threshold (128 KB), kept 58 to 68 MB more, and 30 MB less
// idle, at the same writes per second on both databases. Blocks of 32 KB and more come from their own
// mappings, handed back whole once freed: V8 parses and compiles in segments of up to 32 KB, and
// compiling the server's one bundle (2.6 MB) left them scattered through the heap, 9 to 10 MB resident
// at idle that a threshold of 64 KB or more kept too. glibc reads these once, when a process starts,
// so a server started without them starts itself again, in the same process, with them.

/** The settings, as glibc reads them from the environment. */
export const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '32768' };

/**
 * On Linux, replaces this process (same id, same arguments) with one that has the settings, unless
 * the environment already names an arena count: then they were given, or chosen otherwise on purpose.
 * Elsewhere, and where Node cannot replace a process (its `execve` is still marked experimental), it
 * does nothing.
 */
export function useAllocatorSettings(): void {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined || !process.execve) return;
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...ALLOCATOR_ENV });
  } catch {
    // Not replaced (it returns only on an error): this process serves as it is, with glibc's defaults.
  }
}
