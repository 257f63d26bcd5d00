// Keeps every projection up to date with the log: batches of events applied with the checkpoint
// in one transaction. Across processes each projection runs in one of them (advisory lock); in
// this process batches of one projection never overlap. `catchUp` gives read-your-writes.
import type { Logger } from 'pino';
import type { Driver } from '../events/store/driver.ts';
import { createEventStore } from '../events/store/eventStore.ts';
import type { Checkpoint } from '../events/store/eventTypes.ts';
import { isAtOrAfter } from '../events/store/eventTypes.ts';
import { sautiRegistry } from '../events/registry.ts';
import { PROJECTIONS } from './all.ts';
import { applyBatch, dropSuperseded, hasPassed, prepare } from './checkpoints.ts';
import type { Projection } from './projection.ts';

export interface RunnerOptions {
  projections?: readonly Projection[];
  batchSize?: number;
  pollMs?: number;
  /** How long a catch-up waits, unless it says otherwise (a write waiting to read itself). */
  waitMs?: number;
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

export function createProjectionRunner(db: Driver, options: RunnerOptions = {}) {
  const { projections = PROJECTIONS, batchSize = 500, pollMs = 1000, waitMs = 10_000, logger } = options;
  const store = createEventStore(db, sautiRegistry);
  const inFlight = new Map<string, Promise<BatchOutcome>>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<boolean> | undefined;
  let stopped = false;

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
    const batch = runBatch(projection).finally(() => inFlight.delete(projection.name));
    inFlight.set(projection.name, batch);
    return batch;
  }

  /** Runs one projection until it has passed `until` (or, without one, drained the log); false when it did not. */
  async function catchUpOne(projection: Projection, until: Checkpoint | null | undefined, deadline: number): Promise<boolean> {
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

  /**
   * Runs every projection (or those reading `written`) until it has passed `until` (or, without one,
   * until the log is drained). Answers whether all did in time: the log's safe end waits for every
   * transaction still open on the database server, so another's long transaction can hold it back.
   */
  async function catchUp(until?: Checkpoint | null, { timeoutMs = waitMs, written }: CatchUpOptions = {}): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const waitedFor = written ? projections.filter((projection) => [...projection.canHandle].some((type) => written.has(type))) : projections;
    let all = true;
    for (const projection of waitedFor) all = (await catchUpOne(projection, until, deadline)) && all;
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
    // One poll at a time: while the log keeps growing a poll runs until its deadline, and a poll
    // started on every tick beside it would only multiply the waiting loops.
    timer = setInterval(() => {
      polling ??= catchUp(null).finally(() => {
        polling = undefined;
      });
    }, pollMs);
    timer.unref();
  }

  async function stop() {
    stopped = true;
    clearInterval(timer);
    await Promise.allSettled([polling, ...inFlight.values()]);
  }

  return { start, stop, catchUp, runOnce };
}

export type ProjectionRunner = ReturnType<typeof createProjectionRunner>;
