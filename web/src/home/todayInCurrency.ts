// Today's money in the person's currency, from the rows the list shows: each currency's exact sum
// converted once at the rates the app holds now (as the server's savings totals do), never stored.
// Rows whose currency has no rate stay listed but out of the sums, and are counted so Home can say so.
import type { CategoryId } from '../../../domain/categories.ts';
import { convert } from '../../../domain/exchange.ts';
import { compareAmounts, percentChange, sumAmounts } from '../../../domain/money.ts';

type Rates = Readonly<Record<string, string>>;

interface Priced {
  amount: string;
  currency: string;
}

export interface TodayInCurrency {
  total: string;
  /** Change against yesterday's total in the same currency; null when yesterday had nothing. */
  percent: string | null;
  /** The biggest categories, at most three, largest first. */
  categories: { category: CategoryId; amount: string }[];
  /** Rows in another currency that are in the total, converted. */
  converted: number;
  /** Rows in another currency with no rate: shown in the list, left out of the total. */
  uncounted: number;
}

const TOP = 3;

/** The rows' sum in `to`, and how many rows could not be converted. */
function sumIn(rows: readonly Priced[], to: string, rates: Rates): { amount: string; uncounted: number } {
  const byCurrency = new Map<string, string[]>();
  for (const row of rows) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row.amount]);
  let uncounted = 0;
  const parts: string[] = [];
  for (const [currency, amounts] of byCurrency) {
    const sum = sumAmounts(amounts);
    const converted = currency === to ? sum : convert(sum, currency, to, rates);
    if (converted === null) uncounted += amounts.length;
    else parts.push(converted);
  }
  return { amount: sumAmounts(parts), uncounted };
}

/** `yesterday` holds one total per currency (the day summary's); today's rows are the list's. */
export function todayInCurrency(
  rows: readonly (Priced & { category: CategoryId })[],
  yesterday: readonly Priced[],
  currency: string,
  rates: Rates,
): TodayInCurrency {
  const total = sumIn(rows, currency, rates);
  const byCategory = new Map<CategoryId, Priced[]>();
  for (const row of rows) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);
  const categories = [...byCategory]
    .map(([category, priced]) => ({ category, ...sumIn(priced, currency, rates), rows: priced.length }))
    .filter((entry) => entry.uncounted < entry.rows)
    .sort((a, b) => compareAmounts(b.amount, a.amount) || a.category.localeCompare(b.category))
    .slice(0, TOP)
    .map(({ category, amount }) => ({ category, amount }));
  const foreign = rows.filter((row) => row.currency !== currency).length;
  return {
    total: total.amount,
    percent: percentChange(sumIn(yesterday, currency, rates).amount, total.amount),
    categories,
    converted: foreign - total.uncounted,
    uncounted: total.uncounted,
  };
}
