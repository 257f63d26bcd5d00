import { describe, expect, it } from 'vitest';
import { BUILT_IN_RATES } from '../../../domain/exchange.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { periodSpan } from './period.ts';
import { summarizePeriod } from './periodSummary.ts';

const at = (createdAt: string, amount: string, category: LocalExpense['category'], currency = 'KES'): LocalExpense => ({
  id: crypto.randomUUID(), description: 'x', amount, currency, category, language: 'sw', createdAt, updatedAt: createdAt, pending: false,
});

describe('the period summary', () => {
  const today = '2026-11-21';
  const rows = [
    at('2026-11-21T08:00:00.000Z', '500.00', 'food'),
    at('2026-11-15T00:30:00.000Z', '100.00', 'transport'), // 03:30 on the 15th in Nairobi: the 7th day back
    at('2026-11-14T20:59:00.000Z', '999.00', 'food'), // 23:59 on the 14th: the week before
    at('2026-11-20T08:00:00.000Z', '2.00', 'bills', 'USD'), // 300 KES at the built-in rates
    at('2026-10-21T08:00:00.000Z', '1000.00', 'food'), // the same day last month
    at('2026-10-22T08:00:00.000Z', '5000.00', 'food'), // after it: not compared
  ];

  it('totals the last 7 local days in the person\'s currency, converting others, against the 7 before', () => {
    const week = summarizePeriod(rows, 'KES', BUILT_IN_RATES, periodSpan('week', today), 'Africa/Nairobi');
    expect(week.total).toBe('900.00');
    expect(week.previousTotal).toBe('999.00');
    expect(week.change).toBe('-9.9');
    expect(week.mixed).toBe(true);
    expect(week.top).toEqual([
      { category: 'food', amount: '500.00', percent: 55.5 },
      { category: 'bills', amount: '300.00', percent: 33.3 },
      { category: 'transport', amount: '100.00', percent: 11.1 },
    ]);
    expect(week.days.map((day) => day.amount)).toEqual(['100.00', '0.00', '0.00', '0.00', '0.00', '300.00', '500.00']);
    expect(week.days[0]?.day).toBe('2026-11-15');
  });

  it('totals the calendar month so far against the same days of the month before, a bar a day', () => {
    const month = summarizePeriod(rows, 'KES', BUILT_IN_RATES, periodSpan('month', today), 'Africa/Nairobi');
    expect(month.total).toBe('1899.00');
    expect(month.previousTotal).toBe('1000.00');
    expect(month.change).toBe('89.9');
    expect(month.days).toHaveLength(21);
    expect(month.days[13]).toEqual({ day: '2026-11-14', amount: '999.00' });
  });

  it('has no change without a previous period, and keeps at most 5 categories', () => {
    const categories = ['food', 'transport', 'business', 'bills', 'other'] as const;
    const week = summarizePeriod(categories.map((category, index) => at('2026-11-21T08:00:00.000Z', `${index + 1}`, category)),
      'KES', BUILT_IN_RATES, periodSpan('week', today), 'Africa/Nairobi');
    expect(week.top.map((entry) => entry.category)).toEqual(['other', 'bills', 'business', 'transport', 'food']);
    expect(week.change).toBeNull();
    expect(week.mixed).toBe(false);
  });
});
