// `npm run bench:parser`: the expense parser on this machine and on the wire. Times every phrase of
// the phrase table (cold first call per language, then warm) and prints the parser's minified gzip size.
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { parseExpense } from '../../domain/parse/index.ts';
import { PHRASES } from '../../domain/parse/phrases.fixture.ts';
import { print } from './print.ts';

const BUDGET_MS = 5;
const ROUNDS = Number(process.env.BENCH_PARSER_ROUNDS ?? 20);

function cold(): number {
  let slowest = 0;
  for (const language of LANGUAGE_CODES) {
    const row = PHRASES.find((candidate) => candidate.language === language);
    const started = performance.now();
    parseExpense(row?.text ?? '', language);
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

/** Each phrase ROUNDS times; its median is its cost, free of the GC pauses and neighbours' load. */
function warm(): { mean: number; median: number; slowestMedian: number; slowest: string } {
  const medians: { time: number; phrase: string }[] = [];
  let sum = 0;
  for (const row of PHRASES) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      parseExpense(row.text, row.language);
      times.push(performance.now() - started);
    }
    sum += times.reduce((total, time) => total + time, 0);
    times.sort((a, b) => a - b);
    medians.push({ time: times[Math.floor(times.length / 2)] ?? 0, phrase: `${row.language} "${row.text}"` });
  }
  medians.sort((a, b) => a.time - b.time);
  const slowest = medians.at(-1);
  return {
    mean: sum / (PHRASES.length * ROUNDS),
    median: medians[Math.floor(medians.length / 2)]?.time ?? 0,
    slowestMedian: slowest?.time ?? 0,
    slowest: slowest?.phrase ?? '',
  };
}

/** An entry's minified gzip size, its dynamic imports (the phone's per-language lexicons) left out. */
async function gzipSize(path: string): Promise<{ raw: number; gzip: number }> {
  const entry = fileURLToPath(new URL(path, import.meta.url));
  const result = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', write: false, platform: 'neutral', splitting: true, outdir: 'out' });
  const code = result.outputFiles.find((file) => file.path.endsWith('.js') && !/[\\/]chunk-|[\\/](?:en|sw|fr|ar|am|ha|ig|yo|zu|af|kn|gu|hi|ta|mr|ml|or|te|bn|pa|as|ur|hi-Latn)-[\w-]+\.js$/.test(file.path))?.contents ?? new Uint8Array();
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const coldMs = cold();
const timing = warm();
const size = await gzipSize('../../domain/parse/index.ts');
const phone = await gzipSize('../../domain/parse/phone.ts');
const ms = (value: number) => `${value.toFixed(3)} ms`;
print(`Parser over ${PHRASES.length} phrases × ${ROUNDS} (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores):`);
print(`  mean ${ms(timing.mean)}, median phrase ${ms(timing.median)}, slowest phrase ${ms(timing.slowestMedian)} (${timing.slowest})`);
print(`  first call per language (builds its word tables): up to ${ms(coldMs)}`);
print(`  budget ${BUDGET_MS} ms per phrase: slowest phrase at ${((timing.slowestMedian / BUDGET_MS) * 100).toFixed(1)}% of budget`);
print(`Parser bundle (domain/parse/index.ts, every language's lexicon in, minified): ${(size.raw / 1000).toFixed(1)} kB raw, ${(size.gzip / 1000).toFixed(1)} kB gzip`);
print(`The phone's parser (domain/parse/phone.ts, lexicons fetched per language): ${(phone.raw / 1000).toFixed(1)} kB raw, ${(phone.gzip / 1000).toFixed(1)} kB gzip`);
