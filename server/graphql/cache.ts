// A least-recently-used cache bounded by bytes, for Yoga's parsed documents and parse errors:
// a count bound alone let a thousand large documents stay in memory for an hour.

export interface ByteBoundedCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  readonly bytes: number;
}

/**
 * `sizeOf` estimates an entry's footprint from its key (the document's text); a parsed AST takes
 * several times its source, hence the factor the caller picks.
 */
export function byteBoundedCache<T>(maxBytes: number, sizeOf: (key: string) => number): ByteBoundedCache<T> {
  const entries = new Map<string, { value: T; size: number }>();
  let bytes = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      const size = sizeOf(key);
      if (size > maxBytes) return;
      const old = entries.get(key);
      if (old) bytes -= old.size;
      entries.delete(key);
      entries.set(key, { value, size });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.size;
      }
    },
    get bytes() {
      return bytes;
    },
  };
}
