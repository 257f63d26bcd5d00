// A server in a process of its own, as `npm start` runs it: package.json's start command, started
// until its log says where it listens, and stopped. The benches and the start test use it.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The words of package.json's `start` script, so a bench runs what `npm start` runs. Its `exec` (the
 * shell npm starts hands its process to Node) is the shell's word, not Node's.
 */
export function startCommand(dir = ROOT): string[] {
  const scripts: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts;
  const start = typeof scripts === 'object' && scripts && 'start' in scripts && typeof scripts.start === 'string' ? scripts.start : '';
  const [command, ...args] = start.replace(/^exec\s+/, '').split(/\s+/);
  if (command !== 'node') throw new Error(`npm start is not a node command: ${start}`);
  return args;
}

/**
 * Builds the server as `npm run build` does, in `dir` (another checkout, for a bench's `before`):
 * `npm start` runs the bundle. A checkout from before the bundle runs its sources and builds nothing.
 */
export function buildServerIn(dir = ROOT) {
  const script = join(dir, 'server', 'build.ts');
  if (existsSync(script)) execFileSync(process.execPath, [script], { cwd: dir, stdio: 'inherit' });
}

export interface Started {
  url: string;
  child: ChildProcess;
  /** performance.now() when it was spawned. */
  spawnedAt: number;
  /** From spawning to the listening line, in ms. */
  startMs: number;
}

/**
 * Starts `command` and resolves once a JSON log line with `msg` `listening` names its URL. Every
 * line is read (request logs included) so the pipe never fills and stalls the server.
 */
export async function startProcess(command: string, args: readonly string[], options: { cwd?: string; env: Record<string, string>; listening: string }): Promise<Started> {
  const began = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before listening`)));
    lines.on('line', (line) => {
      if (!line.includes(options.listening)) return;
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed === 'object' && parsed && 'url' in parsed && typeof parsed.url === 'string') resolve(parsed.url);
    });
  });
  return { url, child, spawnedAt: began, startMs: performance.now() - began };
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
