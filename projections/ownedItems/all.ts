// The four owned-item read models, a column per entry of each noun's field list, and their query functions.
import { assetFields } from '../../events/asset/fields.ts';
import { budgetFields } from '../../events/budget/fields.ts';
import { debtFields } from '../../events/debt/fields.ts';
import { subscriptionFields } from '../../events/subscription/fields.ts';
import { fieldColumns } from '../fieldColumns.ts';
import { createdPosition, ownedItemProjection } from './projection.ts';
import { ownedItemQueries } from './queries.ts';

const budgetColumns = fieldColumns({ ...budgetFields, createdPosition });
const assetColumns = fieldColumns({ ...assetFields, createdPosition });
const debtColumns = fieldColumns({ ...debtFields, createdPosition });
const subscriptionColumns = fieldColumns({ ...subscriptionFields, createdPosition });

export type BudgetRow = ReturnType<typeof budgetColumns.parse>;
export type SubscriptionRow = ReturnType<typeof subscriptionColumns.parse>;

const budgetsProjection = ownedItemProjection(
  { kind: 'budget', events: { created: 'BudgetCreated', changed: 'BudgetChanged', deleted: 'BudgetDeleted' }, fields: budgetFields }, budgetColumns);
const assetsProjection = ownedItemProjection(
  { kind: 'asset', events: { created: 'AssetAdded', changed: 'AssetChanged', deleted: 'AssetDeleted' }, fields: assetFields }, assetColumns);
const debtsProjection = ownedItemProjection(
  { kind: 'debt', events: { created: 'DebtAdded', changed: 'DebtChanged', deleted: 'DebtDeleted' }, fields: debtFields }, debtColumns);
const subscriptionsProjection = ownedItemProjection({
  kind: 'subscription', events: { created: 'SubscriptionAdded', changed: 'SubscriptionChanged', deleted: 'SubscriptionRemoved' }, fields: subscriptionFields,
}, subscriptionColumns);

export const budgets = ownedItemQueries(budgetsProjection, budgetColumns);
export const assets = ownedItemQueries(assetsProjection, assetColumns);
export const debts = ownedItemQueries(debtsProjection, debtColumns);
export const subscriptions = ownedItemQueries(subscriptionsProjection, subscriptionColumns);

export const OWNED_ITEM_PROJECTIONS = [budgetsProjection, assetsProjection, debtsProjection, subscriptionsProjection];
