import { expect, it } from 'vitest';
import { byteBoundedCache } from './cache.ts';

const bySize = (key: string) => key.length;

it('never holds more bytes than its bound, forgetting the least recently used first', () => {
  const cache = byteBoundedCache<number>(10, bySize);
  cache.set('aaaa', 1);
  cache.set('bbbb', 2);
  expect(cache.get('aaaa')).toBe(1); // now the most recently used
  cache.set('cccc', 3);
  expect(cache.bytes).toBe(8);
  expect([cache.get('aaaa'), cache.get('bbbb'), cache.get('cccc')]).toEqual([1, undefined, 3]);
});

it('keeps nothing larger than its whole bound, and counts a replaced entry once', () => {
  const cache = byteBoundedCache<string>(10, bySize);
  cache.set('x'.repeat(11), 'huge');
  expect(cache.bytes).toBe(0);
  cache.set('abc', 'one');
  cache.set('abc', 'two');
  expect(cache.bytes).toBe(3);
  expect(cache.get('abc')).toBe('two');
});

it('stays within its bound however many large documents arrive', () => {
  const cache = byteBoundedCache<number>(1_000_000, bySize);
  for (let index = 0; index < 2_000; index += 1) cache.set(`${index}:${'{ me { id } }'.repeat(1_000)}`, index);
  expect(cache.bytes).toBeLessThanOrEqual(1_000_000);
  expect(cache.get(`1999:${'{ me { id } }'.repeat(1_000)}`)).toBe(1999);
});
