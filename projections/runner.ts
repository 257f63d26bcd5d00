// Keeps every projection up to date with the log. A projection that has every event so far is
// live: each write brings it up to its own events in the write's own transaction (inline), so a
// read after the write sees it, on any instance. One that is behind (new, rebuilt, or passed over
// by a write whose inline step failed) is caught up here, in batches applied with the checkpoint in
// one transaction, by one process at a time (advisory lock), until it is live again.
// `catchUp` gives read-your-writes: it answers at once for what this process's writes applied.
import type { Logger } from 'pino';
import type { StoredSautiEvent } from '../events/registry.ts';
import { sautiRegistry } from '../events/registry.ts';
import type { Driver, Queryable } from '../events/store/driver.ts';
import { createEventStore } from '../events/store/eventStore.ts';
import type { AnyEvent, Checkpoint, StoredEvent } from '../events/store/eventTypes.ts';
import { isAtOrAfter } from '../events/store/eventTypes.ts';
import { writerFor } from '../events/store/writer.ts';
import { PROJECTIONS } from './all.ts';
import { applyBatch, applyEvents, dropSuperseded, handlesAny, hasPassed, mergesFor, prepare } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { oneOf } from '../events/store/driver.ts';

export interface RunnerOptions {
  projections?: readonly Projection[];
  batchSize?: number;
  pollMs?: number;
  /** How long a catch-up waits, unless it says otherwise (a write waiting to read itself). */
  waitMs?: number;
  /** Apply each write's events in its own transaction (the default); off, only batches do. */
  inline?: boolean;
  logger?: Logger;
}

type BatchOutcome = { read: number; busy: boolean; last: Checkpoint | null };

