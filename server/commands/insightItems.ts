// The four owned items' commands: each entity's defaults for a new item and the fields a change
// may carry, on the one generic command module; with its rows and how each is shown, what the REST
// routes and the GraphQL types are built from.
import { assetItem, AssetFields } from '../../events/ownedItem/asset.ts';
import { budgetItem, BudgetFields } from '../../events/ownedItem/budget.ts';
import { debtItem, DebtFields } from '../../events/ownedItem/debt.ts';
import { subscriptionItem, SubscriptionFields } from '../../events/ownedItem/subscription.ts';
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { flag } from '../../domain/fields.ts';
import { assets, budgets, debts, subscriptions } from '../../projections/ownedItems/all.ts';
import { presentBudgets, presentPlain, presentSubscriptions } from '../queries/insightViews.ts';
import { ownedItemCommands } from './ownedItems.ts';

const currency = BudgetFields.shape.currency.default(DEFAULT_CURRENCY);

export const budgetInputs = {
  create: BudgetFields.extend({
    currency,
    period: BudgetFields.shape.period.default('monthly'),
    alertThreshold: BudgetFields.shape.alertThreshold.default(0.8),
    isActive: BudgetFields.shape.isActive.default(true),
  }),
  change: BudgetFields.pick({ name: true, budgetAmount: true, alertThreshold: true, isActive: true }).partial(),
};
export const budgetCommands = ownedItemCommands(budgetItem, budgets, budgetInputs);

export const assetInputs = {
  create: AssetFields.extend({
    currency,
    isLiquid: AssetFields.shape.isLiquid.default(false),
    description: AssetFields.shape.description.default(''),
  }),
  change: AssetFields.pick({ name: true, value: true, isLiquid: true, description: true }).partial(),
};
export const assetCommands = ownedItemCommands(assetItem, assets, assetInputs);

export const debtInputs = {
  create: DebtFields.extend({
    currency,
    interestRate: DebtFields.shape.interestRate.default(null),
    minimumPayment: DebtFields.shape.minimumPayment.default(null),
    description: DebtFields.shape.description.default(''),
  }),
  change: DebtFields.pick({ name: true, amount: true, interestRate: true, minimumPayment: true, description: true }).partial(),
};
export const debtCommands = ownedItemCommands(debtItem, debts, debtInputs);

export const subscriptionInputs = {
  create: SubscriptionFields.omit({ billingAnchor: true }).extend({
    currency,
    nextBillingDate: SubscriptionFields.shape.nextBillingDate.default(null),
    category: SubscriptionFields.shape.category.default('subscription'),
    isActive: SubscriptionFields.shape.isActive.default(true),
    canCancel: SubscriptionFields.shape.canCancel.default(true),
    autoRecord: flag('autoRecord').default(false),
  }),
  change: SubscriptionFields.pick({ name: true, amount: true, nextBillingDate: true, isActive: true, autoRecord: true }).partial(),
};
export const subscriptionCommands = ownedItemCommands(subscriptionItem, subscriptions, subscriptionInputs);

export const budgetApi = { commands: budgetCommands, rows: budgets, present: presentBudgets };
export const assetApi = { commands: assetCommands, rows: assets, present: presentPlain };
export const debtApi = { commands: debtCommands, rows: debts, present: presentPlain };
export const subscriptionApi = { commands: subscriptionCommands, rows: subscriptions, present: presentSubscriptions };
