// A projection's progress through the log, stored beside its rows and moved in the same
// transaction, so rows and checkpoint can never disagree.
import type { Queryable } from '../events/store/driver.ts';
import type { Checkpoint } from '../events/store/eventTypes.ts';
import { START } from '../events/store/eventStore.ts';
import type { EventStore } from '../events/store/eventStore.ts';
import type { SautiEvent, StoredSautiEvent } from '../events/registry.ts';
import { sautiRegistry } from '../events/registry.ts';
import { userIdOfStream } from '../events/user/events.ts';
import { asMerged, mergesOf } from '../events/userMerges.ts';
import { moveUser } from './moveUser.ts';
import type { Projection, TableNames } from './projection.ts';

export async function prepare<Tables extends TableNames>(db: Queryable, projection: Projection<Tables>, key: string, tables: Tables) {
  for (const statement of projection.ddl(tables)) await db.query(statement);
  await db.query('insert into projection_checkpoints (projection) values ($1) on conflict do nothing', [key]);
  await db.query(
    `insert into projection_tables (projection, table_name) select $1, jsonb_array_elements_text($2::text::jsonb)
     on conflict do nothing`,
    [key, JSON.stringify(Object.values(tables))],
  );
}

/** `users.v2`, or `expenses.v6-1a2b3c4d` with its DDL's fingerprint (fingerprint.ts). */
const VERSIONED = /^(.+)\.v(\d+)(?:-[0-9a-f]+)?$/;

/**
 * Drops the tables and checkpoints of every older version of the running projections (`users.v1`
 * once `users.v2` runs). Never a newer version's: an instance still on old code leaves them be.
 * Of the same version, another fingerprint's tables stay (an instance may still serve them) until
 * the version is next bumped.
 */
export async function dropSuperseded(db: Queryable, running: readonly Projection[]): Promise<string[]> {
  const current = new Map(running.flatMap((projection) => {
    const match = VERSIONED.exec(projection.name);
    return match?.[1] && match[2] ? [[match[1], Number(match[2])] as const] : [];
  }));
  const known = await db.query<{ projection: string; table_name: string }>('select projection, table_name from projection_tables');
  const superseded = known.filter(({ projection }) => {
    const match = VERSIONED.exec(projection);
    const newest = match?.[1] ? current.get(match[1]) : undefined;
    return match?.[2] !== undefined && newest !== undefined && Number(match[2]) < newest;
  });
  for (const { projection, table_name: table } of superseded) {
    await db.query(`drop table if exists ${table}`);
    await db.query('delete from projection_tables where projection = $1 and table_name = $2', [projection, table]);
    await db.query('delete from projection_checkpoints where projection = $1', [projection]);
  }
  return [...new Set(superseded.map(({ projection }) => projection))];
}

/**
 * The projection's checkpoint. `lock` holds its row until the transaction ends: a write moving it
 * meanwhile (inline, runner.ts) is waited for, so the events read after it are exactly those it lacks.
 */
export async function readCheckpoint(db: Queryable, key: string, { lock = false }: { lock?: boolean } = {}): Promise<Checkpoint> {
  const [row] = await db.query<{ transaction_id: string; global_position: string }>(
    `select transaction_id::text, global_position::text from projection_checkpoints where projection = $1${lock ? ' for update' : ''}`,
    [key],
  );
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : START;
}

export async function hasPassed(db: Queryable, key: string, target: Checkpoint): Promise<boolean> {
  const [row] = await db.query<{ passed: boolean }>(
    `select (transaction_id, global_position) >= ($2::text::xid8, $3::text::bigint) as passed
     from projection_checkpoints where projection = $1`,
    [key, target.transactionId, target.globalPosition],
  );
  return row?.passed === true;
}

/** Whether the event comes later in the log than the checkpoint. */
const isAfter = (event: Checkpoint, at: Checkpoint) => {
  const [a, b] = [BigInt(event.transactionId), BigInt(at.transactionId)];
  return a > b || (a === b && BigInt(event.globalPosition) > BigInt(at.globalPosition));
};

/** Where in the log each merged user was merged, and into whom (events/userMerges.ts). */
export type Merges = Awaited<ReturnType<typeof mergesOf>>;

/** The merges a batch of events needs: those of every user who wrote one of them. */
export const mergesFor = (tx: Queryable, events: readonly StoredSautiEvent[]) => mergesOf(tx, events.map((event) => event.metadata.userId));

/**
 * Applies events (in log order) to a projection's tables: in runs, a merge of users (which every
 * projection handles) ending a run. An event a merged user wrote after its merge (a tab whose
 * request began before the login) is the account's, as the merge made every earlier one.
 */
export async function applyEvents<Tables extends TableNames>(
  tx: Queryable,
  projection: Projection<Tables>,
  tables: Tables,
  events: readonly StoredSautiEvent[],
  merges: Merges,
): Promise<void> {
  const afterMerge = (event: StoredSautiEvent) => {
    const merge = merges.get(event.metadata.userId);
    return merge && isAfter(event, merge.at) ? asMerged(sautiRegistry, event, new Map([[event.metadata.userId, merge.into]])) : event;
  };
  let run: StoredSautiEvent[] = [];
  const flush = async () => {
    if (run.length > 0) await projection.apply(tx, run, tables);
    run = [];
  };
  for (const event of events) {
    if (event.type === 'UserMergedInto') {
      await flush();
      await moveUser(tx, projection, tables, userIdOfStream(event.streamId), event.data.userId);
    } else if (projection.canHandle.has(event.type)) run.push(afterMerge(event));
  }
  await flush();
}

/** Whether any of these events changes the projection's tables (a merge of users changes every one's). */
export const handlesAny = (projection: Projection, events: readonly StoredSautiEvent[]) =>
  events.some((event) => event.type === 'UserMergedInto' || projection.canHandle.has(event.type));

/** Applies the next batch of events to `tables` and moves the checkpoint `key`; answers how many were read and the last. */
export async function applyBatch<Tables extends TableNames>(
  store: EventStore<SautiEvent>,
  tx: Queryable,
  projection: Projection<Tables>,
  key: string,
  tables: Tables,
  { limit, until }: { limit: number; until?: Checkpoint },
): Promise<{ read: number; last: Checkpoint | null }> {
  const events = await store.readAll(await readCheckpoint(tx, key, { lock: true }), { limit, until, on: tx });
  if (handlesAny(projection, events)) await applyEvents(tx, projection, tables, events, await mergesFor(tx, events));
  const last = events.at(-1);
  if (last) {
    await tx.query(
      `update projection_checkpoints set transaction_id = $2::text::xid8, global_position = $3::text::bigint,
         updated_at = now() where projection = $1`,
      [key, last.transactionId, last.globalPosition],
    );
  }
  return { read: events.length, last: last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : null };
}
