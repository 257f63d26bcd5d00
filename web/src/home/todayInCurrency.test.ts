// Home's money in one currency: rows in other currencies converted per currency at the given rates,
// rows without a rate counted apart, the top categories and the change against yesterday.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_RATES } from '../../../domain/exchange.ts';
import { todayInCurrency } from './todayInCurrency.ts';

const row = (amount: string, currency: string, category: 'food' | 'transport' | 'bills' | 'other' = 'food') => ({ amount, currency, category });

describe('todayInCurrency', () => {
  it('sums rows in the person’s currency as they are', () => {
    const today = todayInCurrency([row('500.00', 'KES'), row('80.00', 'KES', 'transport')], [{ amount: '662.86', currency: 'KES' }], 'KES', BUILT_IN_RATES);
    expect(today).toEqual({
      total: '580.00',
      percent: '-12.5',
      categories: [{ category: 'food', amount: '500.00' }, { category: 'transport', amount: '80.00' }],
      converted: 0,
      uncounted: 0,
    });
  });

  it('converts the other currencies’ rows after a currency switch, total and categories alike', () => {
    // KES 1,500 at 150 per USD is 10 USD, 800 per USD: NGN 8,000; NGN 800 stays NGN 800.
    const today = todayInCurrency([row('1500.00', 'KES'), row('800.00', 'NGN', 'bills')], [{ amount: '1500.00', currency: 'KES' }], 'NGN', BUILT_IN_RATES);
    expect(today.total).toBe('8800.00');
    expect(today.categories).toEqual([{ category: 'food', amount: '8000.00' }, { category: 'bills', amount: '800.00' }]);
    expect(today.percent).toBe('10.0');
    expect(today.converted).toBe(1);
    expect(today.uncounted).toBe(0);
  });

  it('leaves a row without a rate out of the sums and counts it', () => {
    const today = todayInCurrency([row('100.00', 'KES'), row('5.00', 'XYZ', 'other')], [], 'KES', BUILT_IN_RATES);
    expect(today).toMatchObject({ total: '100.00', percent: null, converted: 0, uncounted: 1 });
    expect(today.categories).toEqual([{ category: 'food', amount: '100.00' }]);
  });

  it('keeps the three biggest categories, ties by name', () => {
    const rows = [row('10.00', 'KES', 'other'), row('10.00', 'KES', 'bills'), row('30.00', 'KES'), row('5.00', 'KES', 'transport')];
    expect(todayInCurrency(rows, [], 'KES', BUILT_IN_RATES).categories.map((entry) => entry.category)).toEqual(['food', 'bills', 'other']);
  });
});
