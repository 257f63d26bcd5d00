// This week at a glance, from the local copy: the total in the person's currency (other currencies
// converted at read time, never stored), the top 5 categories and one total per local day.
import { addDays, localDay } from '../../../domain/dates.ts';
import { convert } from '../../../domain/exchange.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { LocalExpense } from '../offline/expenses.ts';

export const TOP_CATEGORIES = 5;

export interface WeekSummary {
  total: string;
  /** Some expense was in another currency and was converted. */
  mixed: boolean;
  top: { category: string; amount: string; percent: number }[];
  days: { day: string; amount: string }[];
}

export function summarizeWeek(
  expenses: readonly LocalExpense[], currency: string, rates: Readonly<Record<string, string>>, today: string, timeZone: string,
): WeekSummary {
  const days = Array.from({ length: 7 }, (_, index) => addDays(today, index - 6));
  const byDay = new Map<string, bigint>(days.map((day) => [day, 0n]));
  const byCategory = new Map<string, bigint>();
  let total = 0n;
  let mixed = false;
  for (const expense of expenses) {
    const day = localDay(expense.createdAt, timeZone);
    if (!byDay.has(day)) continue;
    const converted = expense.currency === currency ? expense.amount : convert(expense.amount, expense.currency, currency, rates);
    if (converted === null) continue;
    mixed ||= expense.currency !== currency;
    const cents = toCents(converted);
    total += cents;
    byDay.set(day, (byDay.get(day) ?? 0n) + cents);
    byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0n) + cents);
  }
  const top = [...byCategory]
    .sort(([a, x], [b, y]) => (y > x ? 1 : y < x ? -1 : a.localeCompare(b)))
    .slice(0, TOP_CATEGORIES)
    .map(([category, cents]) => ({ category, amount: fromCents(cents), percent: total > 0n ? Number((cents * 1000n) / total) / 10 : 0 }));
  return { total: fromCents(total), mixed, top, days: days.map((day) => ({ day, amount: fromCents(byDay.get(day) ?? 0n) })) };
}
