// `npm run bench:api`: the API's write speed on a production server, measured, never asserted.
// Starts `npm start` (NODE_ENV=production) as its own process on PGlite and on Postgres and drives it
// from this one with autocannon over loopback: /api/health, POST /api/expenses and POST /api/savings
// in the same run, the writes as ratios to health so a busy host still compares, and the server
// process's CPU time per request (on PGlite that includes the database; on Postgres it does not).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import postgres from 'postgres';
import { buildWeb } from '../setup/buildWeb.ts';
import { print } from './print.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const host = () => `load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} on ${cpus().length} CPUs`;

interface Backend {
  label: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

function pgliteBackend(): Backend {
  const dir = mkdtempSync(join(tmpdir(), 'sauti-bench-api-'));
  return { label: 'PGlite (on disk)', env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresBackend(): Promise<Backend> {
  const name = `sauti_bench_api_${randomUUID().slice(0, 8)}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(POSTGRES_URL);
  target.pathname = `/${name}`;
  return {
    label: `Postgres (${target.host})`,
    env: { DATABASE_URL: target.toString() },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** `npm start` in production mode on a free port; resolves with its URL once it listens. */
async function startServer(distDir: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', SAUTI_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  // Every line is read (request logs included) so the pipe never fills and stalls the server.
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    lines.on('line', (line) => {
      if (!line.includes('Sauti is listening')) return;
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed === 'object' && parsed && 'url' in parsed && typeof parsed.url === 'string') resolve(parsed.url);
    });
  });
  return { url, child };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time the server process has used (user + system), from /proc: steady where wall time is not. */
function cpuMs(child: ChildProcess): number {
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One session per connection, each begun by a first write as a device's would be. */
async function sessions(url: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const response = await fetch(`${url}/api/expenses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'first', amount: '1.00', currency: 'KES' }),
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (!response.ok || !cookie) throw new Error(`could not start a session: ${response.status} ${await response.text()}`);
    cookies.push(cookie);
  }
  return cookies;
}

async function drive(url: string, cookies: readonly string[], target: { method: string; path: string; body?: object }, seconds = SECONDS): Promise<Result> {
  let next = 0;
  return autocannon({
    url: `${url}${target.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    method: target.method,
    headers: { 'content-type': 'application/json' },
    ...(target.body && { body: JSON.stringify(target.body) }),
    setupClient(client) {
      const cookie = cookies[next++ % cookies.length] ?? '';
      client.setHeaders({ 'content-type': 'application/json', cookie });
    },
  });
}

const TARGETS = [
  { method: 'GET', path: '/api/health' },
  { method: 'POST', path: '/api/expenses', body: { description: 'Lunch at the kibanda', amount: '250.00', currency: 'KES' } },
  { method: 'POST', path: '/api/savings', body: { description: 'Chama contribution', amount: '500.00', currency: 'KES' } },
] as const;

function line(target: (typeof TARGETS)[number], result: Result, health: Result | undefined, cpu: number) {
  const rate = result.requests.average;
  const refused = result.non2xx + result.errors + result.timeouts;
  const versus = health && health !== result
    ? `  ${((rate / health.requests.average) * 100).toFixed(2)}% of health's rate`
    : '';
  const perRequest = cpu / Math.max(result.requests.total, 1);
  return `  ${target.method.padEnd(4)} ${target.path.padEnd(14)} ${rate.toFixed(0).padStart(6)}/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  server CPU ${perRequest.toFixed(2).padStart(6)} ms/request${versus}${refused ? `  (${refused} failed)` : ''}`;
}

async function benchBackend(distDir: string, backend: Backend) {
  const { url, child } = await startServer(distDir, backend.env);
  try {
    const cookies = await sessions(url);
    // A second of each write first, so the figures are of a warm server.
    for (const target of TARGETS) await drive(url, cookies, target, 1);
    print(`\n${backend.label}, ${CONNECTIONS} connections, ${SECONDS} s each (${host()}):`);
    let health: Result | undefined;
    for (const target of TARGETS) {
      const before = cpuMs(child);
      const result = await drive(url, cookies, target);
      health ??= result;
      print(line(target, result, health, cpuMs(child) - before));
    }
  } finally {
    await stopServer(child);
    await backend.drop();
  }
}

async function main() {
  // BENCH_DIST serves a build made elsewhere; otherwise dist/ is built once and reused.
  const distDir = process.env.BENCH_DIST ?? (existsSync(join(ROOT, 'dist', 'index.html')) ? join(ROOT, 'dist') : await buildWeb());
  for (const kind of BACKENDS) await benchBackend(distDir, kind === 'postgres' ? await postgresBackend() : pgliteBackend());
}

await main();
