// Which stream holds a user's expense. Ids are per user (`expense-<user>-<id>`), but expenses
// recorded before that live on `expense-<id>`: the owner keeps reading and writing those there.
import type { Queryable } from '../store/driver.ts';
import { expenseStream, legacyExpenseStream } from './events.ts';

/** The caller's own legacy stream for this id if there is one, else their per-user stream. */
export async function expenseStreamOf(db: Queryable, userId: string, expenseId: string): Promise<string> {
  const legacy = legacyExpenseStream(expenseId);
  // Another user's legacy stream with this id is not the caller's business: it is not even looked at.
  const rows = await db.query('select 1 from streams where stream_id = $1 and owner_id = $2', [legacy, userId]);
  return rows.length > 0 ? legacy : expenseStream(userId, expenseId);
}
