// Facts about one expense. Amounts are exact decimal strings ("500.00"); spentAt is the instant
// the money went out, and the user's time zone in the metadata places it on a local day.
import * as z from 'zod';
import type { CategoryId } from '../../domain/categories.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import type { Same } from '../fields.ts';
import { changesShape, storedShape } from '../fields.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import type { ExpenseSource } from './fields.ts';
import { expenseFields } from './fields.ts';

export { ExpenseSource } from './fields.ts';

/** An expense as recorded (ExpenseRecorded's data, beside its expenseId). */
export interface ExpenseFields {
  description: string;
  /** Exact decimal text with 2 decimals: "500.00". */
  amount: string;
  category: CategoryId;
  /** The language it was said or typed in. */
  language: LanguageCode;
  /** The words as first said or typed; null for an entry made another way. */
  originalText: string | null;
  /** The person's own words about it; absent on expenses recorded before notes existed. */
  note?: string;
  /** The instant the money went out, with its offset. */
  spentAt: string;
  currency: string;
  /** The payment message it was imported from; absent for one said or typed. */
  source?: ExpenseSource;
}

/** What a change carries: only the fields that differ. Its language, words and source stay. */
export type ExpenseChanges = Partial<Pick<ExpenseFields, 'description' | 'amount' | 'category' | 'note' | 'spentAt' | 'currency'>>;

const ExpenseRecorded = defineEvent('ExpenseRecorded', z.object({ expenseId: z.uuid(), ...storedShape(expenseFields) }));

/** Only the fields that differ; a moved expense's instant is placed on a local day by this event's time zone. */
const ExpenseChanged = defineEvent(
  'ExpenseChanged',
  z.object({ expenseId: z.uuid(), changes: z.object(changesShape(expenseFields)) }),
);

const ExpenseDeleted = defineEvent('ExpenseDeleted', z.object({ expenseId: z.uuid() }));

/** An undone delete: the expense is back exactly as it was before it was deleted. */
const ExpenseRestored = defineEvent('ExpenseRestored', z.object({ expenseId: z.uuid() }));

// The shapes written out above are the ones the field list derives: when the two part, this does not compile.
true satisfies Same<{ expenseId: string } & ExpenseFields, EventOf<typeof ExpenseRecorded>['data']>;
true satisfies Same<ExpenseChanges, EventOf<typeof ExpenseChanged>['data']['changes']>;

export const expenseDefinitions = [ExpenseRecorded, ExpenseChanged, ExpenseDeleted, ExpenseRestored] as const;

export const expenseRegistry = createRegistry(expenseDefinitions);

export type ExpenseEvent = EventOf<(typeof expenseDefinitions)[number]>;

/** Each user has their own expense ids: the same id from another user is another expense. */
export const expenseStream = (userId: string, expenseId: string) => `expense-${userId}-${expenseId}`;

/** Where expenses lived before ids were per user; such streams are still read and written (see streams.ts). */
export const legacyExpenseStream = (expenseId: string) => `expense-${expenseId}`;

export { ExpenseRecorded, ExpenseChanged, ExpenseDeleted, ExpenseRestored };
