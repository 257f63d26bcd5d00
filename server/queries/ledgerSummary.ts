// A range of local days summed in the person's own currency: the total, each category and every
// day of the range (days without spending at 0.00). Totals are kept per currency and converted
// here, at read time, once per day, currency and category, so the parts always add up to the total.
import { daysFrom, localDay } from '../../domain/dates.ts';
import { fromCents } from '../../domain/money.ts';
import { listDayTotals } from '../../projections/expenses/queries.ts';
import type { App, Caller } from '../context.ts';
import { parseInput } from '../input.ts';
import { callerCurrency, centsIn } from './insightMoney.ts';
import { dayRangeInput } from './ledgerInput.ts';

export interface ExpenseSummary {
  from: string;
  to: string;
  currency: string;
  total: string;
  byCategory: { category: string; total: string; count: number }[];
  byDay: { day: string; total: string }[];
}

export async function expenseSummary(app: App, caller: Caller, input: unknown): Promise<ExpenseSummary> {
  const { from, to } = parseInput(dayRangeInput(localDay(caller.now, caller.timeZone)), input);
  const [currency, rates, rows] = await Promise.all([
    callerCurrency(app, caller), app.rates.current(), listDayTotals(app.db, caller.userId, from, to),
  ]);
  // Counted, not walked until a text compares past `to`: the range is checked to be at most 367 days.
  const byDay = new Map(daysFrom(from, to).map((day) => [day, 0n]));
  const byCategory = new Map<string, { cents: bigint; count: number }>();
  let total = 0n;
  for (const row of rows) {
    const cents = centsIn(row.total, row.currency, currency, rates);
    total += cents;
    byDay.set(row.day, (byDay.get(row.day) ?? 0n) + cents);
    const category = byCategory.get(row.category) ?? { cents: 0n, count: 0 };
    byCategory.set(row.category, { cents: category.cents + cents, count: category.count + row.count });
  }
  return {
    from,
    to,
    currency,
    total: fromCents(total),
    byCategory: [...byCategory]
      .sort(([a, x], [b, y]) => (x.cents === y.cents ? a.localeCompare(b) : x.cents > y.cents ? -1 : 1))
      .map(([category, { cents, count }]) => ({ category, total: fromCents(cents), count })),
    byDay: [...byDay].map(([day, cents]) => ({ day, total: fromCents(cents) })),
  };
}
