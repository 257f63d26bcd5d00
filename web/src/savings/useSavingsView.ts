// What the Savings tabs show, computed once from the device's copy: totals in the person's currency,
// each goal's progress, and the account settings the reminder needs.
import { useToday } from '../offline/live.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { useGoals, useSavings } from '../offline/savings.ts';
import { useOwnGroupSavings } from '../offline/savingsGroups.ts';
import { useRates } from '../money/rates.ts';
import { usePreferences } from '../user/preferences.ts';
import { goalProgress, namedWithoutGoal, savingsTotals } from './totals.ts';
import { useSavingsSettings } from './userSettings.ts';

export function useSavingsView() {
  const savings = useSavings();
  const inGroups = useOwnGroupSavings();
  const goals = useGoals();
  const { currency } = usePreferences();
  const { rates } = useRates().table;
  const today = useToday(); // re-renders at local midnight, so "today" moves on
  const now = new Date();
  return {
    today,
    currency,
    rates,
    savings,
    // A savings group's own lines count in the totals (issue 34), not in a goal's progress.
    totals: savingsTotals([...(savings ?? []), ...inGroups], currency, rates, now, deviceTimeZone()),
    goals: (goals ?? []).map((goal) => goalProgress(goal, savings ?? [], rates)),
    /** Goal names savings carry that no goal has yet: shown on the Goals tab with a way to set a target. */
    named: namedWithoutGoal(goals ?? [], savings ?? [], currency, rates),
    goalsLoaded: goals !== undefined,
    settings: useSavingsSettings(),
  };
}
