// The four owned-item read models and their query functions.
import { assetItem } from '../../events/ownedItem/asset.ts';
import { budgetItem } from '../../events/ownedItem/budget.ts';
import { debtItem } from '../../events/ownedItem/debt.ts';
import { subscriptionItem } from '../../events/ownedItem/subscription.ts';
import { ownedItemProjection } from './projection.ts';
import { ownedItemQueries } from './queries.ts';

const budgetsProjection = ownedItemProjection(budgetItem);
const assetsProjection = ownedItemProjection(assetItem);
const debtsProjection = ownedItemProjection(debtItem);
const subscriptionsProjection = ownedItemProjection(subscriptionItem);

export const budgets = ownedItemQueries(budgetsProjection, budgetItem.fields);
export const assets = ownedItemQueries(assetsProjection, assetItem.fields);
export const debts = ownedItemQueries(debtsProjection, debtItem.fields);
export const subscriptions = ownedItemQueries(subscriptionsProjection, subscriptionItem.fields);

export const OWNED_ITEM_PROJECTIONS = [budgetsProjection, assetsProjection, debtsProjection, subscriptionsProjection];
