// `npm run bench:api`: the API's write speed beside the least a write can cost, measured, never
// asserted. Per backend it starts a bare server (bareServer.ts: the same runtime, driver and database,
// one INSERT per POST) and what `npm start` runs (NODE_ENV=production), each on a scratch database, and
// drives them from this process with autocannon over loopback, in interleaved rounds so a busy host
// slows both alike: the ratio to the bare write in the same round is the figure that holds. CPU per
// write is the server process's own (from /proc; on PGlite that includes the database).
// BENCH_COMPARE_DIR=<another checkout> adds its server's rows (`before`) to the same rounds;
// BENCH_PROFILE=1 writes a CPU profile of Sauti to .test-artifacts/profiles and prints where it went.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { buildWeb } from '../setup/buildWeb.ts';
import { print } from './print.ts';
import { printProfile } from './profile.ts';
import type { Started } from '../support/serverProcess.ts';
import { buildServerIn, startCommand, startProcess, stopProcess } from '../support/serverProcess.ts';
import type { Backend } from './processes.ts';
import { ROOT, backendsFromEnv, cpuMs, hostLoad } from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const COMPARE_DIR = process.env.BENCH_COMPARE_DIR;
const PROFILE = process.env.BENCH_PROFILE === '1';

const WRITES = {
  expense: { path: '/api/expenses', body: { description: 'Lunch at the kibanda', amount: '250.00', currency: 'KES' } },
  saving: { path: '/api/savings', body: { description: 'Chama contribution', amount: '500.00', currency: 'KES' } },
  iou: { path: '/api/ious', body: { person: 'Amina', direction: 'lent', amount: '300.00', currency: 'KES' } },
} as const;
type WriteKind = keyof typeof WRITES;
const KINDS = (process.env.BENCH_WRITES ?? 'expense,saving,iou').split(',').map((kind) => {
  if (!(kind in WRITES)) throw new Error(`BENCH_WRITES: unknown write ${kind}`);
  return kind as WriteKind;
});

