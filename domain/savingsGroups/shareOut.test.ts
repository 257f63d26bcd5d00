import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestRemainder, valuePerShare } from './shareOut.ts';

describe('largestRemainder', () => {
  it('gives the leftover units to the largest remainders, ties to the first', () => {
    expect(largestRemainder(1000n, [1n, 1n, 1n], 1n)).toEqual([334n, 333n, 333n]);
    expect(largestRemainder(10_000n, [1n, 2n], 100n)).toEqual([3300n, 6700n]);
  });

  it('always adds up to the total, each part within one unit of its exact quota', () =>
    fc.assert(fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.array(fc.bigInt({ min: 0n, max: 10_000n }), { minLength: 1, maxLength: 30 }), fc.constantFrom(1n, 100n),
      (units, weights, unit) => {
        fc.pre(weights.some((weight) => weight > 0n));
        const total = units * unit;
        const parts = largestRemainder(total, weights, unit);
        const sum = weights.reduce((a, b) => a + b, 0n);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
        parts.forEach((part, index) => {
          expect(part % unit).toBe(0n);
          const exact = (weights[index] ?? 0n) * total; // quota × sum
          const gap = part * sum - exact;
          expect(gap > -unit * sum && gap < unit * sum).toBe(true);
        });
      }), { numRuns: 500 }));
});

describe('valuePerShare', () => {
  it('shows 4 decimals, half up', () => {
    expect(valuePerShare(145_000_000n, 2400n)).toBe('604.1667');
    expect(valuePerShare(0n, 0n)).toBe('0.0000');
    expect(valuePerShare(100n, 3n)).toBe('0.3333');
  });
});
