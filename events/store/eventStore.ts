// Append-only event log in Postgres: optimistic concurrency per stream, idempotent commands,
// and a global read that never skips an event committed late (see research/event-store-notes).
import * as z from 'zod';
import { ConflictError } from '../../domain/errors.ts';
import type { Driver, Queryable, Row } from './driver.ts';
import type { AnyEvent, Checkpoint, EventMetadata, EventRegistry, StoredEvent } from './eventTypes.ts';
import { EventMetadata as MetadataSchema } from './eventTypes.ts';
import { pendingAppend } from './appendSql.ts';
import type { WriteItem } from './writer.ts';
import { NothingWritten, writerFor } from './writer.ts';
import { oneOf } from './driver.ts';
import { sameTurnOn } from './sameTurn.ts';

export const START: Checkpoint = { transactionId: '0', globalPosition: '0' };

export class VersionConflict extends Error {
  readonly streamId: string;
  readonly expectedVersion: number;

  constructor(streamId: string, expectedVersion: number) {
    super(`Stream ${streamId} is no longer at version ${expectedVersion}`);
    this.streamId = streamId;
    this.expectedVersion = expectedVersion;
  }
}

const AppendResult = z.object({
  streamVersion: z.number().int(),
  last: z.object({ transactionId: z.string(), globalPosition: z.string() }).nullable(),
});
export type AppendResult = z.infer<typeof AppendResult>;

export interface AppendOptions {
  streamType: string;
  ownerId: string;
  /** The version the decision was made on; 0 for a stream that must not exist yet. */
  expectedVersion: number;
  commandId: string;
  payloadHash: string;
  metadata: EventMetadata;
}

export interface StreamAppend<E extends AnyEvent> {
  streamId: string;
  events: readonly E[];
  options: AppendOptions;
}

const CommandRow = z.object({ command_id: z.string(), user_id: z.string(), payload_hash: z.string(), result: AppendResult.nullable() });

/** An event row as a decision read carries it (the select list's text casts, as JSON). */
const EventJson = z.object({
  global_position: z.string(),
  transaction_id: z.string(),
  stream_id: z.string(),
  stream_position: z.number(),
  event_id: z.string(),
  type: z.string(),
  schema_version: z.number(),
  data: z.unknown(),
  metadata: z.unknown(),
});

const DecisionRead = z.object({
  commands: z.array(z.unknown()),
  streams: z.array(z.object({ stream_id: z.string(), version: z.number(), owner_id: z.string(), events: z.array(EventJson) })),
  marks: z.array(z.object({ stream_id: z.string(), data: z.unknown(), transaction_id: z.string(), global_position: z.string() })),
});

/** The columns EVENT_COLUMNS selects; their types are fixed by the select list's casts. */
interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_position: number | string;
  event_id: string;
  type: string;
  schema_version: number | string;
  data: unknown;
  metadata: unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Metadata as stored by append, which validated it: a check of its shape replaces a zod parse on
 * the global read's hot path (every row of every replay).
 */
function storedMetadata(value: unknown): EventMetadata {
  if (typeof value === 'object' && value !== null && 'userId' in value && 'commandId' in value && 'occurredAt' in value
    && 'timeZone' in value && isText(value.userId) && isText(value.commandId) && isText(value.occurredAt)
    && isText(value.timeZone)) {
    const requestId = 'requestId' in value && isText(value.requestId) ? value.requestId : undefined;
    const { userId, commandId, occurredAt, timeZone } = value;
    return requestId === undefined ? { userId, commandId, occurredAt, timeZone } : { userId, commandId, occurredAt, timeZone, requestId };
  }
  return MetadataSchema.parse(value);
}

const EVENT_COLUMNS = `global_position::text, transaction_id::text, stream_id, stream_position::int,
  event_id::text, type, schema_version, data, metadata`;

export type EventStore<E extends AnyEvent> = ReturnType<typeof createEventStore<E>>;

interface DecisionAsk {
  commandIds: readonly string[];
  streamIds: readonly string[];
  markStreamIds: readonly string[];
}

