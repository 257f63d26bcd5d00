// The four owned items' commands on the one generic command module (each noun's file declares its
// fields and what a caller sends), with its rows and how each is shown: what REST and GraphQL are built from.
import { assetInputs, assetItem } from '../../events/ownedItem/asset.ts';
import { budgetInputs, budgetItem } from '../../events/ownedItem/budget.ts';
import { debtInputs, debtItem } from '../../events/ownedItem/debt.ts';
import { subscriptionInputs, subscriptionItem } from '../../events/ownedItem/subscription.ts';
import { assets, budgets, debts, subscriptions } from '../../projections/ownedItems/all.ts';
import { presentBudgets, presentPlain, presentSubscriptions } from '../queries/insightViews.ts';
import { ownedItemCommands } from './ownedItems.ts';

export const budgetCommands = ownedItemCommands(budgetItem, budgets, budgetInputs);
export const assetCommands = ownedItemCommands(assetItem, assets, assetInputs);
export const debtCommands = ownedItemCommands(debtItem, debts, debtInputs);
export const subscriptionCommands = ownedItemCommands(subscriptionItem, subscriptions, subscriptionInputs);

export const budgetApi = { commands: budgetCommands, inputs: budgetInputs, rows: budgets, present: presentBudgets };
export const assetApi = { commands: assetCommands, inputs: assetInputs, rows: assets, present: presentPlain };
export const debtApi = { commands: debtCommands, inputs: debtInputs, rows: debts, present: presentPlain };
export const subscriptionApi = { commands: subscriptionCommands, inputs: subscriptionInputs, rows: subscriptions, present: presentSubscriptions };
