// A period at a glance, from the local copy: the total in the person's currency (other currencies
// converted at read time, never stored), the change against the previous period, the top 5
// categories and one total per local day.
import { localDay } from '../../../domain/dates.ts';
import { convert } from '../../../domain/exchange.ts';
import { fromCents, percentChange, toCents } from '../../../domain/money.ts';
import { daysFrom } from '../format/month.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import type { PeriodSpan } from './period.ts';

const TOP_CATEGORIES = 5;

export interface PeriodSummary {
  total: string;
  previousTotal: string;
  /** Percent change against the previous period, one decimal; null when that period had nothing. */
  change: string | null;
  /** Some expense was in another currency and was converted. */
  mixed: boolean;
  top: { category: string; amount: string; percent: number }[];
  days: { day: string; amount: string }[];
}

/** `expenses` may hold any days; only the span's and its previous period's count. */
export function summarizePeriod(
  expenses: readonly LocalExpense[], currency: string, rates: Readonly<Record<string, string>>, span: PeriodSpan, timeZone: string,
): PeriodSummary {
  const days = daysFrom(span.first, span.last);
  const byDay = new Map<string, bigint>(days.map((day) => [day, 0n]));
  const byCategory = new Map<string, bigint>();
  let total = 0n;
  let previous = 0n;
  let mixed = false;
  for (const expense of expenses) {
    const day = localDay(expense.createdAt, timeZone);
    const current = byDay.has(day);
    if (!current && (day < span.previous.first || day > span.previous.last)) continue;
    const converted = expense.currency === currency ? expense.amount : convert(expense.amount, expense.currency, currency, rates);
    if (converted === null) continue;
    const cents = toCents(converted);
    if (!current) {
      previous += cents;
      continue;
    }
    mixed ||= expense.currency !== currency;
    total += cents;
    byDay.set(day, (byDay.get(day) ?? 0n) + cents);
    byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0n) + cents);
  }
  const top = [...byCategory]
    .sort(([a, x], [b, y]) => (y > x ? 1 : y < x ? -1 : a.localeCompare(b)))
    .slice(0, TOP_CATEGORIES)
    .map(([category, cents]) => ({ category, amount: fromCents(cents), percent: total > 0n ? Number((cents * 1000n) / total) / 10 : 0 }));
  return {
    total: fromCents(total),
    previousTotal: fromCents(previous),
    change: percentChange(fromCents(previous), fromCents(total)),
    mixed,
    top,
    days: days.map((day) => ({ day, amount: fromCents(byDay.get(day) ?? 0n) })),
  };
}
