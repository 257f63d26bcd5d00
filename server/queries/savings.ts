// Savings reads for the caller, in the caller's time zone and currency: today's, the week's and all
// savings, the totals (converted at read time through the exchange seam) and each goal's progress.
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { addDays, localDay } from '../../domain/dates.ts';
import { ValidationError } from '../../domain/errors.ts';
import { convert } from '../../domain/exchange.ts';
import { SAVINGS_CURRENCIES, goalKey, sumSavingAmounts, toUnits } from '../../domain/parse/savingsAmount.ts';
import { findUser } from '../../projections/users/queries.ts';
import { listGoals, listSavings, savingsForGoals } from '../../projections/savings/queries.ts';
import type { SavingRow, SavingsGoalRow } from '../../projections/savings/row.ts';
import type { App, Caller } from '../context.ts';
import { ownGroupHoldings } from './savingsGroups.ts';

const WEEK = 7;
const today = (caller: Caller) => localDay(caller.now, caller.timeZone);

export const todaySavings = (app: App, caller: Caller) => listSavings(app.db, caller.userId, today(caller), today(caller));
export const weekSavings = (app: App, caller: Caller) =>
  listSavings(app.db, caller.userId, addDays(today(caller), 1 - WEEK), today(caller));
export const allSavings = (app: App, caller: Caller) => listSavings(app.db, caller.userId);

async function userSettings(app: App, caller: Caller) {
  const user = await findUser(app.db, caller.userId);
  return { currency: user?.currency ?? DEFAULT_CURRENCY, monthlySavingsGoal: user?.monthlySavingsGoal ?? '0.00' };
}

/** A saving's currency is one of the manual-entry list or the user's own. */
export async function allowedCurrency(app: App, caller: Caller, currency: string): Promise<void> {
  // One of the list needs no read of the user's settings: a saving's write reads nothing it need not.
  if ((SAVINGS_CURRENCIES as readonly string[]).includes(currency)) return;
  const own = (await userSettings(app, caller)).currency;
  const allowed: readonly string[] = [...SAVINGS_CURRENCIES, own];
  if (!allowed.includes(currency)) throw new ValidationError(`currency must be one of ${[...new Set(allowed)].join(', ')}`, 'currency');
}

export interface CurrencyAmount {
  currency: string;
  amount: string;
}

/** What a total counts of a saving: a savings group's contribution counts the same way (ownGroupHoldings). */
type Counted = Pick<SavingRow, 'currency' | 'amount' | 'localDay'>;

function byCurrency(rows: readonly Counted[]): CurrencyAmount[] {
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.currency, [...(groups.get(row.currency) ?? []), row.amount]);
  return [...groups].map(([currency, amounts]) => ({ currency, amount: sumSavingAmounts(amounts) })).sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The rows' sum in `to`: each currency's exact sum converted once; currencies without a rate are named apart. */
function convertedSum(rows: readonly Counted[], to: string, rates: Readonly<Record<string, string>>) {
  const parts = byCurrency(rows).map((part) => ({ ...part, converted: part.currency === to ? part.amount : convert(part.amount, part.currency, to, rates) }));
  return {
    amount: sumSavingAmounts(parts.flatMap((part) => part.converted ?? [])),
    unconverted: parts.filter((part) => part.converted === null).map((part) => part.currency),
  };
}

/** Today's, the last 7 local days', this calendar month's and all-time savings in the user's currency, their savings groups' included. */
export async function savingsTotals(app: App, caller: Caller) {
  const [{ currency, monthlySavingsGoal }, own, rates, groups] = await Promise.all([
    userSettings(app, caller), allSavings(app, caller), app.rates.current(), ownGroupHoldings(app, caller),
  ]);
  const rows: Counted[] = [...own, ...groups.savings];
  const day = today(caller);
  const since = (first: string) => rows.filter((row) => row.localDay >= first && row.localDay <= day);
  const total = convertedSum(rows, currency, rates.rates);
  return {
    currency,
    total: total.amount,
    today: convertedSum(since(day), currency, rates.rates).amount,
    week: convertedSum(since(addDays(day, 1 - WEEK)), currency, rates.rates).amount,
    month: convertedSum(since(`${day.slice(0, 8)}01`), currency, rates.rates).amount,
    monthlySavingsGoal,
    byCurrency: byCurrency(rows),
    unconverted: total.unconverted,
    ratesSource: rates.source,
  };
}

/** A goal as the answers show it (events/savingsGoal/fields.ts): its row, with its progress. */
export type GoalProgress = SavingsGoalRow & {
  currentAmount: string;
  /** current ÷ target in percent, one decimal, rounded down (so 99.99 % never shows as 100). */
  progressPercent: string;
  /** Marked completed, or progress at 100 % or more. */
  isCompleted: boolean;
};

export async function goalProgress(app: App, caller: Caller, goals: readonly SavingsGoalRow[]): Promise<GoalProgress[]> {
  const [savings, rates] = await Promise.all([
    savingsForGoals(app.db, caller.userId, [...new Set(goals.map((goal) => goalKey(goal.name)))]),
    app.rates.current(),
  ]);
  return goals.map((goal) => {
    const matching = savings.filter((saving) => saving.goalName !== null && goalKey(saving.goalName) === goalKey(goal.name));
    const currentAmount = convertedSum(matching, goal.currency, rates.rates).amount;
    const tenths = (toUnits(currentAmount) * 1000n) / toUnits(goal.targetAmount);
    return {
      ...goal,
      currentAmount,
      progressPercent: `${tenths / 10n}.${tenths % 10n}`,
      isCompleted: goal.isCompleted || tenths >= 1000n,
    };
  });
}

export const savingsGoals = async (app: App, caller: Caller) => goalProgress(app, caller, await listGoals(app.db, caller.userId));

