// What a describe block shares: opened once before its tests, closed after them, read through a
// getter that says so when a test reaches it before it is open. The database, server and phone fixtures build on it.
import { afterAll, beforeAll } from 'vitest';

/** `open` runs in beforeAll and `close` in afterAll of the enclosing describe; `current()` is what opened. */
export function openForDescribe<T>(open: () => Promise<T>, close: (opened: T) => Promise<void>): () => T {
  let opened: { value: T } | undefined;
  beforeAll(async () => {
    opened = { value: await open() };
  });
  afterAll(async () => {
    if (opened) await close(opened.value);
    opened = undefined;
  });
  return () => {
    if (!opened) throw new Error('not open: read the fixture inside a test or hook of its describe');
    return opened.value;
  };
}
