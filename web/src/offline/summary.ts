// Today's summary computed on the device from the local copy, with the same rules as the server's
// daySummary (server/queries/expenses.ts): exact sums per currency, top 3 categories, change vs yesterday.
import type { CategoryId } from '../../../domain/categories.ts';
import { addDays, localDay } from '../../../domain/dates.ts';
import { compareAmounts, percentChange, sumAmounts } from '../../../domain/money.ts';

export interface DaySummary {
  day: string;
  totals: { currency: string; amount: string }[];
  changes: { currency: string; today: string; yesterday: string; percent: string | null }[];
  topCategories: { category: CategoryId; currency: string; amount: string }[];
}

interface Countable {
  amount: string;
  currency: string;
  category: CategoryId;
  createdAt: string;
}

const TOP_CATEGORIES = 3;

function totalsByCurrency(rows: readonly Countable[]): { currency: string; amount: string }[] {
  const byCurrency = new Map<string, string[]>();
  for (const row of rows) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row.amount]);
  return [...byCurrency]
    .map(([currency, amounts]) => ({ currency, amount: sumAmounts(amounts) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

function categoryTotals(rows: readonly Countable[]): { category: CategoryId; currency: string; amount: string }[] {
  const groups = new Map<string, { category: CategoryId; currency: string; amounts: string[] }>();
  for (const row of rows) {
    const key = `${row.category} ${row.currency}`;
    const group = groups.get(key) ?? { category: row.category, currency: row.currency, amounts: [] };
    group.amounts.push(row.amount);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ category, currency, amounts }) => ({ category, currency, amount: sumAmounts(amounts) }));
}

/** `expenses` may hold any days; only `day` and the day before count. */
export function summarizeDay(expenses: readonly Countable[], day: string, timeZone: string): DaySummary {
  const yesterday = addDays(day, -1);
  const todays = expenses.filter((expense) => localDay(expense.createdAt, timeZone) === day);
  const before = totalsByCurrency(expenses.filter((expense) => localDay(expense.createdAt, timeZone) === yesterday));
  const totals = totalsByCurrency(todays);
  const currencies = [...new Set([...totals, ...before].map((total) => total.currency))].sort();
  const amountIn = (list: readonly { currency: string; amount: string }[], currency: string) =>
    list.find((total) => total.currency === currency)?.amount ?? '0.00';
  return {
    day,
    totals,
    topCategories: categoryTotals(todays)
      .sort((a, b) => compareAmounts(b.amount, a.amount) || a.category.localeCompare(b.category))
      .slice(0, TOP_CATEGORIES),
    changes: currencies.map((currency) => ({
      currency,
      today: amountIn(totals, currency),
      yesterday: amountIn(before, currency),
      percent: percentChange(amountIn(before, currency), amountIn(totals, currency)),
    })),
  };
}
