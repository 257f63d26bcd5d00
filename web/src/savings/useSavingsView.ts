// What the Savings tabs show, computed once from the device's copy: totals in the person's currency,
// each goal's progress, and the account settings the reminder needs.
import { useToday } from '../offline/live.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { useGoals, useSavings } from '../offline/savings.ts';
import { useRates } from '../money/rates.ts';
import { usePreferences } from '../user/preferences.ts';
import { goalProgress, savingsTotals } from './totals.ts';
import { useSavingsSettings } from './userSettings.ts';

export function useSavingsView() {
  const savings = useSavings();
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
    totals: savingsTotals(savings ?? [], currency, rates, now, deviceTimeZone()),
    goals: (goals ?? []).map((goal) => goalProgress(goal, savings ?? [], rates)),
    goalsLoaded: goals !== undefined,
    settings: useSavingsSettings(),
  };
}
