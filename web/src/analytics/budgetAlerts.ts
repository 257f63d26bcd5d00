// Budget threshold toasts: after an expense is recorded, the budgets are read again and a budget
// whose level rose (past its alert threshold, or past 100 %) is named once with its percentage.
// Levels already seen are remembered on the device, so each crossing is told once.
import { formatMoney } from '../format/money.ts';
import { toast } from '../ui/toast.tsx';
import { loadApolloClient } from '../apolloLoader.ts';
import { graphql } from '../gql/index.ts';
import type { BudgetLevelsQuery } from '../gql/graphql.ts';
import { alertLevel } from './budgetLevel.ts';
import { messages } from './messages.ts';
import { t } from '../i18n/index.ts';

const KEY = 'sauti.budgetLevels';

const BudgetLevels = graphql(`
  query BudgetLevels {
    budgets { id name budgetAmount currency alertThreshold spentAmount percent }
  }
`);

type Budget = BudgetLevelsQuery['budgets'][number];

function remembered(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null
      ? Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
      : {};
  } catch {
    return {};
  }
}

/** What the person has already seen: shown budgets do not toast for the level they show. */
export function rememberLevels(budgets: readonly Pick<Budget, 'id' | 'percent' | 'alertThreshold'>[]): void {
  localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(budgets.map((budget) => [budget.id, alertLevel(budget)]))));
}

/** Reads the budgets and tells of the highest new crossing; silent when offline or on failure. */
export async function checkBudgetAlerts(): Promise<void> {
  let budgets: readonly Budget[];
  try {
    // Apollo only loads here, after an expense was synced: Home's first screen goes without it.
    const client = await loadApolloClient();
    budgets = (await client.query({ query: BudgetLevels, fetchPolicy: 'network-only' })).data?.budgets ?? [];
  } catch (error) {
    console.warn('budgets could not be checked', error);
    return;
  }
  const seen = remembered();
  const risen = budgets.filter((budget) => alertLevel(budget) > (seen[budget.id] ?? 0));
  rememberLevels(budgets);
  const worst = [...risen].sort((a, b) => b.percent - a.percent)[0];
  if (worst === undefined) return;
  const over = alertLevel(worst) === 2;
  const spent = t(messages.budgets.spent, {
    spent: formatMoney(worst.spentAmount, worst.currency), budget: formatMoney(worst.budgetAmount, worst.currency),
  });
  toast({
    title: over ? t(messages.budgets.alertOver, { name: worst.name }) : t(messages.budgets.alert, { name: worst.name, percent: worst.percent }),
    description: over ? t(messages.budgets.alert, { name: worst.name, percent: worst.percent }) : spent,
    variant: over ? 'destructive' : 'default',
  });
}
