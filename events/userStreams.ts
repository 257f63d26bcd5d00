// Where a user's item of a noun whose ids are each user's own (expenses, IOUs) lives: `<noun>-<user>-<id>`;
// one recorded before ids were per user lives on `<noun>-<id>`, and one an anonymous user merged in
// still lives on that user's stream. The owner keeps reading and writing each where it is.
import type { Queryable } from './store/driver.ts';
import { usersMergedInto } from './userMerges.ts';

export interface PerUserStreams {
  /** The stream of a user's item: another user's item of the same id is another stream. */
  own(userId: string, id: string): string;
  /** The stream from before ids were per user. */
  legacy(id: string): string;
}

/** The caller's stream for this id: their own, a legacy or merged-in one they own, else a new own one. */
export async function streamOf(db: Queryable, streams: PerUserStreams, userId: string, id: string): Promise<string> {
  const own = streams.own(userId, id);
  const merged = await usersMergedInto(db, userId);
  const candidates = [own, streams.legacy(id), ...merged.map((from) => streams.own(from, id))];
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
