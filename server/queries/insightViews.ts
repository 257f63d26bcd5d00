// Each owned item as both transports show it: its row, plus what is computed at read time (a budget's
// spent, a subscription's billing badge). Which of it each shows is its field list's (events/<noun>/fields.ts).
import type { BudgetRow, SubscriptionRow } from '../../projections/ownedItems/all.ts';
import type { App, Caller } from '../context.ts';
import { withSpent } from './budgets.ts';
import { billingBadgeFor } from './subscriptions.ts';

export type Present<Row, View> = (app: App, caller: Caller, rows: readonly Row[]) => Promise<View[]>;

export const presentPlain = async <Row>(_app: App, _caller: Caller, rows: readonly Row[]): Promise<Row[]> => [...rows];

export const presentBudgets = (app: App, caller: Caller, rows: readonly BudgetRow[]) => withSpent(app, caller, rows);

export const presentSubscriptions = async (_app: App, caller: Caller, rows: readonly SubscriptionRow[]) =>
  rows.map((row) => ({ ...row, ...billingBadgeFor(row, caller) }));
