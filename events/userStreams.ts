// Where a user's item of a noun whose ids are each user's own (expenses, IOUs) lives: `<noun>-<user>-<id>`;
// one recorded before ids were per user lives on `<noun>-<id>`, and one an anonymous user merged in
// still lives on that user's stream. The owner keeps reading and writing each where it is.
import type { Queryable } from './store/driver.ts';
import { sameTurnOn } from './store/sameTurn.ts';
import { userStream } from './user/events.ts';

export interface PerUserStreams {
  /** The stream of a user's item: another user's item of the same id is another stream. */
  own(userId: string, id: string): string;
  /** The stream from before ids were per user. */
  legacy(id: string): string;
}

interface StreamAsk {
  own: string;
  legacy: string;
  before_user: string;
  after_user: string;
  user_stream: string;
  user_id: string;
}

/**
 * The streams asked for in one turn, in one statement: per ask, the first of its candidates that
 * exists and is the caller's. The users merged into the caller (their AnonymousUserMerged events,
 * oldest first) are read in the same statement: a merged user's stream for this id is named as `own`
 * names it. Another user's stream with this id is not the caller's business: it is not even looked
 * at. One a merged-in user began while its device was signing in may still name that user as its owner.
 */
async function streamsOf(db: Queryable, asks: readonly StreamAsk[]): Promise<Map<StreamAsk, string>> {
  const rows = await db.query<{ ask: number; stream_id: string | null }>(
    `select a.ask, (
       select c.stream_id from (
         select a.own as stream_id, 0 as place
         union all select a.legacy, 1
         union all select a.before_user || (m.data->>'fromUserId') || a.after_user, 1 + m.stream_position
           from events m where m.stream_id = a.user_stream and m.type = 'AnonymousUserMerged'
       ) c join streams s on s.stream_id = c.stream_id
         and (s.owner_id = a.user_id or s.owner_id::text in (
           select m.data->>'fromUserId' from events m where m.stream_id = a.user_stream and m.type = 'AnonymousUserMerged'))
       order by c.place limit 1
     ) as stream_id
     from jsonb_to_recordset($1::text::jsonb) as a (ask int, own text, legacy text, before_user text, after_user text, user_stream text, user_id uuid)`,
    [JSON.stringify(asks.map((ask, index) => ({ ...ask, ask: index })))],
  );
  return new Map(rows.flatMap((row) => {
    const ask = asks[Number(row.ask)];
    return ask && row.stream_id !== null ? [[ask, row.stream_id] as const] : [];
  }));
}

/** The caller's stream for this id: their own, a legacy or merged-in one they own, else a new own one. */
export async function streamOf(db: Queryable, streams: PerUserStreams, userId: string, id: string): Promise<string> {
  const own = streams.own(userId, id);
  const [beforeUser, afterUser] = streams.own('\u0000', id).split('\u0000');
  const ask: StreamAsk = {
    own, legacy: streams.legacy(id), before_user: beforeUser ?? '', after_user: afterUser ?? '', user_stream: userStream(userId), user_id: userId,
  };
  const found = await sameTurnOn(db, 'stream of', (asks: readonly StreamAsk[]) => streamsOf(db, asks))(ask);
  return found.get(ask) ?? own;
}
