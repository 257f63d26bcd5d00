// The History list's shape: expenses grouped by local day, newest day first, each day and the whole
// span totalled in the person's currency (other currencies converted at read time, never stored).
import { localDay } from '../../../domain/dates.ts';
import { convert } from '../../../domain/exchange.ts';
import { fromCents, sumAmounts, toCents } from '../../../domain/money.ts';

interface Dated {
  id: string;
  amount: string;
  currency: string;
  /** When the money went out (ISO instant). */
  createdAt: string;
}

export interface DayGroup<T extends Dated> {
  day: string;
  total: string;
  expenses: T[];
}

export interface Grouped<T extends Dated> {
  total: string;
  /** Rows in a currency with no rate: listed, left out of the totals. */
  uncounted: number;
  days: DayGroup<T>[];
}

/** `expenses` newest first, as every read gives them; the groups keep that order. */
export function groupByDay<T extends Dated>(
  expenses: readonly T[], currency: string, rates: Readonly<Record<string, string>>, timeZone: string,
): Grouped<T> {
  const days: { day: string; cents: bigint; expenses: T[] }[] = [];
  let total = 0n;
  let uncounted = 0;
  for (const expense of expenses) {
    const day = localDay(expense.createdAt, timeZone);
    let group = days.at(-1);
    if (group?.day !== day) {
      group = { day, cents: 0n, expenses: [] };
      days.push(group);
    }
    group.expenses.push(expense);
    const amount = expense.currency === currency ? expense.amount : convert(expense.amount, expense.currency, currency, rates);
    if (amount === null) {
      uncounted += 1;
      continue;
    }
    group.cents += toCents(amount);
    total += toCents(amount);
  }
  return { total: fromCents(total), uncounted, days: days.map(({ day, cents, expenses: rows }) => ({ day, total: fromCents(cents), expenses: rows })) };
}

/**
 * The server's totals in place of the listed rows' for the days it summed (older than the phone
 * keeps, perhaps not all paged in yet); the span's total is the phone's days plus the server's.
 */
export function withServerTotals<T extends Dated>(grouped: Grouped<T>, server: { total: string; byDay: ReadonlyMap<string, string> } | null): Grouped<T> {
  if (server === null) return grouped;
  const days = grouped.days.map((group) => ({ ...group, total: server.byDay.get(group.day) ?? group.total }));
  const phone = grouped.days.filter((group) => !server.byDay.has(group.day)).map((group) => group.total);
  return { ...grouped, days, total: sumAmounts([...phone, server.total]) };
}
