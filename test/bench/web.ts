// `npm run bench:web`: the web app's speed on a cheap phone, measured, never asserted. Builds dist/,
// serves it from the real server, sums the home route's initial JS (gzip) and runs Lighthouse mobile.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { initialScripts } from '../support/firstLoad.ts';
import { startTestServer } from '../support/server.ts';
import { buildWeb } from '../setup/buildWeb.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);

const INITIAL_JS_BUDGET_GZIP = 200_000;
const PERFORMANCE_BUDGET = 0.95;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE = fileURLToPath(new URL('../../node_modules/.bin/lighthouse', import.meta.url));
/** Full reports are kept for reading the diagnostics behind a score. */
const REPORT_DIR = fileURLToPath(new URL('../../.test-artifacts/lighthouse', import.meta.url));

function measureInitialJs(distDir: string) {
  const files = initialScripts(readFileSync(join(distDir, 'index.html'), 'utf8')).map((file) => {
    const source = readFileSync(join(distDir, file));
    return {
      file,
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const total = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((sum, file) => sum + file[key], 0);
  return { files, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') };
}

interface LighthouseRun {
  score: number;
  metrics: Record<string, string>;
  /** Lighthouse's measure of this host's CPU: simulated timings assume an unloaded desktop (~1000+). */
  benchmarkIndex: number;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'interactive'];

async function lighthouse(url: string, outDir: string, run: number): Promise<LighthouseRun> {
  const output = join(outDir, `lighthouse-${run}.json`);
  // Defaults are the phone case: mobile form factor, simulated Slow 4G and a 4x slower CPU.
  const args = [url, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(LIGHTHOUSE, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`))));
  });
  const report: unknown = JSON.parse(readFileSync(output, 'utf8'));
  const read = (path: string[]): unknown => path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined), report);
  const score = read(['categories', 'performance', 'score']);
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score (${String(read(['runtimeError', 'message']))})`);
  const metrics = Object.fromEntries(METRICS.map((id) => [id, String(read(['audits', id, 'displayValue']) ?? '?')]));
  return { score, metrics, benchmarkIndex: Number(read(['environment', 'benchmarkIndex'])) };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ratio = (value: number, budget: number) => `${((value / budget) * 100).toFixed(0)}% of budget`;

async function main() {
  // BENCH_DIST measures a build made elsewhere (e.g. to compare two variants) instead of building.
  const distDir = process.env.BENCH_DIST ?? (await buildWeb());
  const js = measureInitialJs(distDir);
  print('\nInitial JS of / (entry + modulepreloads):');
  for (const file of js.files) print(`  ${file.file.padEnd(44)} ${kB(file.raw).padStart(9)} raw ${kB(file.gzip).padStart(9)} gzip ${kB(file.brotli).padStart(9)} br`);
  print(`  total ${kB(js.raw)} raw, ${kB(js.gzip)} gzip (${ratio(js.gzip, INITIAL_JS_BUDGET_GZIP)} of ${kB(INITIAL_JS_BUDGET_GZIP)}), ${kB(js.brotli)} brotli`);

  const server = await startTestServer({ distDir });
  mkdirSync(REPORT_DIR, { recursive: true });
  const outDir = REPORT_DIR;
  try {
    const runs: LighthouseRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouse(`${server.url}/`, outDir, run);
      runs.push(result);
      print(`\nLighthouse run ${run}: performance ${result.score.toFixed(2)} (host benchmarkIndex ${result.benchmarkIndex}, load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs)`);
      for (const [id, value] of Object.entries(result.metrics)) print(`  ${id.padEnd(26)} ${value}`);
    }
    const scores = runs.map((run) => run.score).sort((a, b) => a - b);
    const median = scores[Math.floor(scores.length / 2)] ?? 0;
    print(`\nLighthouse mobile performance, median of ${RUNS}: ${median.toFixed(2)} (budget ≥ ${PERFORMANCE_BUDGET}: ${ratio(median, PERFORMANCE_BUDGET)})`);
    print(`Initial JS gzip: ${kB(js.gzip)} (budget ≤ ${kB(INITIAL_JS_BUDGET_GZIP)}: ${ratio(js.gzip, INITIAL_JS_BUDGET_GZIP)})`);
    print(`Reports: ${REPORT_DIR}`);
  } finally {
    await server.close();
  }
}

await main();
