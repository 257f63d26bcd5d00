// A budget: a spending limit for one budget category over a period. What was spent is never
// stored here; it is read at read time from the expenses of the categories the budget covers.
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { BUDGET_CATEGORIES, BUDGET_PERIODS } from '../../domain/ownedItems.ts';
import { defineEvent } from '../store/eventTypes.ts';
import { defineOwnedItem } from './define.ts';
import { bounded, currency, flag, money, name, oneOf } from '../../domain/fields.ts';

export const BudgetFields = z.object({
  name,
  category: oneOf('category', BUDGET_CATEGORIES),
  budgetAmount: money('budgetAmount'),
  currency,
  period: oneOf('period', BUDGET_PERIODS),
  alertThreshold: bounded('alertThreshold', 0, 1),
  isActive: flag('isActive'),
});
export type BudgetFields = z.infer<typeof BudgetFields>;

/** A budget's events, written out: its fields as created, only those a change sets, its removal. */
const BudgetCreated = defineEvent('BudgetCreated', z.object({ id: z.uuid(), fields: BudgetFields }));
const BudgetChanged = defineEvent('BudgetChanged', z.object({ id: z.uuid(), changes: BudgetFields.partial() }));
const BudgetDeleted = defineEvent('BudgetDeleted', z.object({ id: z.uuid() }));

/** Every event a budget stream holds, for the registry of every event type (all.ts). */
export const budgetDefinitions = [BudgetCreated, BudgetChanged, BudgetDeleted] as const;

export const budgetItem = defineOwnedItem({
  kind: 'budget',
  title: 'Budget',
  events: { created: BudgetCreated, changed: BudgetChanged, deleted: BudgetDeleted },
  fields: BudgetFields,
});

/** What a caller sends: a new budget with the spec's defaults, and the fields a change may carry. */
export const budgetInputs = {
  create: BudgetFields.extend({
    currency: currency.default(DEFAULT_CURRENCY),
    period: BudgetFields.shape.period.default('monthly'),
    alertThreshold: BudgetFields.shape.alertThreshold.default(0.8),
    isActive: BudgetFields.shape.isActive.default(true),
  }),
  change: BudgetFields.pick({ name: true, budgetAmount: true, alertThreshold: true, isActive: true }).partial(),
};
