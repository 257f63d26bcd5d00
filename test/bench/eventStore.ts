// `npm run bench`: event store throughput on the configured backend (DATABASE_URL, else PGlite),
// each figure beside its bare baseline: appends against a plain INSERT loop with 1 and 8 writers,
// and a projection replay against a no-op replay and a bare scan of the events table.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { expenseRegistry, expenseStream } from '../../events/expense/events.ts';
import type { Driver } from '../../events/store/driver.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
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

const { db, label, drop } = await scratchDatabase();
try {
  await migrate(db);
  await db.query('create table bare_events (id bigint generated always as identity primary key, event_id uuid not null unique, data jsonb not null)');
  const store = createEventStore(db, expenseRegistry);
  const users = Array.from({ length: 50 }, () => randomUUID());
  const append = (index: number) => {
    const expenseId = randomUUID();
    const commandId = randomUUID();
    const userId = users[index % users.length] ?? randomUUID();
    return store.append(expenseStream(expenseId), [expense(expenseId, index)], {
      streamType: 'expense', ownerId: userId, expectedVersion: 0, commandId, payloadHash: commandId,
      metadata: { userId, commandId, occurredAt: new Date().toISOString(), timeZone: 'Africa/Nairobi' },
    });
  };
  const bareInsert = (index: number) =>
    db.query('insert into bare_events (event_id, data) values ($1, $2::text::jsonb)', [
      randomUUID(), JSON.stringify(expense(randomUUID(), index).data),
    ]);

  process.stdout.write(`Sauti event store bench on ${label}; ${APPENDS} single-event appends per run\n\n`);
  for (const writers of [1, 8]) {
    const bare = rate(APPENDS, await timed(() => inParallel(writers, APPENDS, bareInsert)));
    const appended = rate(APPENDS, await timed(() => inParallel(writers, APPENDS, append)));
    process.stdout.write(`${line(`append, ${writers} writer${writers > 1 ? 's' : ''}`, appended, bare, 'bare INSERT loop')}\n`);
  }

  const total = Number((await db.query<{ n: number }>('select count(*)::int as n from events'))[0]?.n);
  const scan = rate(total, await timed(() => db.query("select count(*), sum((data->>'amount')::numeric) from events")));
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
  process.stdout.write(`\n${line(`replay (expenses, ${total} events)`, replay, noop, 'no-op replay')}\n`);
  process.stdout.write(`${line('no-op replay (read, decode, checkpoint)', noop, scan, 'bare sequential scan')}\n`);
} finally {
  await db.close();
  await drop();
}
