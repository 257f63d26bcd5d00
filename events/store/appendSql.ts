// One append as one SQL statement, so it costs one round trip: move the stream's version (or
// create it), insert the events, and record the command with its result. If the version moved
// meanwhile, or the command id is already taken, nothing is written and no row comes back.
// Each event's data is serialised once, here, and that text is what the log and the inline
// read models both read.
import type { SqlParam } from './driver.ts';
import type { EventMetadata } from './eventTypes.ts';
import { deterministicId } from './ids.ts';
import type { AppendStatement } from './writer.ts';

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

export function appendStatement(request: AppendRequest, events: readonly EncodedEvent[]): AppendStatement & { newVersion: number } {
  const newVersion = request.expectedVersion + events.length;
  const params: SqlParam[] = [
    request.commandId, request.userId, request.payloadHash, request.streamId, request.streamType, request.ownerId,
    request.expectedVersion, newVersion, JSON.stringify(request.metadata),
  ];
  const written = events.map((event, index) => ({
    type: event.type,
    schemaVersion: event.version,
    // Event ids derive from the command, so the same command can never store its events twice.
    eventId: deterministicId(request.commandId, String(index)),
    data: JSON.stringify(event.data),
  }));
  const values = written.map((event, index) => {
    const at = params.length;
    params.push(request.expectedVersion + index + 1, event.eventId, event.type, event.schemaVersion, event.data);
    return `($${at + 1}::bigint, $${at + 2}::uuid, $${at + 3}::text, $${at + 4}::int, $${at + 5}::text::jsonb)`;
  });
  // A command id taken before (a concurrent retry committed first) writes nothing rather than fail on
  // its key, so an append that shares a transaction with others never rolls theirs back.
  const untaken = 'not exists (select 1 from commands where command_id = $1::uuid)';
  const moveStream = request.expectedVersion === 0
    ? `insert into streams (stream_id, stream_type, version, owner_id) select $4, $5, $8, $6::uuid where $7::int = 0 and ${untaken}
       on conflict do nothing returning version`
    : `update streams set version = $8
       where stream_id = $4 and version = $7 and stream_type = $5 and owner_id = $6::uuid and ${untaken} returning version`;
  const sql = `
    with moved as (${moveStream}),
    written as (
      insert into events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
      select $4, e.position, e.event_id, e.type, e.schema_version, e.data, $9::text::jsonb
      from (values ${values.join(', ')}) as e (position, event_id, type, schema_version, data)
      where exists (select 1 from moved)
      returning global_position, transaction_id, stream_position
    ),
    recorded as (
      insert into commands (command_id, user_id, payload_hash, result)
      select $1, $2, $3, jsonb_build_object('streamVersion', $8::int, 'last', jsonb_build_object(
        'transactionId', min(transaction_id::text), 'globalPosition', max(global_position)::text))
      from written having count(*) > 0
      returning 1
    )
    select global_position::text, transaction_id::text, stream_position::int from written where exists (select 1 from recorded)`;
  return {
    sql,
    params,
    newVersion,
    written: { streamId: request.streamId, from: request.expectedVersion + 1, metadata: request.metadata, events: written },
  };
}
