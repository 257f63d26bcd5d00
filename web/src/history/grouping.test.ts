import { describe, expect, it } from 'vitest';
import { BUILT_IN_RATES } from '../../../domain/exchange.ts';
import { groupByDay, withServerTotals } from './grouping.ts';
import { searchKey } from '../../../domain/search.ts';
import { matchesSearch } from './search.ts';

const row = (id: string, createdAt: string, amount: string, currency = 'KES') => ({ id, createdAt, amount, currency });

describe('grouping by local day', () => {
  it('puts each expense on its day in the person\'s zone and totals every day and the span', () => {
    const grouped = groupByDay([
      row('a', '2026-11-21T08:00:00.000Z', '500.00'),
      row('b', '2026-11-20T21:30:00.000Z', '100.50'), // 00:30 on the 21st in Nairobi
      row('c', '2026-11-20T20:59:00.000Z', '2.00', 'USD'), // 23:59 on the 20th: 300 KES at the built-in rates
      row('d', '2026-11-02T09:00:00.000Z', '1.00', 'XXX'), // no rate: listed, not counted
    ], 'KES', BUILT_IN_RATES, 'Africa/Nairobi');
    expect(grouped.days.map(({ day, total, expenses }) => [day, total, expenses.map((expense) => expense.id)])).toEqual([
      ['2026-11-21', '600.50', ['a', 'b']],
      ['2026-11-20', '300.00', ['c']],
      ['2026-11-02', '0.00', ['d']],
    ]);
    expect(grouped.total).toBe('900.50');
    expect(grouped.uncounted).toBe(1);
  });

  it('gives nothing for nothing', () => {
    expect(groupByDay([], 'KES', BUILT_IN_RATES, 'Africa/Nairobi')).toEqual({ total: '0.00', uncounted: 0, days: [] });
  });
});

describe('older days\' totals from the server', () => {
  it('replaces the listed rows\' totals on the server\'s days and adds its total to the phone\'s days', () => {
    const grouped = groupByDay([
      row('a', '2026-11-21T08:00:00.000Z', '500.00'), // a day the phone keeps
      row('b', '2026-08-01T08:00:00.000Z', '100.00'), // a day only partly paged in
    ], 'KES', BUILT_IN_RATES, 'Africa/Nairobi');
    const server = { total: '750.00', byDay: new Map([['2026-08-01', '250.00'], ['2026-08-02', '500.00']]) };
    const merged = withServerTotals(grouped, server);
    expect(merged.days.map(({ day, total }) => [day, total])).toEqual([['2026-11-21', '500.00'], ['2026-08-01', '250.00']]);
    expect(merged.total).toBe('1250.00');
    expect(withServerTotals(grouped, null)).toBe(grouped);
  });
});

describe('search on the phone', () => {
  it('matches description and note case-insensitively, folding Latin accents only', () => {
    const find = (text: string, query: string, note?: string) => matchesSearch({ description: text, note }, searchKey(query));
    expect(find('Café au lait', 'CAFE')).toBe(true);
    expect(find('Taxi', 'boda', 'boda to town')).toBe(true);
    expect(find('चाय और समोसा', 'समोसा')).toBe(true);
    expect(find('ቡና', 'ቡና')).toBe(true);
    expect(find('خبز', 'خبز')).toBe(true);
    expect(find('Rent', 'food')).toBe(false);
    expect(find('anything', '')).toBe(true);
  });
});
