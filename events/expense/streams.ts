// Which stream holds a user's expense: ids are per user (events/userStreams.ts says where each lives).
import type { Queryable } from '../store/driver.ts';
import { streamOf } from '../userStreams.ts';
import { expenseStream, legacyExpenseStream } from './events.ts';

/** The caller's stream for this id: their own per-user one, a legacy or merged-in one, else a new per-user one. */
export const expenseStreamOf = (db: Queryable, userId: string, expenseId: string): Promise<string> =>
  streamOf(db, { own: expenseStream, legacy: legacyExpenseStream }, userId, expenseId);
