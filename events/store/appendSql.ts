// One append as one SQL statement, so it costs one round trip and one commit: move the stream's
// version (or create it), insert the events, and record the command with its result. If the
// version moved meanwhile nothing is written; a reused command id fails on its primary key.
import type { SqlParam } from './driver.ts';
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
  metadata: unknown;
}

export function appendStatement(request: AppendRequest, events: readonly EncodedEvent[]): { sql: string; params: SqlParam[] } {
  const newVersion = request.expectedVersion + events.length;
  const params: SqlParam[] = [
    request.commandId, request.userId, request.payloadHash, request.streamId, request.streamType, request.ownerId,
    request.expectedVersion, newVersion, JSON.stringify(request.metadata),
  ];
  const values = events.map((event, index) => {
    const at = params.length;
    // Event ids derive from the command, so the same command can never store its events twice.
    params.push(request.expectedVersion + index + 1, deterministicId(request.commandId, String(index)), event.type,
      event.version, JSON.stringify(event.data));
    return `($${at + 1}::bigint, $${at + 2}::uuid, $${at + 3}::text, $${at + 4}::int, $${at + 5}::text::jsonb)`;
  });
  const moveStream = request.expectedVersion === 0
    ? `insert into streams (stream_id, stream_type, version, owner_id) select $4, $5, $8, $6::uuid where $7::int = 0
       on conflict do nothing returning version`
    : `update streams set version = $8
       where stream_id = $4 and version = $7 and stream_type = $5 and owner_id = $6::uuid returning version`;
  const sql = `
    with moved as (${moveStream}),
    written as (
      insert into events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
      select $4, e.position, e.event_id, e.type, e.schema_version, e.data, $9::text::jsonb
      from (values ${values.join(', ')}) as e (position, event_id, type, schema_version, data)
      where exists (select 1 from moved)
      returning global_position, transaction_id
    ),
    recorded as (
      insert into commands (command_id, user_id, payload_hash, result)
      select $1, $2, $3, jsonb_build_object('streamVersion', $8::int, 'last', jsonb_build_object(
        'transactionId', min(transaction_id::text), 'globalPosition', max(global_position)::text))
      from written having count(*) > 0
      returning result
    )
    select result from recorded`;
  return { sql, params };
}
