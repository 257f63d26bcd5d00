// Where a user's item of a noun whose ids are each user's own (expenses, IOUs) lives: `<noun>-<user>-<id>`;
// one recorded before ids were per user lives on `<noun>-<id>`, and one an anonymous user merged in
// still lives on that user's stream. The owner keeps reading and writing each where it is.
import type { Queryable } from './store/driver.ts';
import { userStream } from './user/events.ts';

export interface PerUserStreams {
  /** The stream of a user's item: another user's item of the same id is another stream. */
  own(userId: string, id: string): string;
  /** The stream from before ids were per user. */
  legacy(id: string): string;
}

/** The caller's stream for this id: their own, a legacy or merged-in one they own, else a new own one. */
export async function streamOf(db: Queryable, streams: PerUserStreams, userId: string, id: string): Promise<string> {
  const own = streams.own(userId, id);
  // The users merged into the caller (their AnonymousUserMerged events, oldest first) are read in the
  // same statement: a merged user's stream for this id is named as `own` names it.
  const [beforeUser, afterUser] = streams.own('\u0000', id).split('\u0000');
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
    [own, streams.legacy(id), beforeUser ?? '', afterUser ?? '', userStream(userId), userId],
  );
  return rows[0]?.stream_id ?? own;
}
