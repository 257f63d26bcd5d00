// How full a budget is, as the screen and the alert toasts both read it: the progress colour
// (green below 80 %, yellow from 80 %, red from 90 %), the icon, and the alert level reached.
import type { BudgetLevelsQuery } from '../gql/graphql.ts';

/** What a level is read from; the rest of a budget is what each reader shows. */
type Level = Pick<BudgetLevelsQuery['budgets'][number], 'percent' | 'alertThreshold'>;

export const colourOf = (percent: number) => (percent >= 90 ? 'red' : percent >= 80 ? 'yellow' : 'green');

export const iconOf = (percent: number) => (percent >= 100 ? 'alert' : percent >= 80 ? 'warning' : null);

/** 0 under the threshold, 1 past it, 2 past 100 %: a toast is due when the level rises. */
export const alertLevel = (budget: Level) =>
  budget.percent >= 100 ? 2 : budget.percent >= budget.alertThreshold * 100 ? 1 : 0;
