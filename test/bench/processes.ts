// What the server benches share: scratch databases on both backends, and reading a process's CPU
// time and resident set from /proc. Starting a server process is test/support/serverProcess.ts's.
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ScratchDatabase } from '../support/scratchDatabases.ts';
import { scratchDataDir, scratchServerDatabase } from '../support/scratchDatabases.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const hostLoad = () => `load average ${loadavg().map((load) => load.toFixed(1)).join(' ')} on ${cpus().length} CPUs`;

export interface Backend {
  kind: 'pglite' | 'postgres';
  label: string;
  /** A scratch database of its own for each server: `env` points a server at it. */
  scratch(): Promise<ScratchDatabase>;
}

const BACKENDS: Record<Backend['kind'], Backend> = {
  pglite: { kind: 'pglite', label: 'PGlite (on disk)', scratch: async () => scratchDataDir() },
  postgres: { kind: 'postgres', label: `Postgres (${new URL(POSTGRES_URL).host})`, scratch: () => scratchServerDatabase(POSTGRES_URL) },
};

export function backendsFromEnv(): Backend[] {
  return (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((kind) => {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_BACKENDS: unknown backend ${kind}`);
    return BACKENDS[kind];
  });
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time a process has used (user + system), from /proc: steady where wall time is not. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function children(pid: number): number[] {
  const tasks = readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

/** A process and all its descendants. */
export function processTree(pid: number): number[] {
  try {
    return [pid, ...children(pid).flatMap(processTree)];
  } catch {
    return []; // it exited meanwhile
  }
}

function statusKb(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? 0);
}

function smapsKb(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? 0);
}

/**
 * Resident set of a process and its descendants, in MB, with each one's command and share; and their
 * proportional set: a page that several processes map (npm and the server run one Node binary)
 * counts once in all, shared out among them, where the resident sets count it in each.
 */
export function treeRss(pid: number): { totalMb: number; proportionalMb: number; parts: { pid: number; name: string; mb: number }[] } {
  const parts = processTree(pid).flatMap((member) => {
    try {
      const name = readFileSync(`/proc/${member}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' ');
      return [{ pid: member, name, mb: statusKb(member, 'VmRSS') / 1024, proportionalMb: smapsKb(member, 'Pss') / 1024 }];
    } catch {
      return [];
    }
  });
  const sum = (mbOf: (part: (typeof parts)[number]) => number) => parts.reduce((total, part) => total + mbOf(part), 0);
  return { totalMb: sum((part) => part.mb), proportionalMb: sum((part) => part.proportionalMb), parts };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
