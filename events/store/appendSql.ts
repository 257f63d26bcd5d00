// Appends as SQL: each moves its stream's version (or creates it), inserts its events, and records
// its command with its result. If the version moved meanwhile, or the command id is already taken,
// that append writes nothing and no row comes back for it. The appends of one group commit share
// one statement (one execution, one pass of the log's order check) where their streams and command
// ids differ; a second append to a stream waits for the next statement of the same transaction.
// Each event's data is serialised once, here, and that text is what the log and the inline read
// models both read.
import type { SqlParam } from './driver.ts';
import type { EventMetadata } from './eventTypes.ts';
import { deterministicId } from './ids.ts';

export interface EncodedEvent {
  type: string;
  version: number;
  data: unknown;
}

export interface AppendRequest {
  streamId: string;
  streamType: string;
  ownerId: string;
  expectedVersion: number;
  commandId: string;
  userId: string;
  payloadHash: string;
  metadata: EventMetadata;
}

/** An append ready to write, kept so its rows can be read back as stored events without a second read. */
export interface PendingAppend {
  request: AppendRequest;
  newVersion: number;
  /** The stream position of the first event. */
  from: number;
  events: readonly { type: string; schemaVersion: number; eventId: string; data: string }[];
}

export function pendingAppend(request: AppendRequest, events: readonly EncodedEvent[]): PendingAppend {
  return {
    request,
    newVersion: request.expectedVersion + events.length,
    from: request.expectedVersion + 1,
    events: events.map((event, index) => ({
      type: event.type,
      schemaVersion: event.version,
      // Event ids derive from the command, so the same command can never store its events twice.
      eventId: deterministicId(request.commandId, String(index)),
      data: JSON.stringify(event.data),
    })),
  };
}

/**
 * The appends in statements, in their order: a statement ends before an append whose stream or
 * command id it already holds (a stream's second append, a concurrent retry), which goes in the next.
 */
export function appendRounds<A extends { pending: PendingAppend }>(appends: readonly A[]): A[][] {
  const rounds: A[][] = [];
  let round: A[] = [];
  const taken = new Set<string>();
  for (const append of appends) {
    const { streamId, commandId } = append.pending.request;
    if (taken.has(`stream ${streamId}`) || taken.has(`command ${commandId}`)) {
      rounds.push(round);
      round = [];
      taken.clear();
    }
    round.push(append);
    taken.add(`stream ${streamId}`).add(`command ${commandId}`);
  }
  if (round.length > 0) rounds.push(round);
  return rounds;
}

/**
 * One statement for appends of distinct streams and command ids. Its rows are the events written,
 * each with `append`: the index in `appends` of the append that wrote it.
 */
export function appendsStatement(appends: readonly PendingAppend[]): { sql: string; params: SqlParam[] } {
  const requests = appends.map(({ request, newVersion }, index) => ({
    append: index, command_id: request.commandId, user_id: request.userId, payload_hash: request.payloadHash,
    stream_id: request.streamId, stream_type: request.streamType, owner_id: request.ownerId,
    expected: request.expectedVersion, new_version: newVersion, metadata: request.metadata,
  }));
  const events = appends.flatMap((pending, index) => pending.events.map((event, offset) => ({
    append: index, position: pending.from + offset, event_id: event.eventId, type: event.type, schema_version: event.schemaVersion, data: event.data,
  })));
  // A command id taken before (a concurrent retry committed first) writes nothing rather than fail on
  // its key, so an append that shares a transaction with others never rolls theirs back. The taken ids
  // are looked up by the index (as oneOf does): asked as an anti-join, they were a scan of every command.
  const sql = `
    with taken as (
      select command_id from commands
      where command_id = any(array(select (asked->>'command_id')::uuid from jsonb_array_elements($1::text::jsonb) as asked))
    ),
    asked as (
      select a.* from jsonb_to_recordset($1::text::jsonb) as a (append int, command_id uuid, user_id uuid, payload_hash text,
        stream_id text, stream_type text, owner_id uuid, expected int, new_version int, metadata jsonb)
      where a.command_id not in (select command_id from taken)
    ),
    created as (
      insert into streams (stream_id, stream_type, version, owner_id)
      select stream_id, stream_type, new_version, owner_id from asked where expected = 0
      on conflict do nothing returning stream_id
    ),
    advanced as (
      update streams s set version = a.new_version from asked a
      where a.expected > 0 and s.stream_id = a.stream_id and s.version = a.expected and s.stream_type = a.stream_type and s.owner_id = a.owner_id
      returning s.stream_id
    ),
    moved as (
      select a.* from asked a where a.stream_id in (select stream_id from created union all select stream_id from advanced)
    ),
    written as (
      insert into events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
      select m.stream_id, e.position, e.event_id, e.type, e.schema_version, e.data::jsonb, m.metadata
      from jsonb_to_recordset($2::text::jsonb) as e (append int, position bigint, event_id uuid, type text, schema_version int, data text)
      join moved m on m.append = e.append
      order by e.append, e.position
      returning stream_id, global_position, transaction_id, stream_position
    ),
    recorded as (
      insert into commands (command_id, user_id, payload_hash, result)
      select m.command_id, m.user_id, m.payload_hash, jsonb_build_object('streamVersion', m.new_version, 'last', jsonb_build_object(
        'transactionId', min(w.transaction_id::text), 'globalPosition', max(w.global_position)::text))
      from moved m join written w on w.stream_id = m.stream_id
      group by m.append, m.command_id, m.user_id, m.payload_hash, m.new_version
      returning command_id
    )
    select m.append, w.global_position::text, w.transaction_id::text, w.stream_position::int
    from written w join moved m on m.stream_id = w.stream_id
    where m.command_id in (select command_id from recorded)`;
  return { sql, params: [JSON.stringify(requests), JSON.stringify(events)] };
}
