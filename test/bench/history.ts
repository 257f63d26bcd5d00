// `npm run bench:history`: the ledger's reads against a long history, on embedded PGlite and, when
// BENCH_DATABASE_URL (or DATABASE_URL) names a Postgres server, on a scratch database there. One
// person has 50,000 expenses over two years, 2,000 others 200,000 between them. The expenses read
// model is filled by set-based SQL (the event path is `npm run bench`'s) and vacuumed, then the application
// functions are timed as both transports call them: the first page, a page 40,000 deep, a search
// that matches 3 of the person's expenses, a word in many, and a month's summary. p50/p95 of 60 runs; goal: p95 < 50 ms on Postgres.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { Driver } from '../../events/store/driver.ts';
import { migrate } from '../../events/store/migrations.ts';
import { createPgliteDriver } from '../../events/store/pgliteDriver.ts';
import { createPostgresDriver } from '../../events/store/postgresDriver.ts';
import { expensesProjection } from '../../projections/expenses/projection.ts';
import { expensePage } from '../../server/queries/ledger.ts';
import { expenseSummary } from '../../server/queries/ledgerSummary.ts';
import { callerAt, createTestApp } from '../support/app.ts';
import { print } from './print.ts';

const PERSON = Number(process.env.BENCH_PERSON ?? 50_000);
const OTHERS = Number(process.env.BENCH_OTHERS ?? 200_000);
const OTHER_PEOPLE = 2_000;
const RUNS = 60;
const WARMUP = 5;
const NOW = '2026-11-21T09:00:00.000Z';
const TIME_ZONE = 'Africa/Nairobi';

interface Scratch {
  db: Driver;
  label: string;
  drop(): Promise<void>;
}

async function pglite(): Promise<Scratch> {
  const dir = mkdtempSync(join(tmpdir(), 'sauti-history-'));
  const db = await createPgliteDriver(join(dir, 'pglite'));
  return { db, label: 'embedded PGlite (on disk)', drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function server(url: string): Promise<Scratch> {
  const name = `sauti_history_${randomUUID().slice(0, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    db: createPostgresDriver(target.toString(), { max: 4 }),
    label: `Postgres server (${target.host})`,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Rows as the projection would write them: `count` expenses, the i-th `step` minutes before `newest`,
 * owned by `owner(i)` (SQL over i), placed on Nairobi's local day (UTC+3 all year).
 */
async function fill(db: Driver, count: number, ownerSql: string, stepMinutes: number) {
  const { list, totals } = expensesProjection.tables('');
  await db.query(
    `insert into ${list} (id, user_id, description, amount, currency, category, language, original_text, note, source,
       local_day, spent_at, search_text, created_at, updated_at, deleted)
     select gen_random_uuid(), ${ownerSql}, d, ((i % 900) + 1) + 0.5, case when i % 10 = 0 then 'USD' else 'KES' end,
       (array['food','transport','business','bills','other'])[i % 5 + 1], 'sw', null, null, null,
       ((at at time zone 'UTC') + interval '3 hours')::date, at, lower(d), at, at, false
     from generate_series(0, $1::int - 1) as i,
       lateral (select $2::timestamptz - i * make_interval(mins => $3::int) as at,
                       (array['Chakula','Nauli','Maji','Umeme','Sukari','Mkate','Chai','Dawa'])[i % 8 + 1] || ' ' || i as d) as row`,
    [count, NOW, stepMinutes],
  );
  await db.query(
    `insert into ${totals} (user_id, local_day, currency, category, total, expense_count)
     select user_id, local_day, currency, category, sum(amount), count(*) from ${list}
     where user_id in (select distinct ${ownerSql} from generate_series(0, $1::int - 1) as i)
     group by 1, 2, 3, 4
     on conflict (user_id, local_day, currency, category)
     do update set total = ${totals}.total + excluded.total, expense_count = ${totals}.expense_count + excluded.expense_count`,
    [count],
  );
}

async function timings(work: () => Promise<unknown>) {
  for (let run = 0; run < WARMUP; run++) await work();
  const ms: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (fraction: number) => ms[Math.min(ms.length - 1, Math.ceil(fraction * ms.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

async function bench(scratch: Scratch) {
  const { db } = scratch;
  try {
    await migrate(db);
    const app = await createTestApp(db);
    await app.runner.stop();
    const caller = callerAt(NOW, TIME_ZONE);
    const seeding = performance.now();
    // Two years of one person's spending, one expense every 21 minutes.
    await fill(db, PERSON, `'${caller.userId}'::uuid`, 21);
    await fill(db, OTHERS, `md5((i % ${OTHER_PEOPLE})::text)::uuid`, 5);
    // As autovacuum leaves a table between bursts of writes: statistics fresh and pages marked all-visible.
    await db.query('vacuum analyze');
    print(`\n${scratch.label}: ${PERSON.toLocaleString('en')} expenses of one person, ${OTHERS.toLocaleString('en')} of ${OTHER_PEOPLE.toLocaleString('en')} others, seeded in ${Math.round((performance.now() - seeding) / 1000)} s`);

    let cursor: string | null = null;
    for (let depth = 0; depth < 40_000; depth += 200) cursor = (await expensePage(app, caller, { limit: 200, cursor: cursor ?? undefined })).nextCursor;
    const deep = cursor ?? undefined;
    const rows: [string, () => Promise<unknown>][] = [
      ['first page (50)', () => expensePage(app, caller, {})],
      ['page 40,000 deep (50)', () => expensePage(app, caller, { cursor: deep })],
      ['search "dawa 4999" (3 matches)', () => expensePage(app, caller, { q: 'dawa 4999' })],
      ['search "chai" (1 in 8, first page)', () => expensePage(app, caller, { q: 'chai' })],
      ['search in a month "mkate"', () => expensePage(app, caller, { q: 'mkate', from: '2025-06-01', to: '2025-06-30' })],
      ['month summary (June 2025)', () => expenseSummary(app, caller, { from: '2025-06-01', to: '2025-06-30' })],
    ];
    for (const [label, work] of rows) {
      const { p50, p95 } = await timings(work);
      const verdict = scratch.label.startsWith('Postgres') ? (p95 < 50 ? '  ok (< 50 ms)' : '  OVER 50 ms') : '';
      print(`  ${label.padEnd(38)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${verdict}`);
    }
  } finally {
    await db.close();
    await scratch.drop();
  }
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
await bench(await pglite());
if (url) await bench(await server(url));
else print('\nSet BENCH_DATABASE_URL to a Postgres server to bench it too.');
