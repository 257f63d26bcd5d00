import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money.ts';
import { settleUp, splitEqually } from './split.ts';

const split = (amount: string, count: number) => splitEqually(toCents(amount), count).map(fromCents);

describe('splitEqually', () => {
  it.each([
    ['100.00', 1, ['100.00']],
    ['100.00', 2, ['50.00', '50.00']],
    ['100.00', 3, ['33.34', '33.33', '33.33']],
    ['300.00', 2, ['150.00', '150.00']],
    ['0.01', 3, ['0.01', '0.00', '0.00']],
    ['0.05', 4, ['0.02', '0.01', '0.01', '0.01']],
    ['10.00', 6, ['1.67', '1.67', '1.67', '1.67', '1.66', '1.66']],
    ['999999999999.99', 7, ['142857142857.15', '142857142857.14', '142857142857.14', '142857142857.14',
      '142857142857.14', '142857142857.14', '142857142857.14']],
  ])('%s over %i → %j', (amount, count, shares) => expect(split(amount, count)).toEqual(shares));

  it('always sums to the amount and differs by at most one cent, extra cents first', () =>
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999_999n }), fc.integer({ min: 1, max: 50 }), (cents, count) => {
      const shares = splitEqually(cents, count);
      expect(shares.reduce((a, b) => a + b, 0n)).toBe(cents);
      expect([...shares].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(shares);
      expect((shares[0] ?? 0n) - (shares.at(-1) ?? 0n) <= 1n).toBe(true);
    })));
});

describe('settleUp', () => {
  it('has the largest debtor pay the largest creditor', () =>
    expect(settleUp(new Map([['amina', -35000n], ['juma', 50000n], ['wanjiru', -15000n]]))).toEqual([
      { from: 'amina', to: 'juma', cents: 35000n },
      { from: 'wanjiru', to: 'juma', cents: 15000n },
    ]));

  it('needs nothing when everyone is settled', () => expect(settleUp(new Map([['a', 0n], ['b', 0n]]))).toEqual([]));

  it('refuses balances that do not sum to zero', () => expect(() => settleUp(new Map([['a', 1n]]))).toThrow(RangeError));

  const balancesArb = fc.array(fc.bigInt({ min: -1_000_000_00n, max: 1_000_000_00n }), { minLength: 1, maxLength: 12 })
    .map((amounts) => {
      const sum = amounts.reduce((a, b) => a + b, 0n);
      return new Map([...amounts, -sum].map((cents, index) => [`m${index}`, cents] as const));
    });

  it('always clears every balance exactly with at most members − 1 positive transfers', () =>
    fc.assert(fc.property(balancesArb, (balances) => {
      const plan = settleUp(balances);
      const after = new Map<string, bigint>(balances);
      for (const { from, to, cents } of plan) {
        expect(cents > 0n).toBe(true);
        after.set(from, (after.get(from) ?? 0n) + cents);
        after.set(to, (after.get(to) ?? 0n) - cents);
      }
      expect([...after.values()].every((cents) => cents === 0n)).toBe(true);
      expect(plan.length).toBeLessThanOrEqual(Math.max(0, balances.size - 1));
    })));
});