/** The decision reads asked of one driver in one turn, for one type of mark: one statement for all. */
async function readDecisions(db: Driver, markType: string, asks: readonly DecisionAsk[]) {
  const all = (key: keyof DecisionAsk) => JSON.stringify([...new Set(asks.flatMap((ask) => ask[key]))]);
  const [row] = await db.query(
    `select
       (select coalesce(jsonb_agg(jsonb_build_object('command_id', command_id, 'user_id', user_id, 'payload_hash', payload_hash,
           'result', result)), '[]'::jsonb)
        from commands where command_id ${oneOf('$1', 'uuid')}) as commands,
       (select coalesce(jsonb_agg(jsonb_build_object('stream_id', s.stream_id, 'version', s.version, 'owner_id', s.owner_id,
           'events', (select coalesce(jsonb_agg(jsonb_build_object('global_position', e.global_position::text,
               'transaction_id', e.transaction_id::text, 'stream_id', e.stream_id, 'stream_position', e.stream_position,
               'event_id', e.event_id, 'type', e.type, 'schema_version', e.schema_version, 'data', e.data, 'metadata', e.metadata)
             order by e.stream_position), '[]'::jsonb)
             from events e where e.stream_id = s.stream_id and e.stream_position <= s.version))), '[]'::jsonb)
        from streams s where s.stream_id ${oneOf('$2')}) as streams,
       (select coalesce(jsonb_agg(jsonb_build_object('stream_id', stream_id, 'data', data,
           'transaction_id', transaction_id::text, 'global_position', global_position::text)), '[]'::jsonb)
        from events where type = $3 and stream_id ${oneOf('$4')}) as marks`,
    [all('commandIds'), all('streamIds'), markType, all('markStreamIds')],
  );
  return DecisionRead.parse(row);
}

