import { describe, expect, it } from 'vitest';
import { BUILT_IN_RATES } from '../../../domain/exchange.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { summarizeWeek } from './weekSummary.ts';

const at = (createdAt: string, amount: string, category: LocalExpense['category'], currency = 'KES'): LocalExpense => ({
  id: crypto.randomUUID(), description: 'x', amount, currency, category, language: 'sw', createdAt, updatedAt: createdAt, pending: false,
});

describe('the week summary', () => {
  const today = '2026-11-21';
  it('totals the last 7 local days in the person\'s currency, converting others, and ranks categories', () => {
    const week = summarizeWeek([
      at('2026-11-21T08:00:00.000Z', '500.00', 'food'),
      at('2026-11-15T00:30:00.000Z', '100.00', 'transport'), // 03:30 on the 15th in Nairobi: the 7th day back
      at('2026-11-14T20:59:00.000Z', '999.00', 'food'), // 23:59 on the 14th: out
      at('2026-11-20T08:00:00.000Z', '2.00', 'bills', 'USD'), // 300 KES at the built-in rates
    ], 'KES', BUILT_IN_RATES, today, 'Africa/Nairobi');
    expect(week.total).toBe('900.00');
    expect(week.mixed).toBe(true);
    expect(week.top).toEqual([
      { category: 'food', amount: '500.00', percent: 55.5 },
      { category: 'bills', amount: '300.00', percent: 33.3 },
      { category: 'transport', amount: '100.00', percent: 11.1 },
    ]);
    expect(week.days.map((day) => day.amount)).toEqual(['100.00', '0.00', '0.00', '0.00', '0.00', '300.00', '500.00']);
    expect(week.days[0]?.day).toBe('2026-11-15');
  });

  it('keeps at most 5 categories and no note when one currency', () => {
    const categories = ['food', 'transport', 'business', 'bills', 'other'] as const;
    const week = summarizeWeek(categories.map((category, index) => at('2026-11-21T08:00:00.000Z', `${index + 1}`, category)),
      'KES', BUILT_IN_RATES, today, 'Africa/Nairobi');
    expect(week.top.map((entry) => entry.category)).toEqual(['other', 'bills', 'business', 'transport', 'food']);
    expect(week.mixed).toBe(false);
  });
});
