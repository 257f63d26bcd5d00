// The audit: rebuild a projection from the whole log into fresh tables beside the live ones,
// then compare row for row. The final stretch runs under the projection's lock, so the live
// tables cannot move while they are compared.
import type { Driver, Queryable } from '../events/store/driver.ts';
import { createEventStore } from '../events/store/eventStore.ts';
import type { Checkpoint } from '../events/store/eventTypes.ts';
import { sautiRegistry } from '../events/registry.ts';
import { applyBatch, prepare, readCheckpoint } from './checkpoints.ts';
import type { Projection } from './projection.ts';

const SUFFIX = '_replay';
const BATCH = 1000;

interface TableDifference {
  table: string;
  /** Rows the live table has that the rebuild does not. */
  onlyLive: unknown[];
  /** Rows the rebuild has that the live table does not. */
  onlyRebuilt: unknown[];
}

export interface AuditReport {
  projection: string;
  eventsReplayed: number;
  milliseconds: number;
  differences: TableDifference[];
}

async function drop(db: Queryable, projection: Projection, key: string) {
  for (const table of Object.values(projection.tables(SUFFIX))) await db.query(`drop table if exists ${table}`);
  await db.query('delete from projection_checkpoints where projection = $1', [key]);
  await db.query('delete from projection_tables where projection = $1', [key]);
}

async function difference(tx: Queryable, a: string, b: string) {
  return tx.query(`select * from (select * from ${a} except all select * from ${b}) as only_in limit 20`);
}

export async function auditProjection(db: Driver, projection: Projection): Promise<AuditReport> {
  const started = performance.now();
  const store = createEventStore(db, sautiRegistry);
  const key = `${projection.name}${SUFFIX}`;
  const live = projection.tables('');
  const rebuilt = projection.tables(SUFFIX);
  await drop(db, projection, key);
  await prepare(db, projection, key, rebuilt);
  let eventsReplayed = 0;
  const step = async (tx: Queryable, until: Checkpoint) => {
    const { read } = await applyBatch(store, tx, projection, key, rebuilt, { limit: BATCH, until });
    eventsReplayed += read;
    return read;
  };
  // Most of the log in short transactions, committed per batch...
  const target = await readCheckpoint(db, projection.name);
  while ((await db.transaction((tx) => step(tx, target))) === BATCH);
  const differences = await db.transaction(async (tx) => {
    // ...then the rest in one snapshot, so both sides stand at the same checkpoint: every write
    // moves the live tables and their checkpoint together (inline or in a batch), and a snapshot
    // sees either both or neither. The live runner's batches are held off as well.
    await tx.query('set transaction isolation level repeatable read');
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`projection:${projection.name}`]);
    const final = await readCheckpoint(tx, projection.name);
    while ((await step(tx, final)) === BATCH);
    const found: TableDifference[] = [];
    for (const [name, table] of Object.entries(live)) {
      const other = rebuilt[name] ?? table;
      const onlyLive = await difference(tx, table, other);
      const onlyRebuilt = await difference(tx, other, table);
      if (onlyLive.length + onlyRebuilt.length > 0) found.push({ table, onlyLive, onlyRebuilt });
    }
    return found;
  });
  await drop(db, projection, key);
  return { projection: projection.name, eventsReplayed, milliseconds: performance.now() - started, differences };
}
