import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { expenseRegistry, expenseStream } from '../events/expense/events.ts';
import type { Driver, Queryable } from '../events/store/driver.ts';
import { createEventStore } from '../events/store/eventStore.ts';
import { databaseBackends, useDatabase } from '../test/support/backends.ts';
import { signal } from '../test/support/signal.ts';
import type { Projection } from './projection.ts';
import { createProjectionRunner } from './runner.ts';

type ProbeTables = { applied: string };

/** Records every event it sees once (the primary key would refuse a second time). */
function probe(name: string, hooks: { before?: (tx: Queryable, seen: number) => Promise<void> } = {}): Projection<ProbeTables> {
  let seen = 0;
  return {
    name,
    tables: (suffix) => ({ applied: `${name.replaceAll(/[.-]/g, '_')}${suffix}` }),
    canHandle: new Set(['ExpenseRecorded']),
    ddl: ({ applied }) => [`create table if not exists ${applied} (event_id uuid primary key, amount text not null)`],
    async apply(tx, events, { applied }) {
      for (const event of events) {
        seen += 1;
        await hooks.before?.(tx, seen);
        if (event.type === 'ExpenseRecorded') {
          await tx.query(`insert into ${applied} (event_id, amount) values ($1, $2)`, [event.eventId, event.data.amount]);
        }
      }
    },
  };
}

const store = (db: Driver) => createEventStore(db, expenseRegistry);

/**
 * How long a catch-up may wait here. Transaction ids are the server's, so a test file beside this one
 * holding a transaction open (readYourWrites.test.ts holds one for seconds, twice) holds this
 * database's log back too: the runner's 10 s wait ran out in a full run and these tests saw rows missing.
 */
const HELD_BACK_MS = 60_000;

/** `count` transactions of `perTransaction` events each (the store does not care that one stream holds several). */
async function recordMany(db: Driver, count: number, { userId = randomUUID(), perTransaction = 1 } = {}) {
  for (let index = 0; index < count; index += 1) {
    const expenseId = randomUUID();
    const commandId = randomUUID();
    await store(db).append(
      expenseStream(userId, expenseId),
      Array.from({ length: perTransaction }, (_, at) => ({
        type: 'ExpenseRecorded' as const,
        data: {
          expenseId, description: `Item ${index}.${at}`, amount: `${index + 1}.00`, currency: 'KES', category: 'food',
          language: 'sw', originalText: null, spentAt: '2026-11-21T08:00:00.000Z',
        },
      })),
      {
        streamType: 'expense', ownerId: userId, expectedVersion: 0, commandId, payloadHash: commandId,
        metadata: { userId, commandId, occurredAt: '2026-11-21T08:00:00.000Z', timeZone: 'Africa/Nairobi' },
      },
    );
  }
}

const countRows = async (db: Driver, table: string) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);

const eventsUpTo = async (db: Driver, projection: string) =>
  Number(
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from events e join projection_checkpoints c on c.projection = $1
         where e.type = 'ExpenseRecorded' and (e.transaction_id, e.global_position) <= (c.transaction_id, c.global_position)`,
        [projection],
      )
    )[0]?.n,
  );

/** The newest event's place in the log, to wait for with catchUp (other work on the server can delay it). */
const newest = async (db: Driver) => {
  const [row] = await db.query<{ transaction_id: string; global_position: string }>(
    // Ordered by the table's columns: the select list's text casts would sort '9999' after '10000'.
    'select transaction_id::text, global_position::text from events e order by e.transaction_id desc, e.global_position desc limit 1',
  );
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : null;
};

const countEvents = async (db: Driver) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from events where type = 'ExpenseRecorded'`))[0]?.n);

describe.each(databaseBackends())('projection runner on $name', (backend) => {
  const fixture = useDatabase(backend);

  it('resumes a projection that crashed mid-batch and applies every event exactly once', async () => {
    await recordMany(fixture.db, 25);
    let crashes = 0;
    const crashing = probe('probe.crash', {
      async before(_tx, seen) {
        if (crashes === 0 && seen === 15) {
          crashes += 1;
          throw new Error('killed mid-batch');
        }
      },
    });
    const first = createProjectionRunner(fixture.db, { projections: [crashing], batchSize: 10 });
    await first.start();
    // Open transactions anywhere on the server hold events back, so keep running until the crash.
    while (crashes === 0) await first.catchUp(null);
    await first.stop();
    // What committed before the crash is exactly what the checkpoint covers: nothing half-applied.
    expect(await countRows(fixture.db, 'probe_crash')).toBe(await eventsUpTo(fixture.db, 'probe.crash'));
    expect(await countRows(fixture.db, 'probe_crash')).toBeLessThan(await countEvents(fixture.db));
    const second = createProjectionRunner(fixture.db, { projections: [crashing], batchSize: 10 });
    await second.start();
    await second.catchUp(await newest(fixture.db));
    await second.stop();
    expect(await countRows(fixture.db, 'probe_crash')).toBe(await countEvents(fixture.db));
  });
});