export function createEventStore<E extends AnyEvent>(db: Driver, registry: EventRegistry<E>) {
  const toStored = (row: EventRow): StoredEvent<E> => {
    const schemaVersion = Number(row.schema_version);
    // The decoded event is a fresh object: filling it in is several times faster than a spread.
    return Object.assign(registry.decodeStored(row.type, schemaVersion, row.data), {
      eventId: row.event_id,
      streamId: row.stream_id,
      streamPosition: Number(row.stream_position),
      schemaVersion,
      metadata: storedMetadata(row.metadata),
      transactionId: row.transaction_id,
      globalPosition: row.global_position,
    });
  };

  async function findCommand(commandId: string, on: Queryable = db) {
    const [row] = await on.query('select command_id::text, user_id::text, payload_hash, result from commands where command_id = $1', [commandId]);
    if (!row) return null;
    const parsed = CommandRow.parse(row);
    return { userId: parsed.user_id, payloadHash: parsed.payload_hash, result: parsed.result };
  }

  const firstResultOf = (previous: { userId: string; payloadHash: string; result: AppendResult | null }, userId: string, hash: string) => {
    if (previous.userId !== userId || previous.payloadHash !== hash || !previous.result) {
      throw new ConflictError('This command id was already used for a different request');
    }
    return previous.result;
  };

  /** The first result of an already-handled command, or a conflict if the id was reused. */
  async function repeatOf(commandId: string, userId: string, hash: string, on: Queryable = db) {
    const previous = await findCommand(commandId, on);
    return previous ? firstResultOf(previous, userId, hash) : null;
  }

  /** The first results of the commands found handled before, by command id; a conflict if an id was reused. */
  function firstsOf(commands: readonly { commandId: string; userId: string; hash: string }[], rows: readonly unknown[]) {
    const found = new Map(rows.map((row) => {
      const parsed = CommandRow.parse(row);
      return [parsed.command_id, { userId: parsed.user_id, payloadHash: parsed.payload_hash, result: parsed.result }];
    }));
    const firsts = new Map<string, AppendResult>();
    for (const { commandId, userId, hash } of commands) {
      const previous = found.get(commandId);
      if (previous) firsts.set(commandId, firstResultOf(previous, userId, hash));
    }
    return firsts;
  }

  /**
   * What a decision reads, in one statement (one round trip, one snapshot): the commands among
   * `commands` handled before (`firsts`: their first results, or a ConflictError for an id reused),
   * the streams that exist among `streamIds` with their events up to their versions, and the events
   * of `marks.type` on the streams `marks.streamIds` (events/userMerges.ts reads users' merges so).
   * The decisions asked of one driver in one turn of the event loop share the statement (readDecisions).
   */
  async function readForDecision(
    commands: readonly { commandId: string; userId: string; hash: string }[],
    streamIds: readonly string[],
    marks: { type: string; streamIds: readonly string[] },
  ) {
    const read = await sameTurnOn(db, `decision ${marks.type}`, (asks: readonly DecisionAsk[]) => readDecisions(db, marks.type, asks))({ commandIds: commands.map((command) => command.commandId), streamIds, markStreamIds: marks.streamIds });
    const streams = new Set(streamIds);
    const markStreams = new Set(marks.streamIds);
    return {
      firsts: () => firstsOf(commands, read.commands),
      streams: new Map(read.streams.filter((stream) => streams.has(stream.stream_id)).map((stream) => [stream.stream_id, {
        version: stream.version, ownerId: stream.owner_id, events: stream.events.map(toStored),
      }])),
      marks: read.marks.filter((mark) => markStreams.has(mark.stream_id))
        .map((mark) => ({ streamId: mark.stream_id, data: mark.data, at: { transactionId: mark.transaction_id, globalPosition: mark.global_position } })),
    };
  }

  /** What an append's rows say: the stream's new version and where its last event sits in the log. */
  const resultOf = (newVersion: number, rows: readonly Row[]): AppendResult => {
    if (rows.length === 0) return { streamVersion: newVersion, last: null };
    const last = rows.reduce((latest, row) => {
      const position = String(row['global_position']);
      return latest === null || position.length > latest.length || (position.length === latest.length && position > latest) ? position : latest;
    }, null as string | null);
    const [first] = rows;
    return { streamVersion: newVersion, last: first && last !== null ? { transactionId: String(first['transaction_id']), globalPosition: last } : null };
  };

  const recordOnly = (commandId: string, userId: string, hash: string, result: AppendResult) => db.query(
    `insert into commands (command_id, user_id, payload_hash, result) values ($1, $2, $3, $4::text::jsonb)
     on conflict do nothing returning 1`,
    [commandId, userId, hash, JSON.stringify(result)],
  );

  async function append(streamId: string, events: readonly E[], options: AppendOptions) {
    const { commandId, payloadHash: hash, metadata } = options;
    const encoded = events.map((event) => ({ type: event.type, ...registry.encode(event) }));
    const firstResult = async () => {
      const first = await repeatOf(commandId, metadata.userId, hash);
      return first && { ...first, duplicate: true };
    };
    if (encoded.length === 0) {
      const result: AppendResult = { streamVersion: options.expectedVersion, last: null };
      const claimed = await recordOnly(commandId, metadata.userId, hash, result);
      return claimed.length > 0 ? { ...result, duplicate: false } : ((await firstResult()) ?? { ...result, duplicate: true });
    }
    const pending = pendingAppend({ ...options, streamId, userId: metadata.userId }, encoded);
    const [rows = []] = await writerFor(db).append([{ append: pending }]);
    if (rows.length > 0) return { ...resultOf(pending.newVersion, rows), duplicate: false };
    // Nothing written: the stream moved on or the command id is taken, unless this very command is what did it.
    const first = await firstResult();
    if (first) return first;
    throw new VersionConflict(streamId, options.expectedVersion);
  }

  /**
   * Appends to several streams in one transaction: every append is written or, if one stream's
   * version moved or a command id was taken meanwhile, none is (VersionConflict). Each append keeps
   * its own expected version and its own command id; an append of no events only records its
   * command. Results come in the order of `appends`.
   */
  async function appendAll(appends: readonly StreamAppend<E>[]): Promise<AppendResult[]> {
    const items = appends.map(({ streamId, events, options }): WriteItem => {
      const { commandId, payloadHash: hash, metadata, expectedVersion } = options;
      if (events.length > 0) {
        const encoded = events.map((event) => ({ type: event.type, ...registry.encode(event) }));
        return { append: pendingAppend({ ...options, streamId, userId: metadata.userId }, encoded) };
      }
      const result: AppendResult = { streamVersion: expectedVersion, last: null };
      return {
        sql: `insert into commands (command_id, user_id, payload_hash, result) values ($1, $2, $3, $4::text::jsonb)
              on conflict do nothing returning 1`,
        params: [commandId, metadata.userId, hash, JSON.stringify(result)],
      };
    });
    let answers: Row[][];
    try {
      answers = await writerFor(db).append(items, { atomic: true });
    } catch (error) {
      // No row: the stream moved on, or an empty append's command was claimed meanwhile. Either
      // way the caller decides again on fresh state, where a claimed command reads as a repeat.
      if (!(error instanceof NothingWritten)) throw error;
      const missed = appends[error.index];
      throw new VersionConflict(missed?.streamId ?? '', missed?.options.expectedVersion ?? 0);
    }
    // An append of no events has its command's row, not events: it stays at its version.
    return items.map((item, index) => ('append' in item
      ? resultOf(item.append.newVersion, answers[index] ?? [])
      : { streamVersion: appends[index]?.options.expectedVersion ?? 0, last: null }));
  }

  /**
   * The stream's version, owner and events after version `from` (all of them by default), so a
   * writer that lost a race folds only what is new.
   */
  async function readStream(streamId: string, { from = 0 }: { from?: number } = {}) {
    const [stream] = await db.query<{ version: number; owner_id: string }>(
      'select version::int, owner_id::text from streams where stream_id = $1',
      [streamId],
    );
    if (!stream) return null;
    const rows = await db.query<EventRow & Record<string, unknown>>(
      `select ${EVENT_COLUMNS} from events
       where stream_id = $1 and stream_position > $2 and stream_position <= $3 order by events.stream_position`,
      [streamId, from, Number(stream.version)],
    );
    return { version: Number(stream.version), ownerId: stream.owner_id, events: rows.map(toStored) };
  }

  /** readStream for many streams in one statement: those that exist, by id, each with its events up to its version. */
  async function readStreams(streamIds: readonly string[]) {
    const read = new Map<string, { version: number; ownerId: string; events: StoredEvent<E>[] }>();
    if (streamIds.length === 0) return read;
    // One snapshot for versions and events: a stream's events are exactly those up to its version.
    // A stream without events yet comes as one row whose event columns are all null.
    type StreamRow = { stream: string; version: number; owner_id: string } & (EventRow | { [Column in keyof EventRow]: null });
    const rows = await db.query<StreamRow & Record<string, unknown>>(
      `select s.stream_id as stream, s.version::int, s.owner_id::text, e.global_position::text, e.transaction_id::text,
         e.stream_id, e.stream_position::int, e.event_id::text, e.type, e.schema_version, e.data, e.metadata
       from streams s left join events e on e.stream_id = s.stream_id and e.stream_position <= s.version
       where s.stream_id ${oneOf('$1')}
       order by s.stream_id, e.stream_position`,
      [JSON.stringify(streamIds)],
    );
    for (const row of rows) {
      let stream = read.get(row.stream);
      if (!stream) {
        stream = { version: Number(row.version), ownerId: row.owner_id, events: [] };
        read.set(row.stream, stream);
      }
      if (row.event_id !== null) stream.events.push(toStored(row));
    }
    return read;
  }

  /**
   * Events after `after`, in commit-safe order: only transactions older than every open one
   * are read, so a slow writer's lower position is never passed over. Up to `until`, a place a read
   * model has already passed, every event is committed and the gate is left out (a replay reading in
   * one snapshot would otherwise wait on whatever was open when it began). The order names the
   * table's columns: bare names would mean the select list's text casts ('1000' < '991').
   */
  async function readAll(
    after: Checkpoint,
    { limit, until, on = db }: { limit: number; until?: Checkpoint; on?: Queryable },
  ): Promise<StoredEvent<E>[]> {
    const end = until ?? { transactionId: '18446744073709551615', globalPosition: '9223372036854775807' };
    const rows = await on.query<EventRow & Record<string, unknown>>(
      `select ${EVENT_COLUMNS} from events
       where ${until ? '' : 'transaction_id < pg_snapshot_xmin(pg_current_snapshot()) and '}
         (transaction_id, global_position) > ($1::text::xid8, $2::text::bigint)
         and (transaction_id, global_position) <= ($3::text::xid8, $4::text::bigint)
       order by events.transaction_id, events.global_position
       limit $5`,
      [after.transactionId, after.globalPosition, end.transactionId, end.globalPosition, limit],
    );
    return rows.map(toStored);
  }

  return { append, appendAll, readStream, readStreams, readForDecision, readAll, findCommand, repeatOf };
}
