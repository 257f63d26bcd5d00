// The vocabularies of the owned items (IOUs, assets, debts, budgets, subscriptions): what the events accept,
// what GraphQL names as enums and what the web offers in its pickers — one list each.
import type { CategoryId } from './categories.ts';

/** Whether the person lent the money or borrowed it (an IOU). */
export const IOU_DIRECTIONS = ['lent', 'borrowed'] as const;

export const ASSET_TYPES = ['cash', 'investment', 'real_estate', 'crypto', 'other'] as const;

export const DEBT_TYPES = ['credit_card', 'loan', 'mortgage', 'other'] as const;

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

export const BILLING_CYCLES = ['weekly', 'monthly', 'yearly'] as const;
export const SUBSCRIPTION_CATEGORIES = ['subscription', 'streaming', 'software', 'utility', 'other'] as const;

export type AssetType = (typeof ASSET_TYPES)[number];
export type DebtType = (typeof DEBT_TYPES)[number];
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export type SubscriptionCategory = (typeof SUBSCRIPTION_CATEGORIES)[number];
