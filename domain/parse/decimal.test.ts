import { describe, expect, it } from 'vitest';
import { centsFromDecimal, formatCents, shiftDecimal } from './decimal.ts';

describe('exact decimals', () => {
  it.each([
    ['1500', 150_000n], ['12.5', 1250n], ['12.50', 1250n], ['0.05', 5n], ['3.145', 315n], ['3.144', 314n],
    ['99999999999999', 9_999_999_999_999_900n],
  ])('reads %s as %s cents', (text, cents) => {
    expect(centsFromDecimal(text)).toBe(cents);
  });

  it.each(['', '1,5', '-5', '1e3', 'abc', '.5'])('refuses %j', (text) => {
    expect(centsFromDecimal(text)).toBeUndefined();
  });

  it.each([[150_000n, '1500'], [1250n, '12.5'], [1205n, '12.05'], [5n, '0.05'], [0n, '0']])('writes %s cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it.each([['1.5', 3, '1500'], ['2', 5, '200000'], ['1.25', 7, '12500000'], ['1.2345', 3, '1234.5'], ['0.5', 3, '500']])(
    'shifts %s by %i places to %s',
    (text, places, expected) => {
      expect(shiftDecimal(text, places)).toBe(expected);
    },
  );
});
