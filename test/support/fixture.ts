// What a describe block shares: opened once before its tests, closed after them, read through a
// getter that says so when a test reaches it before it is open. The database, server and phone fixtures build on it.
import { afterAll, beforeAll } from 'vitest';

/**
 * `open` runs in beforeAll and `close` in afterAll of the enclosing describe; the function returned
 * gives what opened. With `when: false` nothing opens: the describe's tests skip on their own (see needsBackend).
 */
export function openForDescribe<T>(
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
  options: { when?: boolean; timeout?: number } = {},
): () => T {
  let opened: { value: T } | undefined;
  if (options.when ?? true) {
    beforeAll(async () => {
      opened = { value: await open() };
    }, options.timeout);
    afterAll(async () => {
      if (opened) await close(opened.value);
      opened = undefined;
    }, options.timeout);
  }
  return () => {
    if (!opened) throw new Error('not open: read a fixture inside a test or hook of its describe, on a backend it runs on');
    return opened.value;
  };
}
