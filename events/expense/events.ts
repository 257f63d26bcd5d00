// Facts about one expense. Amounts are exact decimal strings ("500.00"); spentAt is the instant
// the money went out, and the user's time zone in the metadata places it on a local day.
import { z } from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { isCurrencyCode } from '../../domain/currencies.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { isValidAmount } from '../../domain/money.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

export const Amount = z.string().refine(isValidAmount, 'Amount must be a positive decimal with at most 2 decimals');
export const Description = z.string().trim().min(1).max(200);
export const Category = z.enum(CATEGORY_IDS);

export const ExpenseRecorded = defineEvent(
  'ExpenseRecorded',
  z.object({
    expenseId: z.uuid(),
    description: Description,
    amount: Amount,
    currency: z.string().refine(isCurrencyCode),
    category: Category,
    language: z.enum(LANGUAGE_CODES),
    originalText: z.string().max(500).nullable(),
    spentAt: z.iso.datetime({ offset: true }),
  }),
);

export const ExpenseChanged = defineEvent(
  'ExpenseChanged',
  z.object({
    expenseId: z.uuid(),
    changes: z.object({ description: Description.optional(), amount: Amount.optional(), category: Category.optional() }),
  }),
);

export const ExpenseDeleted = defineEvent('ExpenseDeleted', z.object({ expenseId: z.uuid() }));

export const expenseRegistry = createRegistry([ExpenseRecorded, ExpenseChanged, ExpenseDeleted]);

export type ExpenseEvent = EventOf<typeof ExpenseRecorded | typeof ExpenseChanged | typeof ExpenseDeleted>;
export type ExpenseFields = Omit<EventOf<typeof ExpenseRecorded>['data'], 'expenseId'>;
export type ExpenseChanges = EventOf<typeof ExpenseChanged>['data']['changes'];

export const expenseStream = (expenseId: string) => `expense-${expenseId}`;
