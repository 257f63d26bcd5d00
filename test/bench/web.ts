// `npm run bench:web`: the web app's speed on a cheap phone, measured, never asserted. Builds dist/,
// serves it from the real server, sums the home route's initial JS (gzip), reads a new visitor's main
// thread from Chrome traces (thread CPU time, steady on a busy host) and runs Lighthouse mobile.
import { mkdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchBrowser } from '../support/browser.ts';
import { initialScripts } from '../support/firstLoad.ts';
import { startTestServer } from '../support/server.ts';
import { buildWeb } from '../setup/buildWeb.ts';
import { runLighthouse } from './lighthouse.ts';
import type { LighthouseRun, Metric } from './lighthouse.ts';
import { blockingTime, counts, PHONE_SLOWDOWN, summarize, traceFile, traceFirstVisit } from './mainThread.ts';
import type { FirstVisit } from './mainThread.ts';
import { print } from './print.ts';


const INITIAL_JS_BUDGET_GZIP = 200_000;
const PERFORMANCE_BUDGET = 0.95;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TRACE_RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 5);
/** Full reports and traces are kept for reading the diagnostics behind a figure (DevTools opens both). */
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

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const ratio = (value: number, budget: number) => `${((value / budget) * 100).toFixed(0)}% of budget`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const host = () => `load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} on ${cpus().length} CPUs`;

/** The first visit as Lighthouse would weigh it, run by run, then the longest tasks of the median run. */
function printMainThread(visits: FirstVisit[]) {
  const summaries = visits.map(summarize);
  summaries.forEach((summary, index) =>
    print(`  run ${index + 1}: CPU ${ms(summary.cpu)}, ${summary.longTasks} long tasks from the first paint, blocking ${ms(summary.blocking)}`),
  );
  const byBlocking = summaries.map((_, index) => index).sort((a, b) => (summaries[a]?.blocking ?? 0) - (summaries[b]?.blocking ?? 0));
  const middle = byBlocking[Math.floor(byBlocking.length / 2)] ?? 0;
  const visit = visits[middle];
  if (visit === undefined) return;
  print(`  longest tasks of run ${middle + 1} (first paint at ${ms(visit.firstContentfulPaint)}; CPU at full speed, x${PHONE_SLOWDOWN} on the phone):`);
  for (const task of [...visit.tasks].sort((a, b) => b.cpu - a.cpu).slice(0, 6)) {
    const long = blockingTime(task) > 0 && counts(visit, task);
    print(`    @${ms(task.start).padStart(8)} ${ms(task.cpu).padStart(6)} CPU${long ? ' (long)' : '       '}  ${task.parts.slice(0, 4).join(' | ')}`);
  }
}

const SHOWN = ['FCP', 'LCP', 'TBT', 'SI', 'CLS', 'TTI'] as const;
const show = (metric: Metric, value: number) => (metric === 'CLS' ? value.toFixed(3) : metric === 'TBT' ? ms(value) : seconds(value));
const metricsLine = (value: (metric: Metric) => number) => SHOWN.map((metric) => `${metric} ${show(metric, value(metric))}`).join(', ');

/** Each run with its metrics and Lighthouse's host index, then the medians; returns the median score. */
function printLighthouse(runs: LighthouseRun[]): number {
  runs.forEach((run, index) => print(`  run ${index + 1}: ${run.score.toFixed(2)}  ${metricsLine((metric) => run.values[metric])}  (benchmarkIndex ${run.benchmarkIndex.toFixed(0)})`));
  const score = median(runs.map((run) => run.score));
  print(`  median: ${score.toFixed(2)}  ${metricsLine((metric) => median(runs.map((run) => run.values[metric])))}`);
  return score;
}

async function main() {
  // BENCH_DIST measures a build made elsewhere (e.g. to compare two variants) instead of building.
  const distDir = process.env.BENCH_DIST ?? (await buildWeb());
  const js = measureInitialJs(distDir);
  print('\nInitial JS of / (entry + modulepreloads):');
  for (const file of js.files) print(`  ${file.file.padEnd(44)} ${kB(file.raw).padStart(9)} raw ${kB(file.gzip).padStart(9)} gzip ${kB(file.brotli).padStart(9)} br`);
  print(`  total ${kB(js.raw)} raw, ${kB(js.gzip)} gzip, ${kB(js.brotli)} brotli`);

  const server = await startTestServer({ distDir });
  mkdirSync(REPORT_DIR, { recursive: true });
  try {
    print(`\nA new visitor's main thread, ${TRACE_RUNS} Chrome traces at full speed (${host()}):`);
    const browser = await launchBrowser();
    const visits: FirstVisit[] = [];
    try {
      for (let run = 1; run <= TRACE_RUNS; run += 1) visits.push(await traceFirstVisit(browser, `${server.url}/`, { settleMs: 3000, saveTo: traceFile(REPORT_DIR, run) }));
    } finally {
      await browser.close();
    }
    printMainThread(visits);

    print(`\nLighthouse mobile (simulated Slow 4G, ${PHONE_SLOWDOWN}x CPU), ${RUNS} runs:`);
    const runs: LighthouseRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await runLighthouse(`${server.url}/`, REPORT_DIR, run));
    const score = printLighthouse(runs);

    print(`\nSummary (${host()}):`);
    print(`  Lighthouse mobile performance, median of ${RUNS}: ${score.toFixed(2)} (budget ≥ ${PERFORMANCE_BUDGET}: ${ratio(score, PERFORMANCE_BUDGET)})`);
    print(`  blocking time from thread CPU, median of ${TRACE_RUNS}: ${ms(median(visits.map((visit) => summarize(visit).blocking)))} (what Lighthouse's TBT makes of these tasks)`);
    print(`  initial JS gzip: ${kB(js.gzip)} (budget ≤ ${kB(INITIAL_JS_BUDGET_GZIP)}: ${ratio(js.gzip, INITIAL_JS_BUDGET_GZIP)})`);
    print(`  reports and traces: ${REPORT_DIR}`);
  } finally {
    await server.close();
  }
}

await main();