interface Server extends Started {
  label: string;
  /** One session cookie per connection (none for the bare server). */
  cookies: string[];
  drop(): Promise<void>;
  /** Where its CPU profile goes (BENCH_PROFILE=1). */
  profileDir?: string;
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

async function startBare(backend: Backend): Promise<Server> {
  const scratch = await backend.scratch();
  const started = await startProcess(process.execPath, ['test/bench/bareServer.ts'], { env: scratch.env, listening: 'bare server listening' });
  return { ...started, label: 'bare write', cookies: [], drop: scratch.drop };
}

async function startSauti(backend: Backend, distDir: string, { dir = ROOT, label }: { dir?: string; label: string }): Promise<Server> {
  const scratch = await backend.scratch();
  const profileDir = join(ROOT, '.test-artifacts', 'profiles', `api-${backend.kind}-${Date.now()}`);
  if (PROFILE) mkdirSync(profileDir, { recursive: true });
  buildServerIn(dir);
  const args = [...(PROFILE && dir === ROOT ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...startCommand(dir)];
  const env = { ...scratch.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', SAUTI_DIST_DIR: distDir };
  const started = await startProcess(process.execPath, args, { cwd: dir, env, listening: 'Sauti is listening' });
  return { ...started, label, cookies: await sessions(started.url), drop: scratch.drop, ...(PROFILE && { profileDir }) };
}

function drive(server: Server, kind: WriteKind | 'bare'): Promise<Result> {
  const write = WRITES[kind === 'bare' ? 'expense' : kind];
  let next = 0;
  return autocannon({
    url: `${server.url}${kind === 'bare' ? '/' : write.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(write.body),
    setupClient(client) {
      const cookie = server.cookies[next++ % Math.max(server.cookies.length, 1)];
      client.setHeaders({ 'content-type': 'application/json', ...(cookie && { cookie }) });
    },
  });
}

interface Row {
  label: string;
  server: Server;
  kind: WriteKind | 'bare';
  rounds: { rate: number; p50: number; p99: number; cpu: number; total: number; failed: number; bareRate: number }[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type Round = Omit<Row['rounds'][number], 'bareRate'>;

/** One round of a row, with the server's CPU in it. */
async function driveRound(row: Row): Promise<Round> {
  const cpuBefore = cpuMs(row.server.child.pid ?? 0);
  const result = await drive(row.server, row.kind);
  const cpu = cpuMs(row.server.child.pid ?? 0) - cpuBefore;
  return {
    rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu, total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const cpuPerWrite = (rounds: readonly Round[]) =>
  rounds.reduce((sum, round) => sum + round.cpu, 0) / Math.max(1, rounds.reduce((sum, round) => sum + round.total, 0));

function report(row: Row, warmUpCpu: number): string {
  const rate = median(row.rounds.map((round) => round.rate));
  const ratio = median(row.rounds.map((round) => round.rate / round.bareRate)) * 100;
  const cpu = cpuPerWrite(row.rounds);
  const failed = row.rounds.reduce((sum, round) => sum + round.failed, 0);
  const each = row.rounds.map((round) => round.rate.toFixed(0)).join(' ');
  return `  ${row.label.padEnd(26)} ${rate.toFixed(0).padStart(6)}/s ${`${ratio.toFixed(1)} %`.padStart(8)} `
    + `${median(row.rounds.map((round) => round.p50)).toFixed(0).padStart(6)} ${median(row.rounds.map((round) => round.p99)).toFixed(0).padStart(6)} `
    + `${Math.max(...row.rounds.map((round) => round.p99)).toFixed(0).padStart(6)} ${cpu.toFixed(2).padStart(8)} ${warmUpCpu.toFixed(2).padStart(8)}    ${each}${failed ? `  (${failed} failed)` : ''}`;
}

async function benchBackend(distDir: string, backend: Backend) {
  const servers: Server[] = [];
  try {
    const bare = await startBare(backend);
    servers.push(bare);
    const sauti = await startSauti(backend, distDir, { label: 'Sauti' });
    servers.push(sauti);
    const before = COMPARE_DIR ? await startSauti(backend, distDir, { dir: COMPARE_DIR, label: 'before' }) : undefined;
    if (before) servers.push(before);
    const rows: Row[] = [{ label: 'bare write', server: bare, kind: 'bare', rounds: [] }];
    for (const server of [sauti, ...(before ? [before] : [])]) {
      for (const kind of KINDS) rows.push({ label: `${server.label} POST ${WRITES[kind].path}`, server, kind, rounds: [] });
    }
    // One round of each first, not counted, so the figures are of warm servers: a new server's CPU per
    // write falls as V8 optimises its code, over its first 20,000 or so (expense: 0.39 ms in the first
    // 10,000 after start, 0.31 from 20,000 on, Postgres, this 2-core host). The warm-up's own CPU per
    // write is printed beside the rounds', so a cold start is seen too.
    const warmUp = new Map<Row, number>();
    for (const row of rows) warmUp.set(row, cpuPerWrite([await driveRound(row)]));
    const measuredFrom = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      let bareRate = 0;
      for (const row of rows) {
        const measured = await driveRound(row);
        if (row.kind === 'bare') bareRate = measured.rate;
        row.rounds.push({ ...measured, bareRate });
      }
    }
    const measuredTo = performance.now();
    print(`\n${backend.label}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s after one of warm-up (${hostLoad()}):`);
    print(`  ${''.padEnd(26)} ${'rate'.padStart(8)} ${'of bare'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'max99'.padStart(6)} ${'CPU ms'.padStart(8)} ${'warm-up'.padStart(8)}    rounds (/s)`);
    for (const row of rows) print(report(row, warmUp.get(row) ?? 0));
    print(`  started in ${servers.map((server) => `${server.label} ${(server.startMs / 1000).toFixed(2)} s`).join(', ')}`);
    if (sauti.profileDir) {
      await stopProcess(sauti.child);
      const [file] = readdirSync(sauti.profileDir);
      const writes = rows.filter((row) => row.server === sauti).flatMap((row) => row.rounds).reduce((sum, round) => sum + round.total, 0);
      if (file) printProfile(join(sauti.profileDir, file), { fromMs: measuredFrom - sauti.spawnedAt, toMs: measuredTo - sauti.spawnedAt, writes });
    }
  } finally {
    for (const server of servers) {
      await stopProcess(server.child);
      await server.drop();
    }
  }
}

async function main() {
  // BENCH_DIST serves a build made elsewhere; otherwise dist/ is built once and reused.
  const distDir = process.env.BENCH_DIST ?? (existsSync(join(ROOT, 'dist', 'index.html')) ? join(ROOT, 'dist') : await buildWeb());
  for (const backend of backendsFromEnv()) await benchBackend(distDir, backend);
  print('\nGoals (issue 36): Postgres writes at least 25 % of bare, p99 under 50 ms, at most 0.4 ms CPU per write; PGlite at least 400 writes/s, p99 under 100 ms.');
}

await main();
