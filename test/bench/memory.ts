// `npm run bench:memory`: the resident set of what `npm start` runs (npm, the server and anything it
// starts), NODE_ENV=production, on PGlite and on Postgres: idle a few seconds after it listens, then
// after 10,000 expense writes (BENCH_MEMORY_WRITES) from 20 connections, 5 s after the last and again
// once quiet for 30 s, then idle again after a restart on the same data. Measured, never asserted;
// goals: idle at most 300 MB on PGlite and 150 MB on Postgres, at most 50 MB more after load.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildWeb } from '../setup/buildWeb.ts';
import { print } from './print.ts';
import type { Backend } from './processes.ts';
import { buildServerIn, startProcess, stopProcess } from '../support/serverProcess.ts';
import { ROOT, backendsFromEnv, hostLoad, processTree, sleep, treeRss } from './processes.ts';

const WRITES = Number(process.env.BENCH_MEMORY_WRITES ?? 10_000);
const CONNECTIONS = 20;
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5_000);
/**
 * The second look: the server gives a burst's memory back once quiet for 2 s (server/quietCompaction.ts),
 * and anything that takes longer to go back (the allocator's, the embedded database's) shows here.
 */
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 30_000);
const NPM = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

const mb = (value: number) => `${value.toFixed(0).padStart(5)} MB`;
const parts = (rss: ReturnType<typeof treeRss>) => rss.parts.map((part) => `${part.name.split(' ').slice(0, 2).map((word) => word.split('/').at(-1)).join(' ')} ${part.mb.toFixed(0)}`).join(', ');

async function write(url: string, cookies: readonly string[]) {
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/expenses`,
    connections: CONNECTIONS,
    amount: WRITES,
    method: 'POST',
    body: JSON.stringify({ description: 'Lunch at the kibanda', amount: '250.00', currency: 'KES' }),
    setupClient(client) {
      client.setHeaders({ 'content-type': 'application/json', cookie: cookies[next++ % cookies.length] ?? '' });
    },
  });
  return result.non2xx + result.errors + result.timeouts;
}

async function firstWrites(url: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const response = await fetch(`${url}/api/expenses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'first', amount: '1.00', currency: 'KES' }),
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (!response.ok || !cookie) throw new Error(`could not start a session: ${response.status}`);
    cookies.push(cookie);
  }
  return cookies;
}

async function startServer(env: Record<string, string>) {
  const [command = 'npm', ...args] = [...NPM, 'start', '--silent'];
  return startProcess(command, args, { env, listening: 'Sauti is listening' });
}

async function stopServer(started: Awaited<ReturnType<typeof startServer>>) {
  // npm passes the signal on; the server's own process is stopped too, whatever npm does.
  const tree = processTree(started.child.pid ?? 0).reverse();
  for (const member of tree.slice(0, -1)) {
    try {
      process.kill(member, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await stopProcess(started.child);
}

/** Idle after the first start, after load, then idle again once restarted on the same data. */
async function measure(distDir: string, backend: Backend) {
  const scratch = await backend.scratch();
  const env = { ...scratch.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', SAUTI_DIST_DIR: distDir };
  try {
    const started = await startServer(env);
    const pid = started.child.pid ?? 0;
    try {
      await sleep(SETTLE_MS);
      const idle = treeRss(pid);
      const cookies = await firstWrites(started.url);
      const began = performance.now();
      const failed = await write(started.url, cookies);
      const seconds = (performance.now() - began) / 1000;
      await sleep(SETTLE_MS);
      const after = treeRss(pid);
      await sleep(QUIET_MS - SETTLE_MS);
      const quiet = treeRss(pid);
      print(`\n${backend.label}: npm start listening after ${(started.startMs / 1000).toFixed(2)} s (${hostLoad()})`);
      print(`  idle            ${mb(idle.totalMb)}   (${parts(idle)}; proportional ${mb(idle.proportionalMb)})`);
      print(`  after ${WRITES} writes ${mb(after.totalMb)}   (${parts(after)}; proportional ${mb(after.proportionalMb)}; ${(WRITES / seconds).toFixed(0)} writes/s${failed ? `, ${failed} failed` : ''})`);
      print(`  growth          ${mb(after.totalMb - idle.totalMb)}   (${SETTLE_MS / 1000} s after the last write)`);
      print(`  quiet           ${mb(quiet.totalMb)}   (${parts(quiet)}; proportional ${mb(quiet.proportionalMb)}; ${QUIET_MS / 1000} s after the last write)`);
      print(`  growth, quiet   ${mb(quiet.totalMb - idle.totalMb)}`);
    } finally {
      await stopServer(started);
    }
    // A first start creates the database; every later one opens it, which is what a server mostly does.
    const restarted = await startServer(env);
    try {
      await sleep(SETTLE_MS);
      const idle = treeRss(restarted.child.pid ?? 0);
      print(`  restarted, idle ${mb(idle.totalMb)}   (${parts(idle)}; proportional ${mb(idle.proportionalMb)}; listening after ${(restarted.startMs / 1000).toFixed(2)} s)`);
    } finally {
      await stopServer(restarted);
    }
  } finally {
    await scratch.drop();
  }
}

async function main() {
  const distDir = process.env.BENCH_DIST ?? (existsSync(join(ROOT, 'dist', 'index.html')) ? join(ROOT, 'dist') : await buildWeb());
  buildServerIn();
  for (const backend of backendsFromEnv()) await measure(distDir, backend);
  print('\nGoals (issue 36): idle at most 300 MB on PGlite and 150 MB on Postgres; at most 50 MB above idle after load.');
}

await main();
