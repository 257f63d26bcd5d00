// A budget: a spending limit for one budget category over a period. What was spent is never
// stored here; it is read at read time from the expenses of the categories the budget covers.
import { z } from 'zod';
import type { CategoryId } from '../../domain/categories.ts';
import { defineOwnedItem } from './define.ts';
import { bounded, currency, flag, money, name, oneOf } from '../../domain/fields.ts';

export const BUDGET_CATEGORIES = [
  'food', 'transport', 'business', 'bills', 'entertainment', 'shopping', 'health', 'education', 'other',
] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

/**
 * The expense categories whose spending a budget counts. Budgets have the spec's nine categories,
 * expenses five: spending on entertainment, shopping, health or education is recorded as "other",
 * so a budget for one of those counts the "other" expenses (nothing can tell them apart).
 */
export const BUDGET_COVERS: Record<BudgetCategory, readonly CategoryId[]> = {
  food: ['food'],
  transport: ['transport'],
  business: ['business'],
  bills: ['bills'],
  entertainment: ['other'],
  shopping: ['other'],
  health: ['other'],
  education: ['other'],
  other: ['other'],
};

export const BUDGET_PERIODS = ['weekly', 'monthly', 'yearly'] as const;

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

export const budgetItem = defineOwnedItem({
  kind: 'budget',
  title: 'Budget',
  events: { created: 'BudgetCreated', changed: 'BudgetChanged', deleted: 'BudgetDeleted' },
  fields: BudgetFields,
  changes: BudgetFields.partial(),
});
