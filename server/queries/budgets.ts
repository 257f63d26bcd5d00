// Budgets with what was spent against them: the caller's expenses of the categories the budget
// covers (BUDGET_COVERS) in the current period (last 7 days, calendar month or calendar year, in
// the caller's time zone), converted to the budget's currency at read time. Nothing spent is ever
// stored.
import { addDays, localDay } from '../../domain/dates.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import type { BudgetPeriod } from '../../domain/ownedItems.ts';
import { BUDGET_COVERS } from '../../domain/ownedItems.ts';
import { listDayTotals } from '../../projections/expenses/queries.ts';
import type { BudgetRow } from '../../projections/ownedItems/all.ts';
import type { App, Caller } from '../context.ts';
import { centsIn, percentOf } from './insightMoney.ts';

export type BudgetView = BudgetRow & {
  spentAmount: string;
  /** Spent as a percentage of the budget, 1 decimal, rounded down. */
  percent: number;
};

/** The first local day of the budget's current period; it ends today. */
export function periodStart(period: BudgetPeriod, today: string): string {
  switch (period) {
    case 'weekly':
      return addDays(today, -6);
    case 'monthly':
      return `${today.slice(0, 8)}01`;
    case 'yearly':
      return `${today.slice(0, 5)}01-01`;
    default: {
      const unexpected: never = period;
      return unexpected;
    }
  }
}

export async function withSpent(app: App, caller: Caller, rows: readonly BudgetRow[]): Promise<BudgetView[]> {
  if (rows.length === 0) return [];
  const today = localDay(caller.now, caller.timeZone);
  const rates = await app.rates.current();
  // The longest periods reach back to the year's start or a week ago, whichever is earlier.
  const [earliest = today] = [periodStart('yearly', today), periodStart('weekly', today)].sort();
  const totals = await listDayTotals(app.db, caller.userId, earliest, today);
  return rows.map((row) => {
    const { category, currency, period, budgetAmount } = row;
    const covered = new Set<string>(BUDGET_COVERS[category]);
    const from = periodStart(period, today);
    // Per currency first, then converted: one rounding per currency, as the totals are kept.
    const perCurrency = new Map<string, bigint>();
    for (const total of totals) {
      if (!covered.has(total.category) || total.day < from) continue;
      perCurrency.set(total.currency, (perCurrency.get(total.currency) ?? 0n) + toCents(total.total));
    }
    const spent = [...perCurrency].reduce((sum, [from, cents]) => sum + centsIn(fromCents(cents), from, currency, rates), 0n);
    return { ...row, spentAmount: fromCents(spent), percent: percentOf(spent, toCents(budgetAmount)) };
  });
}
