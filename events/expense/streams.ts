// Which stream holds a user's expense. Ids are per user (`expense-<user>-<id>`), but expenses
// recorded before that live on `expense-<id>`, and those of an anonymous user merged in live on
// that user's streams: the owner keeps reading and writing each where it is.
import type { Queryable } from '../store/driver.ts';
import { usersMergedInto } from '../userMerges.ts';
import { expenseStream, legacyExpenseStream } from './events.ts';

/** The caller's stream for this id: their own per-user one, a legacy or merged-in one, else a new per-user one. */
export async function expenseStreamOf(db: Queryable, userId: string, expenseId: string): Promise<string> {
  const own = expenseStream(userId, expenseId);
  const merged = await usersMergedInto(db, userId);
  const candidates = [own, legacyExpenseStream(expenseId), ...merged.map((from) => expenseStream(from, expenseId))];
  // Another user's stream with this id is not the caller's business: it is not even looked at. One a
  // merged-in user began while its device was signing in may still name that user as its owner.
  const rows = await db.query<{ stream_id: string }>(
    `select c.stream_id from jsonb_array_elements_text($1::text::jsonb) with ordinality as c (stream_id, place)
     join streams s on s.stream_id = c.stream_id
       and s.owner_id in (select jsonb_array_elements_text($2::text::jsonb)::uuid) order by c.place limit 1`,
    [JSON.stringify(candidates), JSON.stringify([userId, ...merged])],
  );
  return rows[0]?.stream_id ?? own;
}