export interface CatchUpOptions {
  timeoutMs?: number;
  /**
   * The event types just written (a stream's registry): only projections that read one of them
   * are waited for. The others have nothing new to show for this write; the poll moves them on.
   */
  written?: { has(type: string): boolean };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for every promise, then fails with the first failure, if any. */
async function settled(promises: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(promises)).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The event as the projections take it: the store wrote it from a Sauti event, at the current schema. */
const asSautiEvent = (event: StoredEvent<AnyEvent>): StoredSautiEvent =>
  Object.assign(sautiRegistry.decodeStored(event.type, event.schemaVersion, event.data), {
    eventId: event.eventId, streamId: event.streamId, streamPosition: event.streamPosition, schemaVersion: event.schemaVersion,
    metadata: event.metadata, transactionId: event.transactionId, globalPosition: event.globalPosition,
  });

export function createProjectionRunner(db: Driver, options: RunnerOptions = {}) {
  const { projections = PROJECTIONS, batchSize = 500, pollMs = 1000, waitMs = 10_000, inline = true, logger } = options;
  const store = createEventStore(db, sautiRegistry);
  const inFlight = new Map<string, Promise<BatchOutcome>>();
  /** Where this process last saw each projection's checkpoint: it only ever moves forward. */
  const known = new Map<string, Checkpoint>();
  const names = projections.map((projection) => projection.name);
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<boolean> | undefined;
  let stopInline: (() => void) | undefined;
  let stopped = false;

  const saw = (name: string, at: Checkpoint | null) => {
    const before = known.get(name);
    if (at && (!before || isAtOrAfter(at, before))) known.set(name, at);
  };

  const runBatch = (projection: Projection): Promise<BatchOutcome> =>
    db.transaction(async (tx) => {
      const [lock] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as locked', [
        `projection:${projection.name}`,
      ]);
      if (!lock?.locked) return { read: 0, busy: true, last: null };
      const tables = projection.tables('');
      return { ...(await applyBatch(store, tx, projection, projection.name, tables, { limit: batchSize })), busy: false };
    });

  /** One batch of one projection; a caller arriving while one runs shares it. */
  function runOnce(projection: Projection): Promise<BatchOutcome> {
    const running = inFlight.get(projection.name);
    if (running) return running;
    const batch = runBatch(projection)
      .then((outcome) => {
        saw(projection.name, outcome.last);
        return outcome;
      })
      .finally(() => inFlight.delete(projection.name));
    inFlight.set(projection.name, batch);
    return batch;
  }

  /**
   * Inside a write's transaction, holding the writer lock: the projections whose checkpoint is where
   * the log ended before this write have every earlier event, so they take this write's events now
   * and their checkpoints move past them. A savepoint keeps a failure here from failing the write:
   * those projections are then behind, and the batches catch them up.
   */
  async function applyInline(tx: Queryable, written: readonly StoredEvent<AnyEvent>[], before: Checkpoint): Promise<() => void> {
    const last = written.at(-1);
    if (!last) return () => {};
    const at = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    // Only Sauti's own events reach its read models (a test may write others to the same log).
    const events = written.filter((event) => sautiRegistry.has(event.type)).map(asSautiEvent);
    try {
      // Everything sent here settles before a failure is answered: a rollback to the savepoint must
      // come after the last statement, never between two of one projection's.
      const savepoint = tx.query('savepoint inline_projections');
      const live = tx.query<{ projection: string }>(
        `update projection_checkpoints set transaction_id = $2::text::xid8, global_position = $3::text::bigint, updated_at = now()
         where projection ${oneOf('$1')}
           and (transaction_id, global_position) = ($4::text::xid8, $5::text::bigint)
         returning projection`,
        [JSON.stringify(names), at.transactionId, at.globalPosition, before.transactionId, before.globalPosition],
      );
      const mergesRead = mergesFor(tx, events);
      await settled([savepoint, live, mergesRead]);
      const moved = new Set((await live).map((row) => row.projection));
      const merges = await mergesRead;
      // Different tables each: their statements go out together.
      await settled(projections
        .filter((projection) => moved.has(projection.name) && handlesAny(projection, events))
        .map((projection) => applyEvents(tx, projection, projection.tables(''), events, merges)));
      return () => {
        for (const name of moved) saw(name, at);
      };
    } catch (error) {
      await tx.query('rollback to savepoint inline_projections');
      logger?.error({ err: error }, 'inline projections failed; the batches will catch up');
      return () => {};
    }
  }

  /** Runs one projection until it has passed `until` (or, without one, drained the log); false when it did not. */
  async function catchUpOne(projection: Projection, until: Checkpoint | null | undefined, deadline: number): Promise<boolean> {
    const seen = known.get(projection.name);
    if (until && seen && isAtOrAfter(seen, until)) return true;
    while (!stopped) {
      const outcome = await runOnce(projection).catch((error: unknown) => {
        // A failed batch rolled back whole; the next run retries it from the same checkpoint.
        logger?.error({ err: error, projection: projection.name }, 'projection batch failed');
        return null;
      });
      if (!outcome) return false;
      const { read, busy, last } = outcome;
      // A batch that reached `until` says so itself; otherwise the stored checkpoint may (another instance moved it).
      const done = until ? (last !== null && isAtOrAfter(last, until)) || (await hasPassed(db, projection.name, until)) : !busy && read < batchSize;
      if (done) return true;
      if (Date.now() > deadline) {
        logger?.warn({ projection: projection.name }, 'projection did not catch up in time');
        return false;
      }
      if (busy || read === 0) await sleep(10);
    }
    return false;
  }

  /** The projections that read any of these event types: the same for every write of one stream, so found once. */
  const readers = new WeakMap<NonNullable<CatchUpOptions['written']>, Projection[]>();
  function readersOf(written: NonNullable<CatchUpOptions['written']>): Projection[] {
    const known = readers.get(written);
    if (known) return known;
    const found = projections.filter((projection) => [...projection.canHandle].some((type) => written.has(type)));
    readers.set(written, found);
    return found;
  }

  /**
   * Runs every projection (or those reading `written`) until it has passed `until` (or, without one,
   * until the log is drained). Answers whether all did in time: the log's safe end waits for every
   * transaction still open on the database server, so another's long transaction can hold it back.
   */
  async function catchUp(until?: Checkpoint | null, { timeoutMs = waitMs, written }: CatchUpOptions = {}): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const waitedFor = written ? readersOf(written) : projections;
    let all = true;
    for (const projection of waitedFor) all = (await catchUpOne(projection, until, deadline)) && all;
    return all;
  }

  /** The projections whose checkpoint is short of the log's end: one read, so an idle poll costs little. */
  async function behind(): Promise<Projection[]> {
    const rows = await db.query<{ projection: string }>(
      `select projection from projection_checkpoints
       where projection ${oneOf('$1')}
         and (transaction_id, global_position) < (select transaction_id, global_position from events
                                                  order by transaction_id desc, global_position desc limit 1)`,
      [JSON.stringify(names)],
    );
    const late = new Set(rows.map((row) => row.projection));
    return projections.filter((projection) => late.has(projection.name));
  }

  async function poll(): Promise<boolean> {
    const late = await behind();
    let all = true;
    const deadline = Date.now() + waitMs;
    for (const projection of late) all = (await catchUpOne(projection, null, deadline)) && all;
    return all;
  }

  async function start() {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['projection:prepare']);
      for (const projection of projections) await prepare(tx, projection, projection.name, projection.tables(''));
      const dropped = await dropSuperseded(tx, projections);
      if (dropped.length > 0) logger?.info({ dropped }, 'superseded read models dropped');
    });
    await catchUp(null, { timeoutMs: 600_000 });
    if (inline) stopInline = writerFor(db).useInline({ apply: applyInline });
    // One poll at a time: while a projection is behind a poll runs until its deadline, and a poll
    // started on every tick beside it would only multiply the waiting loops.
    timer = setInterval(() => {
      polling ??= poll()
        .catch((error: unknown) => {
          logger?.error({ err: error }, 'projection poll failed');
          return false;
        })
        .finally(() => {
          polling = undefined;
        });
    }, pollMs);
    timer.unref();
  }

  async function stop() {
    stopped = true;
    stopInline?.();
    clearInterval(timer);
    await Promise.allSettled([polling, ...inFlight.values()]);
  }

  return { start, stop, catchUp, runOnce };
}

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
