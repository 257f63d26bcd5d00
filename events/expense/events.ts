// Facts about one expense. Amounts are exact decimal strings ("500.00"); spentAt is the instant
// the money went out, and the user's time zone in the metadata places it on a local day.
import { z } from 'zod';
import { changesShape, storedShape } from '../fields.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { expenseFields } from './fields.ts';

export { ExpenseSource } from './fields.ts';

const ExpenseRecorded = defineEvent('ExpenseRecorded', z.object({ expenseId: z.uuid(), ...storedShape(expenseFields) }));

/** Only the fields that differ; a moved expense's instant is placed on a local day by this event's time zone. */
const ExpenseChanged = defineEvent(
  'ExpenseChanged',
  z.object({ expenseId: z.uuid(), changes: z.object(changesShape(expenseFields)) }),
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
