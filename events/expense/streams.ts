// Which stream holds a user's expense. Ids are per user (`expense-<user>-<id>`), but expenses
// recorded before that live on `expense-<id>`, and those of an anonymous user merged in live on
// that user's streams: the owner keeps reading and writing each where it is.
import type { Queryable } from '../store/driver.ts';
import { usersMergedInto } from '../userMerges.ts';
import { expenseStream, legacyExpenseStream } from './events.ts';

/** The caller's own legacy or merged-in stream for this id if there is one, else their per-user stream. */
export async function expenseStreamOf(db: Queryable, userId: string, expenseId: string): Promise<string> {
  const merged = await usersMergedInto(db, userId);
  const elsewhere = [legacyExpenseStream(expenseId), ...merged.map((from) => expenseStream(from, expenseId))];
  // Another user's stream with this id is not the caller's business: it is not even looked at.
  const rows = await db.query<{ stream_id: string }>(
    `select stream_id from streams where stream_id in (select jsonb_array_elements_text($1::text::jsonb)) and owner_id = $2`,
    [JSON.stringify(elsewhere), userId],
  );
  return rows[0]?.stream_id ?? expenseStream(userId, expenseId);
}
