// Facts about one expense. Amounts are exact decimal strings ("500.00"); spentAt is the instant
// the money went out, and the user's time zone in the metadata places it on a local day.
import { z } from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { isCurrencyCode } from '../../domain/currencies.ts';
import { note } from '../../domain/fields.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { isValidAmount } from '../../domain/money.ts';
import { PROVIDERS } from '../../domain/payments/types.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

const Amount = z.string().refine(isValidAmount, 'Amount must be a positive decimal with at most 2 decimals');
const Description = z.string().trim().min(1).max(200);
const Category = z.enum(CATEGORY_IDS);

/** The payment message an imported expense came from: its provider, transaction code and entry. */
export const ExpenseSource = z.object({
  provider: z.enum(PROVIDERS),
  /** null when the message had no transaction code (its normalised text's hash stood in). */
  reference: z.string().min(1).max(64).nullable(),
  role: z.enum(['payment', 'fee']),
});
export type ExpenseSource = z.infer<typeof ExpenseSource>;

const ExpenseRecorded = defineEvent(
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
    // Optional, so every event stored before imports (or notes) existed still reads as schema version 1.
    source: ExpenseSource.optional(),
    note: note.optional(),
  }),
);

const ExpenseChanged = defineEvent(
  'ExpenseChanged',
  z.object({
    expenseId: z.uuid(),
    changes: z.object({
      description: Description.optional(), amount: Amount.optional(), category: Category.optional(), note: note.optional(),
      // A moved expense: its instant, placed on a local day by the time zone in this event's metadata.
      spentAt: z.iso.datetime({ offset: true }).optional(),
      currency: z.string().refine(isCurrencyCode).optional(),
    }),
  }),
);

const ExpenseDeleted = defineEvent('ExpenseDeleted', z.object({ expenseId: z.uuid() }));

/** An undone delete: the expense is back exactly as it was before it was deleted. */
const ExpenseRestored = defineEvent('ExpenseRestored', z.object({ expenseId: z.uuid() }));

export const expenseDefinitions = [ExpenseRecorded, ExpenseChanged, ExpenseDeleted, ExpenseRestored] as const;

export const expenseRegistry = createRegistry(expenseDefinitions);

export type ExpenseEvent = EventOf<(typeof expenseDefinitions)[number]>;
export type ExpenseFields = Omit<EventOf<typeof ExpenseRecorded>['data'], 'expenseId'>;
export type ExpenseChanges = EventOf<typeof ExpenseChanged>['data']['changes'];

/** Each user has their own expense ids: the same id from another user is another expense. */
export const expenseStream = (userId: string, expenseId: string) => `expense-${userId}-${expenseId}`;

/** Where expenses lived before ids were per user; such streams are still read and written (see streams.ts). */
export const legacyExpenseStream = (expenseId: string) => `expense-${expenseId}`;

export { ExpenseRecorded, ExpenseChanged, ExpenseDeleted, ExpenseRestored };
