// Savings totals and goal progress on the device, from the local copy: exact sums per currency,
// converted with convert() at the rates the app has now (never stored), in the person's local days.
import { addDays, localDay } from '../../../domain/dates.ts';
import { convert } from '../../../domain/exchange.ts';
import { goalKey, sumSavingAmounts, toUnits } from '../../../domain/parse/savingsAmount.ts';
import type { LocalGoal, LocalSaving } from '../offline/savings.ts';

type Rates = Readonly<Record<string, string>>;

/** The sum of these savings in `to`; amounts without a rate are left out rather than guessed. */
/** What a total counts of a saving; a savings group's own lines count the same way (offline/savingsGroups.ts). */
type Counted = Pick<LocalSaving, 'currency' | 'amount' | 'createdAt'>;

function totalIn(savings: readonly Counted[], to: string, rates: Rates): string {
  const byCurrency = new Map<string, string[]>();
  for (const saving of savings) byCurrency.set(saving.currency, [...(byCurrency.get(saving.currency) ?? []), saving.amount]);
  const parts = [...byCurrency].map(([currency, amounts]) => {
    const sum = sumSavingAmounts(amounts);
    return currency === to ? sum : convert(sum, currency, to, rates);
  });
  return sumSavingAmounts(parts.flatMap((part) => (part === null ? [] : [part])));
}

export interface SavingsTotals {
  total: string;
  today: string;
  week: string;
  month: string;
}

export function savingsTotals(savings: readonly Counted[], currency: string, rates: Rates, now: Date, timeZone: string): SavingsTotals {
  const today = localDay(now, timeZone);
  const since = (first: string) =>
    savings.filter((saving) => {
      const day = localDay(saving.createdAt, timeZone);
      return day >= first && day <= today;
    });
  return {
    total: totalIn(savings, currency, rates),
    today: totalIn(since(today), currency, rates),
    week: totalIn(since(addDays(today, -6)), currency, rates),
    month: totalIn(since(`${today.slice(0, 8)}01`), currency, rates),
  };
}

export interface GoalView {
  goal: LocalGoal;
  current: string;
  /** Whole percent, rounded down, uncapped. */
  percent: number;
  completed: boolean;
}

/** A goal's progress: the savings whose goal name matches its name (trimmed, case-insensitive), in its currency. */
export function goalProgress(goal: LocalGoal, savings: readonly LocalSaving[], rates: Rates): GoalView {
  const matching = savings.filter((saving) => typeof saving.goalName === 'string' && goalKey(saving.goalName) === goalKey(goal.name));
  const current = totalIn(matching, goal.currency, rates);
  const target = toUnits(goal.targetAmount);
  const percent = target > 0n ? Number((toUnits(current) * 100n) / target) : 0;
  return { goal, current, percent, completed: goal.isCompleted || percent >= 100 };
}

/** A goal the person saves towards by name ("ada ya shule") without having set it up: what is saved so far. */
export interface NamedSaving {
  name: string;
  current: string;
}

/**
 * The goal names savings carry that no goal has (same key as goalProgress: trimmed, case-insensitive),
 * with what is saved towards each in `currency`: the Goals tab lists them, so it never says "Create Your
 * First Goal" while savings name one (issue 33). The latest saving's spelling names it.
 */
export function namedWithoutGoal(goals: readonly LocalGoal[], savings: readonly LocalSaving[], currency: string, rates: Rates): NamedSaving[] {
  const goalKeys = new Set(goals.map((goal) => goalKey(goal.name)));
  const byKey = new Map<string, LocalSaving[]>();
  for (const saving of [...savings].sort((a, b) => b.createdAt.localeCompare(a.createdAt))) {
    const name = saving.goalName?.trim();
    if (!name || goalKeys.has(goalKey(name))) continue;
    byKey.set(goalKey(name), [...(byKey.get(goalKey(name)) ?? []), saving]);
  }
  return [...byKey.values()].map((named) => ({ name: named[0]?.goalName?.trim() ?? '', current: totalIn(named, currency, rates) }));
}

/** Whole days from today to the deadline, in the person's zone. */
export function daysLeft(deadline: string, now: Date, timeZone: string): number {
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${localDay(now, timeZone)}T00:00:00Z`)) / 86_400_000);
}
