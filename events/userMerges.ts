// Logging in merges a device's anonymous user into the phone's user. From then on the log is read
// as if the anonymous user had always been the phone's: one rule for every stream, whatever it holds.
import type { Queryable } from './store/driver.ts';
import type { AnyEvent, Checkpoint, EventRegistry, StoredEvent } from './store/eventTypes.ts';
import { oneOf } from './store/driver.ts';

/** Where in the log each of these users was merged, and into whom (`UserMergedInto`). */
export async function mergesOf(db: Queryable, userIds: Iterable<string>): Promise<Map<string, { into: string; at: Checkpoint }>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ from_id: string; into_id: string; transaction_id: string; global_position: string }>(
    `select substr(stream_id, 6) as from_id, data->>'userId' as into_id, transaction_id::text, global_position::text from events
     where type = 'UserMergedInto' and stream_id ${oneOf('$1')}`,
    [JSON.stringify(ids.map((id) => `${USER_STREAM}${id}`))],
  );
  return new Map(rows.map((row) => [row.from_id, {
    into: row.into_id, at: { transactionId: row.transaction_id, globalPosition: row.global_position },
  }]));
}

const MERGED = 'UserMergedInto';
const USER_STREAM = 'user-';

/** What a decision read (events/store) reads to learn these users' merges: their streams' UserMergedInto. */
export const mergeMarks = (userIds: Iterable<string>) => ({ type: MERGED, streamIds: [...new Set(userIds)].map((id) => `${USER_STREAM}${id}`) });

/** The merges those marks found: who was merged into whom (as mergedUsers answers). */
export function mergedFromMarks(marks: readonly { streamId: string; data: unknown }[]): Map<string, string> {
  return new Map(marks.flatMap(({ streamId, data }) =>
    typeof data === 'object' && data !== null && 'userId' in data && typeof data.userId === 'string' ? [[streamId.slice(USER_STREAM.length), data.userId] as const] : []));
}

/** Which of these users were merged, and into whom, as the log says now. */
export async function mergedUsers(db: Queryable, userIds: Iterable<string>): Promise<Map<string, string>> {
  return new Map([...(await mergesOf(db, userIds))].map(([from, { into }]) => [from, into]));
}

/** The users a phone's user took in (`AnonymousUserMerged` on its stream), oldest first. */
export async function usersMergedInto(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ from_id: string }>(
    `select data->>'fromUserId' as from_id from events
     where stream_id = $1 and type = 'AnonymousUserMerged' order by stream_position`,
    [`user-${userId}`],
  );
  return rows.map((row) => row.from_id);
}

/** Every string that is a merged user's id, wherever it sits in a value, becomes the id it merged into. */
export function renamed(value: unknown, merged: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return merged.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renamed(item, merged));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, merged)]));
  }
  return value;
}

/**
 * The event as the merged user's account reads it: its author and every user it names (a group's
 * member, a share's owner) renamed. User ids are random UUIDs, so no other value can match one.
 */
export function asMerged<E extends AnyEvent>(registry: EventRegistry<E>, event: StoredEvent<E>, merged: ReadonlyMap<string, string>): StoredEvent<E> {
  const author = merged.get(event.metadata.userId) ?? event.metadata.userId;
  const { version, data } = registry.encode(event);
  return { ...event, ...registry.decode(event.type, version, renamed(data, merged)), metadata: { ...event.metadata, userId: author } };
}
