// Where a server's time went, from a V8 CPU profile (`node --cpu-prof`, sampled by the clock): the
// samples of a time window summed by where their code lives (a package, a part of Node, a folder of
// ours) and, for our own functions, inclusively, each divided by the writes served. A frame in the
// built server is read at its source through the chunk's source map (server/build.ts), so a package
// is still named. `node test/bench/profile.ts FILE WRITES` reads a profile on its own; bench:api calls
// printProfile with BENCH_PROFILE=1.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from './print.ts';
import { ROOT } from './processes.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const sourceMaps = new Map<string, SourceMap | null>();

function sourceMapOf(url: string): SourceMap | null {
  if (!sourceMaps.has(url)) {
    const file = url.startsWith('file://') ? `${fileURLToPath(url)}.map` : '';
    sourceMaps.set(url, file !== '' && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return sourceMaps.get(url) ?? null;
}

/** The frame where its source has it, for code built with a source map; else as profiled. */
function atSource(frame: CallFrame): CallFrame {
  const entry = sourceMapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry || !('originalSource' in entry)) return frame;
  // The map names its sources relative to itself ("../server/main.ts").
  return { ...frame, url: new URL(entry.originalSource, frame.url).href, lineNumber: entry.originalLine, columnNumber: entry.originalColumn };
}

/** Where a frame's code lives: a package, a part of Node, a folder of ours, or V8's own bookkeeping. */
function areaOf({ functionName, url }: CallFrame): string {
  if (url === '') return functionName === '' ? '(anonymous native)' : functionName;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  if (url.startsWith('file://')) return relative(ROOT, fileURLToPath(url)).split('/').slice(0, 2).join('/');
  return url;
}

const frameName = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${url.startsWith('file://') ? relative(ROOT, fileURLToPath(url)) : url}:${lineNumber + 1}`;

/** Summarises the samples between fromMs and toMs after the profile began, per write. */
export function printProfile(file: string, { fromMs = 0, toMs = Number.POSITIVE_INFINITY, writes }: { fromMs?: number; toMs?: number; writes: number }) {
  const profile: CpuProfile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, { ...node, callFrame: atSource(node.callFrame) }]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busyUs = 0;
  let at = 0;
  for (const [index, sample] of profile.samples.entries()) {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    const node = byId.get(sample);
    if (!node || at / 1000 < fromMs || at / 1000 > toMs || node.callFrame.functionName === '(idle)') continue;
    busyUs += delta;
    const area = areaOf(node.callFrame);
    self.set(area, (self.get(area) ?? 0) + delta);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (!frame?.url.startsWith('file://') || frame.url.includes('node_modules')) continue;
      const name = frameName(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
  }
  const perWrite = (us: number) => (us / 1000 / Math.max(writes, 1)).toFixed(3).padStart(7);
  print(`\n  CPU profile ${relative(ROOT, file)}: ${perWrite(busyUs)} ms sampled per write over ${writes} writes`);
  // V8 samples its thread by the clock: a native call's line also holds the time the thread waited in it
  // for a CPU. Socket writes that wake the database's processes (writeBuffer) read 0.08-0.09 ms a write
  // here (expense, Postgres) where perf, by CPU time, put all the kernel's work at 0.06 ms.
  print('  (sampled by the clock: a native call such as writeBuffer also holds the time its thread waited for a CPU)');
  print('  self time by where the code lives (ms per write):');
  for (const [area, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) print(`    ${perWrite(us)}  ${area}`);
  print('  our functions, inclusive (ms per write):');
  for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 30)) print(`    ${perWrite(us)}  ${name}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, writes] = process.argv.slice(2);
  if (!file || !writes) throw new Error('usage: node test/bench/profile.ts FILE.cpuprofile WRITES');
  printProfile(file, { writes: Number(writes) });
}