describe.each(databaseBackends())('projection runner polling on $name', (backend) => {
  const fixture = useDatabase(backend);

  it('polls until stopped, and once stopped applies nothing more', async () => {
    const polled = probe('probe.polled');
    const runner = createProjectionRunner(fixture.db, { projections: [polled], pollMs: 5 });
    await runner.start();
    await recordMany(fixture.db, 3);
    await expect.poll(() => countRows(fixture.db, 'probe_polled'), { timeout: 10_000 }).toBe(await countEvents(fixture.db));
    await runner.stop();
    await recordMany(fixture.db, 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await countRows(fixture.db, 'probe_polled')).toBe((await countEvents(fixture.db)) - 2);
  });
});

// PGlite is one session in this process: it can neither hold two transactions open nor lose a
// connection, so these cases run on the Postgres server (and Testcontainers) only, and skip on PGlite.
describe.each(databaseBackends())('projection runner with many sessions on $name', (backend) => {
  const fixture = useDatabase(backend, { concurrent: true });

  it('resumes exactly once after its database session is killed mid-batch', async () => {
    // A database of its own: the other cases here should not ride on a pool that just lost a session.
    const db = await backend.open();
    onTestFinished(() => db.close());
    await recordMany(db, 12);
    let kill = true;
    const killed = probe('probe.killed', {
      async before(tx, seen) {
        if (kill && seen === 7) {
          kill = false;
          // Another session kills this one, as a crash or a failover would, with the batch half applied.
          const [own] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
          await db.query('select pg_terminate_backend($1)', [Number(own?.pid)]);
        }
      },
    });
    const first = createProjectionRunner(db, { projections: [killed], batchSize: 5 });
    await first.start();
    while (kill) await first.catchUp(null);
    await first.stop();
    expect(await countRows(db, 'probe_killed')).toBe(await eventsUpTo(db, 'probe.killed'));
    expect(await countRows(db, 'probe_killed')).toBeLessThan(await countEvents(db));
    const second = createProjectionRunner(db, { projections: [killed], batchSize: 5 });
    await second.start();
    await second.catchUp(await newest(db));
    await second.stop();
    expect(await countRows(db, 'probe_killed')).toBe(await countEvents(db));
  });

  it('never delivers an event twice: two runners racing beside 8 writers across 9,999 → 10,000', async () => {
    // Without per-event idempotence in the read models, the runner itself must never hand a
    // projection the same event twice; the probe's primary key would refuse a second delivery.
    await fixture.db.query(
      `select setval(pg_get_serial_sequence('events', 'global_position'), greatest(9500, (select max(global_position) from events)))`,
    );
    const twice = probe('probe.twice');
    const runners = [0, 1].map(() => createProjectionRunner(fixture.db, { projections: [twice], batchSize: 7, pollMs: 5 }));
    for (const runner of runners) await runner.start();
    await Promise.all(Array.from({ length: 8 }, () => recordMany(fixture.db, 30, { perTransaction: 5 })));
    for (const runner of runners) await runner.catchUp(await newest(fixture.db));
    for (const runner of runners) await runner.stop();
    expect(await countRows(fixture.db, 'probe_twice')).toBe(await countEvents(fixture.db));
  });

  /** A transaction that writes a stream row first (so it has its id) and an event when told to, then commits when told to. */
  function slowWriter() {
    const userId = randomUUID();
    const steps = { write: signal(), written: signal(), commit: signal() };
    const done = fixture.db.transaction(async (tx) => {
      const stream = `slow-${randomUUID()}`;
      await tx.query(`insert into streams (stream_id, stream_type, version, owner_id) values ($1, 'expense', 1, $2)`, [stream, userId]);
      await steps.write.promise;
      await tx.query(
        `insert into events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
         values ($1, 1, $2, 'ExpenseRecorded', 1, $3::text::jsonb, $4::text::jsonb)`,
        [
          stream,
          randomUUID(),
          JSON.stringify({
            expenseId: randomUUID(), description: 'Slow', amount: '1.00', currency: 'KES', category: 'food',
            language: 'en', originalText: null, spentAt: '2026-11-21T08:00:00.000Z',
          }),
          JSON.stringify({ userId, commandId: randomUUID(), occurredAt: '2026-11-21T08:00:00.000Z', timeZone: 'Africa/Nairobi' }),
        ],
      );
      steps.written.resolve();
      await steps.commit.promise;
    });
    return { ...steps, done };
  }

  it('refuses an event from a transaction older than one already in the log, so none lands behind a checkpoint', async () => {
    const watcher = probe('probe.late');
    const runner = createProjectionRunner(fixture.db, { projections: [watcher] });
    await runner.start();
    // Started means drained as far as the log is safe to read, which another file's transaction may hold short.
    expect(await runner.catchUp(await newest(fixture.db), { timeoutMs: HELD_BACK_MS })).toBe(true);
    const before = await countRows(fixture.db, 'probe_late');
    const slow = slowWriter();
    await recordMany(fixture.db, 3); // newer transactions append and commit, and the probe takes them at once
    expect(await countRows(fixture.db, 'probe_late')).toBe(before + 3);
    slow.write.resolve();
    slow.commit.resolve();
    await expect(slow.done).rejects.toMatchObject({ code: '40001' }); // its caller would decide again, in a new transaction
    expect(await runner.catchUp(await newest(fixture.db), { timeoutMs: HELD_BACK_MS })).toBe(true);
    await runner.stop();
    expect(await countRows(fixture.db, 'probe_late')).toBe(await countEvents(fixture.db));
  });

  it('holds newer writers back while an older transaction appends, and skips none of them', async () => {
    const watcher = probe('probe.slow');
    const runner = createProjectionRunner(fixture.db, { projections: [watcher] });
    await runner.start();
    // Started means drained as far as the log is safe to read, which another file's transaction may hold short.
    expect(await runner.catchUp(await newest(fixture.db), { timeoutMs: HELD_BACK_MS })).toBe(true);
    const before = await countRows(fixture.db, 'probe_slow');
    const slow = slowWriter();
    slow.write.resolve();
    await slow.written.promise; // it holds the log's writer lock until it commits
    let fastDone = false;
    const fast = recordMany(fixture.db, 3).then(() => {
      fastDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fastDone).toBe(false);
    expect(await countRows(fixture.db, 'probe_slow')).toBe(before);
    slow.commit.resolve();
    await slow.done;
    await fast;
    expect(await runner.catchUp(await newest(fixture.db), { timeoutMs: HELD_BACK_MS })).toBe(true);
    await runner.stop();
    expect(await countRows(fixture.db, 'probe_slow')).toBe(before + 4);
    expect(await countRows(fixture.db, 'probe_slow')).toBe(await countEvents(fixture.db));
  });
});

describe.each(databaseBackends())('superseded read models on $name', (backend) => {
  const fixture = useDatabase(backend);

  const tableExists = async (table: string) =>
    (await fixture.db.query<{ found: boolean }>('select to_regclass($1) is not null as found', [table]))[0]?.found === true;

  it('drops an older version’s tables and checkpoint when a newer version starts, never a newer one’s', async () => {
    const v1 = createProjectionRunner(fixture.db, { projections: [probe('probe.v1')] });
    await v1.start();
    await v1.stop();
    expect(await tableExists('probe_v1')).toBe(true);
    const v2 = createProjectionRunner(fixture.db, { projections: [probe('probe.v2')] });
    await v2.start();
    await v2.stop();
    expect(await tableExists('probe_v1')).toBe(false);
    expect(await tableExists('probe_v2')).toBe(true);
    const checkpoints = await fixture.db.query<{ projection: string }>(`select projection from projection_checkpoints where projection like 'probe.%'`);
    expect(checkpoints.map((row) => row.projection)).toEqual(['probe.v2']);
    // An instance still running the old code must not drop the newer tables.
    const stale = createProjectionRunner(fixture.db, { projections: [probe('probe.v1')] });
    await stale.start();
    await stale.stop();
    expect(await tableExists('probe_v2')).toBe(true);
  });

  it('drops an older version’s tables whatever their DDL fingerprint, and another fingerprint of the running version only at the next bump', async () => {
    const run = async (name: string) => {
      const runner = createProjectionRunner(fixture.db, { projections: [probe(name)] });
      await runner.start();
      await runner.stop();
    };
    await run('probe.v1-aaaa1111');
    await run('probe.v2-bbbb2222');
    expect(await tableExists('probe_v1_aaaa1111')).toBe(false);
    // A changed column list under the same version: an instance on the older code may still read its tables.
    await run('probe.v2-cccc3333');
    expect(await tableExists('probe_v2_bbbb2222')).toBe(true);
    await run('probe.v3-dddd4444');
    expect(await tableExists('probe_v2_bbbb2222')).toBe(false);
    expect(await tableExists('probe_v2_cccc3333')).toBe(false);
  });
});
