import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareAmounts, fromCents, isValidAmount, normalizeAmount, percentChange, sumAmounts, toCents } from './money.ts';

describe('money', () => {
  it('totals 0.10 + 0.20 as exactly 0.30', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
  });

  it.each([
    ['500', true], ['500.5', true], ['500.50', true], ['0.01', true], ['999999999999.99', true],
    ['0', false], ['0.00', false], ['-5', false], ['1.234', false], ['1e3', false], ['abc', false], ['', false],
    ['1000000000000', false], ['01', false], [' 5', false], ['5.', false], ['.5', false],
  ])('isValidAmount(%j) is %s', (amount, valid) => {
    expect(isValidAmount(amount)).toBe(valid);
  });

  it('normalises to two decimals', () => {
    expect(normalizeAmount('5')).toBe('5.00');
    expect(normalizeAmount('12.5')).toBe('12.50');
    expect(fromCents(-150n)).toBe('-1.50');
  });

  it('sums any amounts exactly (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 99_999_999_999_999n }), { maxLength: 50 }), (cents) => {
        expect(toCents(sumAmounts(cents.map(fromCents)))).toBe(cents.reduce((a, b) => a + b, 0n));
      }),
    );
  });

  it('computes the change against yesterday with one decimal, rounding half away from zero', () => {
    expect(percentChange('40.00', '70.50')).toBe('76.3');
    expect(percentChange('100.00', '85.00')).toBe('-15.0');
    expect(percentChange('3.00', '1.00')).toBe('-66.7');
    expect(percentChange('0.00', '10.00')).toBeNull();
    expect(percentChange('200.00', '200.00')).toBe('0.0');
    expect(percentChange('1000.00', '999.99')).toBe('0.0');
  });

  it('orders amounts exactly', () => {
    expect(compareAmounts('10.00', '9.99')).toBe(1);
    expect(compareAmounts('0.10', '0.1')).toBe(0);
    expect(compareAmounts('999999999999.98', '999999999999.99')).toBe(-1);
  });
});
