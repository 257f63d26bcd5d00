// Expense reads for the caller, in the caller's time zone: today, the last 7 local days, the
// day summary and the daily totals. Both transports call these; money is summed exactly.
import { addDays, lastDays, localDay } from '../../domain/dates.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { compareAmounts, percentChange, sumAmounts } from '../../domain/money.ts';
import { expenseRegistry } from '../../events/expense/events.ts';
import { expenseStreamOf } from '../../events/expense/streams.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import type { DayTotal } from '../../projections/expenses/queries.ts';
import { listDayTotals, listExpenses } from '../../projections/expenses/queries.ts';
import type { App, Caller } from '../context.ts';
import { historyOf } from './history.ts';

const WEEK = 7;
const TOP_CATEGORIES = 3;

const today = (caller: Caller) => localDay(caller.now, caller.timeZone);

export const todayExpenses = (app: App, caller: Caller) =>
  listExpenses(app.db, caller.userId, today(caller), today(caller));

export const weekExpenses = (app: App, caller: Caller) =>
  listExpenses(app.db, caller.userId, addDays(today(caller), 1 - WEEK), today(caller));

export interface CurrencyAmount {
  currency: string;
  amount: string;
}

function totalsByCurrency(rows: readonly DayTotal[]): CurrencyAmount[] {
  const byCurrency = new Map<string, string[]>();
  for (const row of rows) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row.total]);
  return [...byCurrency].map(([currency, amounts]) => ({ currency, amount: sumAmounts(amounts) }));
}

export async function daySummary(app: App, caller: Caller) {
  const day = today(caller);
  const yesterday = addDays(day, -1);
  const rows = await listDayTotals(app.db, caller.userId, yesterday, day);
  const todays = rows.filter((row) => row.day === day);
  const before = totalsByCurrency(rows.filter((row) => row.day === yesterday));
  const totals = totalsByCurrency(todays);
  const currencies = [...new Set([...totals, ...before].map((total) => total.currency))];
  const amountIn = (list: CurrencyAmount[], currency: string) => list.find((t) => t.currency === currency)?.amount ?? '0.00';
  return {
    day,
    totals,
    topCategories: [...todays]
      .sort((a, b) => compareAmounts(b.total, a.total) || a.category.localeCompare(b.category))
      .slice(0, TOP_CATEGORIES)
      .map((row) => ({ category: row.category, currency: row.currency, amount: row.total, count: row.count })),
    changes: currencies.map((currency) => ({
      currency,
      today: amountIn(totals, currency),
      yesterday: amountIn(before, currency),
      percent: percentChange(amountIn(before, currency), amountIn(totals, currency)),
    })),
  };
}

export async function dailyTotals(app: App, caller: Caller, days = WEEK) {
  if (!Number.isInteger(days) || days < 1 || days > 92) throw new ValidationError('days must be a whole number from 1 to 92', 'days');
  const span = lastDays(today(caller), days);
  const rows = await listDayTotals(app.db, caller.userId, span[0] ?? today(caller), today(caller));
  return span.map((day) => ({ day, totals: totalsByCurrency(rows.filter((row) => row.day === day)) }));
}

/** The events of one of the caller's expenses, for audits. Someone else's answers not found. */
export async function expenseHistory(app: App, caller: Caller, expenseId: string) {
  const stream = await createEventStore(app.db, expenseRegistry).readStream(await expenseStreamOf(app.db, caller.userId, expenseId));
  if (!stream || stream.ownerId !== caller.userId) throw new NotFoundError('Expense not found');
  return historyOf(stream.events);
}
