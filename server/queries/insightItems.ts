// The four owned items with their commands, their rows and how each is shown: what the REST
// routes and the GraphQL types are built from.
import { assetCommands, budgetCommands, debtCommands, subscriptionCommands } from '../commands/insightItems.ts';
import { assets, budgets, debts, subscriptions } from '../../projections/ownedItems/all.ts';
import { presentBudgets, presentPlain, presentSubscriptions } from './insightViews.ts';

export const budgetApi = { commands: budgetCommands, rows: budgets, present: presentBudgets };
export const assetApi = { commands: assetCommands, rows: assets, present: presentPlain };
export const debtApi = { commands: debtCommands, rows: debts, present: presentPlain };
export const subscriptionApi = { commands: subscriptionCommands, rows: subscriptions, present: presentSubscriptions };
