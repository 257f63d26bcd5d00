// Which stream holds a user's expense. Ids are per user (`expense-<user>-<id>`), but expenses
// recorded before that live on `expense-<id>`, and those of an anonymous user merged in live on
// that user's streams: the owner keeps reading and writing each where it is.
import type { Queryable } from '../store/driver.ts';
import { userStream } from '../user/events.ts';
import { expenseStream, legacyExpenseStream } from './events.ts';

/** The caller's stream for this id: their own per-user one, a legacy or merged-in one, else a new per-user one. */
export async function expenseStreamOf(db: Queryable, userId: string, expenseId: string): Promise<string> {
  // The users merged into the caller (their AnonymousUserMerged events, oldest first) are read in the
  // same statement: a merged user's stream for this id is named as expenseStream names it.
  const [beforeUser, afterUser] = expenseStream('\u0000', expenseId).split('\u0000');
  // Another user's stream with this id is not the caller's business: it is not even looked at. One a
  // merged-in user began while its device was signing in may still name that user as its owner.
  const rows = await db.query<{ stream_id: string }>(
    `with merged as (
       select data->>'fromUserId' as from_id, stream_position from events where stream_id = $5 and type = 'AnonymousUserMerged'
     ),
     candidates (stream_id, place) as (
       select $1::text, 0 union all select $2::text, 1
       union all select $3::text || from_id || $4::text, 1 + stream_position from merged
     )
     select c.stream_id from candidates c join streams s on s.stream_id = c.stream_id
       and (s.owner_id = $6::uuid or s.owner_id::text in (select from_id from merged))
     order by c.place limit 1`,
    [expenseStream(userId, expenseId), legacyExpenseStream(expenseId), beforeUser ?? '', afterUser ?? '', userStream(userId), userId],
  );
  return rows[0]?.stream_id ?? expenseStream(userId, expenseId);
}
