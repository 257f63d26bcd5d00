// `npm run bench`: event store throughput on the configured backend (DATABASE_URL, else PGlite),
// each figure beside its bare baseline: appends of 1 and 10 events with 1 and 8 writers against a
// plain INSERT (with WAL bytes per event), the paged global read against the same bare pages, and a
// projection replay against a no-op replay and a bare scan of the events table.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { expenseRegistry, expenseStream } from '../../events/expense/events.ts';
import type { Driver } from '../../events/store/driver.ts';
import { createEventStore, START } from '../../events/store/eventStore.ts';
import { migrate } from '../../events/store/migrations.ts';
import { createPgliteDriver } from '../../events/store/pgliteDriver.ts';
import { createPostgresDriver } from '../../events/store/postgresDriver.ts';
import { expensesProjection } from '../../projections/expenses/projection.ts';
import type { Projection } from '../../projections/projection.ts';
import { createProjectionRunner } from '../../projections/runner.ts';

const APPENDS = Number(process.env.BENCH_APPENDS ?? 4000);

async function scratchDatabase(): Promise<{ db: Driver; label: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'sauti-bench-'));
    const db = await createPgliteDriver(join(dir, 'pglite'));
    return { db, label: 'embedded PGlite (on disk)', drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `sauti_bench_${randomUUID().slice(0, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    db: createPostgresDriver(target.toString(), { max: 10 }),
    label: `Postgres server (${target.host})`,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const expense = (expenseId: string, index: number) => ({
  type: 'ExpenseRecorded' as const,
  data: {
    expenseId, description: `Chakula ${index}`, amount: `${(index % 900) + 1}.50`, currency: 'KES',
    category: (['food', 'transport', 'business', 'bills', 'other'] as const)[index % 5] ?? 'other',
    language: 'sw' as const, originalText: null, spentAt: new Date(Date.UTC(2026, 10, 1 + (index % 20), 8)).toISOString(),
  },
});

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function inParallel(writers: number, total: number, one: (index: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < total) await one(next++);
    }),
  );
}

const rate = (count: number, seconds: number) => Math.round(count / seconds);
const line = (label: string, value: number, base: number, baseLabel: string) =>
  `${label.padEnd(40)} ${String(value).padStart(8)} /s   vs ${baseLabel.padEnd(22)} ${String(base).padStart(8)} /s   ratio ${(value / base).toFixed(2)}`;

/** Bytes of WAL that `work` wrote, per event (the whole server's WAL: run the bench on a quiet server). */
async function walPerEvent(db: Driver, events: number, work: () => Promise<unknown>) {
  const lsn = async () => (await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'))[0]?.lsn ?? '0/0';
  const before = await lsn();
  const seconds = await timed(work);
  const [row] = await db.query<{ bytes: string }>('select pg_wal_lsn_diff($1::text::pg_lsn, $2::text::pg_lsn)::text as bytes', [
    await lsn(), before,
  ]);
  return { seconds, walPerEvent: Math.round(Number(row?.bytes ?? 0) / events) };
}

const { db, label, drop } = await scratchDatabase();
try {
  await migrate(db);
  await db.query('create table bare_events (id bigint generated always as identity primary key, event_id uuid not null unique, data jsonb not null)');
  const store = createEventStore(db, expenseRegistry);
  const users = Array.from({ length: 50 }, () => randomUUID());
  const append = (perAppend: number) => (index: number) => {
    const expenseId = randomUUID();
    const commandId = randomUUID();
    const userId = users[index % users.length] ?? randomUUID();
    const events = Array.from({ length: perAppend }, (_, at) => expense(expenseId, index * perAppend + at));
    return store.append(expenseStream(userId, expenseId), events, {
      streamType: 'expense', ownerId: userId, expectedVersion: 0, commandId, payloadHash: commandId,
      metadata: { userId, commandId, occurredAt: new Date().toISOString(), timeZone: 'Africa/Nairobi' },
    });
  };
  // The baseline: the same rows through one multi-row INSERT per transaction, nothing else.
  const bareInsert = (perAppend: number) => (index: number) => {
    const params = Array.from({ length: perAppend }, (_, at) => [
      randomUUID(), JSON.stringify(expense(randomUUID(), index * perAppend + at).data),
    ]).flat();
    const values = Array.from({ length: perAppend }, (_, at) => `($${2 * at + 1}::uuid, $${2 * at + 2}::text::jsonb)`);
    return db.query(`insert into bare_events (event_id, data) values ${values.join(', ')}`, params);
  };

  process.stdout.write(`Sauti event store bench on ${label}; ${APPENDS} appends per run\n\n`);
  for (const perAppend of [1, 10]) {
    for (const writers of [1, 8]) {
      const events = APPENDS * perAppend;
      const bare = await walPerEvent(db, events, () => inParallel(writers, APPENDS, bareInsert(perAppend)));
      const sauti = await walPerEvent(db, events, () => inParallel(writers, APPENDS, append(perAppend)));
      const shape = `append ${perAppend} event${perAppend > 1 ? 's' : ''}, ${writers} writer${writers > 1 ? 's' : ''}`;
      process.stdout.write(
        `${line(shape, rate(APPENDS, sauti.seconds), rate(APPENDS, bare.seconds), 'bare INSERT')}   WAL/event ${sauti.walPerEvent} B vs ${bare.walPerEvent} B\n`,
      );
    }
  }

  const total = Number((await db.query<{ n: number }>('select count(*)::int as n from events'))[0]?.n);
  const scan = rate(total, await timed(() => db.query("select count(*), sum((data->>'amount')::numeric) from events")));
  // The global read as a projection pages it, beside the same pages fetched with no decoding.
  const PAGE = 1000;
  const readAllPaged = rate(total, await timed(async () => {
    let after = START;
    for (;;) {
      const page = await store.readAll(after, { limit: PAGE });
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
  }));
  const barePaged = rate(total, await timed(async () => {
    let after = { tx: '0', pos: '0' };
    for (;;) {
      const page = await db.query<{ tx: string; pos: string }>(
        `select e.transaction_id::text as tx, e.global_position::text as pos, e.data, e.metadata from events e
         where (e.transaction_id, e.global_position) > ($1::text::xid8, $2::text::bigint)
         order by e.transaction_id, e.global_position limit $3`,
        [after.tx, after.pos, PAGE],
      );
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      after = { tx: last.tx, pos: last.pos };
    }
  }));
  // The same replay machinery (batches, lock, checkpoint, decode) with a projection that does nothing.
  const noopProjection: Projection = {
    name: 'noop.v1', tables: () => ({}), canHandle: expensesProjection.canHandle, ddl: () => [], apply: async () => {},
  };
  const noopRunner = createProjectionRunner(db, { projections: [noopProjection], batchSize: 1000 });
  const noop = rate(total, await timed(() => noopRunner.start()));
  await noopRunner.stop();
  // A full replay is what a fresh projection does on start: every event, batches of 1000.
  const runner = createProjectionRunner(db, { projections: [expensesProjection], batchSize: 1000 });
  const replay = rate(total, await timed(() => runner.start()));
  await runner.stop();
  process.stdout.write(`\n${line(`global read, pages of ${PAGE}`, readAllPaged, barePaged, 'bare paged select')}\n`);
  process.stdout.write(`${line(`replay (expenses, ${total} events)`, replay, noop, 'no-op replay')}\n`);
  process.stdout.write(`${line('no-op replay (read, decode, checkpoint)', noop, scan, 'bare sequential scan')}\n`);
} finally {
  await db.close();
  await drop();
}
