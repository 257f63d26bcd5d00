// `npm run bench:export`: "Download my data" on a long history (issue 31, P4). A server process on
// embedded PGlite (on disk, as `npm start` runs it) holds one person with 40,000 expenses
// (BENCH_EXPORT_EXPENSES); this process downloads their export and meanwhile asks /api/health in a
// loop. Printed: the export's time and size, the server's resident set before and at its peak (read
// from /proc), health's p50/p90/max while it ran; then three downloads at once by the same person.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteDriver } from '../../events/store/pgliteDriver.ts';
import { startSauti } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { seedExpenses } from '../support/seedExpenses.ts';
import { print } from './print.ts';

const EXPENSES = Number(process.env.BENCH_EXPORT_EXPENSES ?? 40_000);

interface Ready {
  url: string;
  cookie: string;
  userId: string;
}

/** The child: a server with one person's long history, reporting where to find it. */
async function serveLongHistory() {
  const dir = mkdtempSync(join(tmpdir(), 'sauti-export-'));
  const db = await createPgliteDriver(join(dir, 'pglite'));
  const sauti = await startSauti({ db, logger: createLogger({ level: 'error' }), distDir: dir, newUsersPerNetworkHour: 1_000 });
  const first = await fetch(`${sauti.url}/api/expenses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ description: 'Chai', amount: '50', currency: 'KES' }),
  });
  const cookie = (first.headers.getSetCookie().find((line) => line.startsWith('sauti_session=')) ?? '').split(';')[0] ?? '';
  const me = (await (await fetch(`${sauti.url}/api/users/me`, { headers: { cookie } })).json()) as { id: string };
  await seedExpenses(sauti.app, { userId: me.id, count: EXPENSES, newest: new Date(), stepMinutes: 30 });
  const ready: Ready = { url: sauti.url, cookie, userId: me.id };
  process.send?.(ready);
  process.once('disconnect', async () => {
    await sauti.stop();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:')) ?? '';
  return Math.round(Number(line.replace(/\D/g, '')) / 1024);
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

/** Runs `work` while health is asked in a loop and the server's resident set sampled every 50 ms. */
async function whileWatching<T>(ready: Ready, pid: number, work: () => Promise<T>) {
  const health: number[] = [];
  let peak = rssMb(pid);
  let done = false;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const asking = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${ready.url}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  done = true;
  await asking;
  clearInterval(sampler);
  return { result, ms, peak, health: { n: health.length, p50: percentile(health, 50), p90: percentile(health, 90), max: percentile(health, 100) } };
}

async function download(ready: Ready) {
  const answer = await fetch(`${ready.url}/api/users/me/export`, { headers: { cookie: ready.cookie } });
  const bytes = (await answer.arrayBuffer()).byteLength;
  return { status: answer.status, bytes, retryAfter: answer.headers.get('retry-after') };
}

async function main() {
  const child = fork(new URL(import.meta.url).pathname, [], { env: { ...process.env, BENCH_EXPORT_CHILD: '1' }, execArgv: ['--import', 'tsx'] });
  const pid = child.pid ?? 0;
  print(`seeding ${EXPENSES} expenses on embedded PGlite (on disk)…`);
  const ready = await new Promise<Ready>((resolve) => child.once('message', (message: Ready) => resolve(message)));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = rssMb(pid);
  const one = await whileWatching(ready, pid, () => download(ready));
  print(`one export: ${one.result.status}, ${(one.result.bytes / 1e6).toFixed(1)} MB in ${one.ms} ms; resident set ${before} → ${one.peak} MB at peak`);
  print(`  /api/health meanwhile: ${one.health.n} answers, p50 ${one.health.p50} ms, p90 ${one.health.p90} ms, max ${one.health.max} ms`);
  const three = await whileWatching(ready, pid, () => Promise.all([download(ready), download(ready), download(ready)]));
  const statuses = three.result.map((answer) => `${answer.status}${answer.retryAfter ? ` (Retry-After ${answer.retryAfter})` : ''}`).join(', ');
  print(`three at once by the same person: ${statuses} in ${three.ms} ms; resident set at peak ${three.peak} MB`);
  print(`  /api/health meanwhile: ${three.health.n} answers, p50 ${three.health.p50} ms, p90 ${three.health.p90} ms, max ${three.health.max} ms`);
  child.disconnect();
}

if (process.env.BENCH_EXPORT_CHILD) await serveLongHistory();
else await main();
