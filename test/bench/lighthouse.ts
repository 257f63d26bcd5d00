// One Lighthouse mobile run (the CLI the project installs, on Debian's chromium): the performance
// score, the metrics behind it and Lighthouse's measure of the host, from its JSON report.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';

const LIGHTHOUSE = fileURLToPath(new URL('../../node_modules/.bin/lighthouse', import.meta.url));

/** The metrics the score is made of, by Lighthouse's audit id and a short name for the summary. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  SI: 'speed-index',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  TTI: 'interactive',
} as const;

export type Metric = keyof typeof METRICS;

export interface LighthouseRun {
  score: number;
  /** Milliseconds (CLS: unitless), as Lighthouse computed them. */
  values: Record<Metric, number>;
  /** Lighthouse's measure of the host's CPU; its simulated timings assume an unloaded desktop (~1000+). */
  benchmarkIndex: number;
}

export async function runLighthouse(url: string, outDir: string, run: number): Promise<LighthouseRun> {
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
  const entries = Object.entries(METRICS).map(([name, id]) => [name, Number(read(['audits', id, 'numericValue']))]);
  const values: Record<Metric, number> = { FCP: 0, LCP: 0, SI: 0, TBT: 0, CLS: 0, TTI: 0, ...Object.fromEntries(entries) };
  return { score, values, benchmarkIndex: Number(read(['environment', 'benchmarkIndex'])) };
}
