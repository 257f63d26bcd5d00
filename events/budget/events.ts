// Facts about one budget: a spending limit for one budget category over a period. Stored nested, as
// budgets always were: `{ id, fields }` when created, `{ id, changes }` when changed, `{ id }` when deleted.
import * as z from 'zod';
import type { SupportedCurrency } from '../../domain/currencies.ts';
import type { BudgetCategory, BudgetPeriod } from '../../domain/ownedItems.ts';
import type { Same } from '../fields.ts';
import { changesShape, storedShape } from '../fields.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { defineEvent } from '../store/eventTypes.ts';
import { budgetFields } from './fields.ts';

/** A budget as created. Amounts are exact decimal text ("1000.00"). */
export interface BudgetFields {
  name: string;
  category: BudgetCategory;
  budgetAmount: string;
  currency: SupportedCurrency;
  period: BudgetPeriod;
  /** The share of the amount spent at which the phone warns, 0 to 1. */
  alertThreshold: number;
  isActive: boolean;
}

/** What a change carries: only the fields that differ. A budget's category, currency and period stay. */
export type BudgetChanges = Partial<Pick<BudgetFields, 'name' | 'budgetAmount' | 'alertThreshold' | 'isActive'>>;

export const BudgetCreated = defineEvent('BudgetCreated', z.object({ id: z.uuid(), fields: z.object(storedShape(budgetFields)) }));
export const BudgetChanged = defineEvent('BudgetChanged', z.object({ id: z.uuid(), changes: z.object(changesShape(budgetFields)) }));
export const BudgetDeleted = defineEvent('BudgetDeleted', z.object({ id: z.uuid() }));

// The shapes written out above are the ones the field list derives: when the two part, this does not compile.
true satisfies Same<BudgetFields, EventOf<typeof BudgetCreated>['data']['fields']>;
true satisfies Same<BudgetChanges, EventOf<typeof BudgetChanged>['data']['changes']>;

export const budgetDefinitions = [BudgetCreated, BudgetChanged, BudgetDeleted] as const;

export const budgetStream = (budgetId: string) => `budget-${budgetId}`;
