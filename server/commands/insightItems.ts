// The four plain owned items on the one generic command module: each noun's stream, decider and
// inputs (from its field list, events/<noun>/fields.ts), with its rows and how it is shown: what REST
// and GraphQL are built from.
import * as z from 'zod';
import { assetDecider } from '../../events/asset/decider.ts';
import { assetStream } from '../../events/asset/events.ts';
import { assetFields } from '../../events/asset/fields.ts';
import { budgetDecider } from '../../events/budget/decider.ts';
import { budgetStream } from '../../events/budget/events.ts';
import { budgetFields } from '../../events/budget/fields.ts';
import { debtDecider } from '../../events/debt/decider.ts';
import { debtStream } from '../../events/debt/events.ts';
import { debtFields } from '../../events/debt/fields.ts';
import { changeInputShape, recordInputShape } from '../../events/fields.ts';
import { subscriptionDecider } from '../../events/subscription/decider.ts';
import { subscriptionStream } from '../../events/subscription/events.ts';
import { subscriptionFields } from '../../events/subscription/fields.ts';
import { assets, budgets, debts, subscriptions } from '../../projections/ownedItems/all.ts';
import { presentBudgets, presentPlain, presentSubscriptions } from '../queries/insightViews.ts';
import { ownedItemCommands } from './ownedItems.ts';

export const budgetCommands = ownedItemCommands({
  kind: 'budget', title: 'Budget', fields: budgetFields, stream: budgetStream, decider: budgetDecider, rows: budgets,
  inputs: { record: z.object(recordInputShape(budgetFields)), change: z.object(changeInputShape(budgetFields)) },
});
export const assetCommands = ownedItemCommands({
  kind: 'asset', title: 'Asset', fields: assetFields, stream: assetStream, decider: assetDecider, rows: assets,
  inputs: { record: z.object(recordInputShape(assetFields)), change: z.object(changeInputShape(assetFields)) },
});
export const debtCommands = ownedItemCommands({
  kind: 'debt', title: 'Debt', fields: debtFields, stream: debtStream, decider: debtDecider, rows: debts,
  inputs: { record: z.object(recordInputShape(debtFields)), change: z.object(changeInputShape(debtFields)) },
});
export const subscriptionCommands = ownedItemCommands({
  kind: 'subscription', title: 'Subscription', fields: subscriptionFields, stream: subscriptionStream, decider: subscriptionDecider, rows: subscriptions,
  inputs: { record: z.object(recordInputShape(subscriptionFields)), change: z.object(changeInputShape(subscriptionFields)) },
});

export const budgetApi = { commands: budgetCommands, fields: budgetFields, rows: budgets, present: presentBudgets };
export const assetApi = { commands: assetCommands, fields: assetFields, rows: assets, present: presentPlain };
export const debtApi = { commands: debtCommands, fields: debtFields, rows: debts, present: presentPlain };
export const subscriptionApi = { commands: subscriptionCommands, fields: subscriptionFields, rows: subscriptions, present: presentSubscriptions };
