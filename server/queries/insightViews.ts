// Each owned item as both transports show it: its fields flat beside id, userId and times, plus
// what is computed at read time (a budget's spent, a subscription's billing badge).
import type { OwnedItemRow } from '../../projections/ownedItems/queries.ts';
import type { App, Caller } from '../context.ts';
import { withSpent } from './budgets.ts';
import { billingBadgeFor } from './subscriptions.ts';
import type { BudgetFields } from '../../events/ownedItem/budget.ts';
import type { SubscriptionFields } from '../../events/ownedItem/subscription.ts';

export type ItemView = Record<string, unknown> & { id: string };

export const flat = <Fields extends object>(row: OwnedItemRow<Fields>, extra: object = {}): ItemView => ({
  id: row.id, userId: row.userId, ...row.fields, ...extra, createdAt: row.createdAt, updatedAt: row.updatedAt,
});

export type Present<Fields> = (app: App, caller: Caller, rows: readonly OwnedItemRow<Fields>[]) => Promise<ItemView[]>;

export const presentPlain = async <Fields extends object>(_app: App, _caller: Caller, rows: readonly OwnedItemRow<Fields>[]) =>
  rows.map((row) => flat(row));

export const presentBudgets: Present<BudgetFields> = async (app, caller, rows) =>
  (await withSpent(app, caller, rows)).map(({ spentAmount, percent, ...row }) => flat(row, { spentAmount, percent }));

// The anchor is how occurrences are counted, not something a person set: it is not shown.
export const presentSubscriptions: Present<SubscriptionFields> = async (_app, caller, rows) =>
  rows.map(({ fields: { billingAnchor: _anchor, ...fields }, ...row }) =>
    flat({ ...row, fields: { ...fields, autoRecord: fields.autoRecord ?? false } }, billingBadgeFor(fields, caller)));
