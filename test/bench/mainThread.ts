// What a first visit's main thread does until it settles, from a Chrome trace and a CPU profile:
// each task's wall time and thread (CPU) time, and the functions that took it. Thread time barely
// moves when other work shares the cores, so it gives a figure a busy host can still compare:
// Lighthouse simulates a phone by running the page at full speed and stretching each task 4x.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { newMobilePage } from '../support/browser.ts';

/** Lighthouse's mobile CPU slowdown and the length past which a task blocks input. */
export const PHONE_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const END_MARK = 'sauti-bench-end';
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];
/** The parts of a task worth naming: script, style, layout, parsing. */
const PARTS = new Set(['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'ParseHTML', 'v8.compileModule', 'Paint']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; documentLoaderURL?: string } };
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
}

export interface Task {
  /** Milliseconds from navigation start. */
  start: number;
  wall: number;
  cpu: number;
  /** What took the task's time, heaviest first: its parts, then the functions by self time. */
  parts: string[];
}

export interface FirstVisit {
  firstContentfulPaint: number;
  /**
   * Where Lighthouse starts counting blocking time: the first paint, or the first script evaluation
   * when a busy host painted later than that (on a quiet one the HTML paints before any script runs).
   */
  countFrom: number;
  /** Every main-thread task of the page that used at least 1 ms of CPU. */
  tasks: Task[];
}

/** A task's blocking time as Lighthouse's simulation counts it: its CPU time at a phone's speed, past 50 ms. */
export const blockingTime = (task: Task): number => Math.max(0, task.cpu * PHONE_SLOWDOWN - LONG_TASK_MS);

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(page)';
const ms = (us: number | undefined) => (us ?? 0) / 1000;

function readTrace(buffer: Buffer): TraceEvent[] {
  const parsed: unknown = JSON.parse(buffer.toString('utf8'));
  const events: unknown = typeof parsed === 'object' && parsed !== null && 'traceEvents' in parsed ? parsed.traceEvents : parsed;
  if (!Array.isArray(events)) return [];
  return events.filter((event): event is TraceEvent => typeof event === 'object' && event !== null && 'name' in event && 'ts' in event && 'pid' in event);
}

/**
 * Self time per function inside [from, to) µs, scaled so the task's samples add up to its CPU time:
 * the profiler samples by the clock, so time the thread spent descheduled lands on whatever it ran.
 */
function heaviestFunctions(profile: Profile, from: number, to: number, cpuMs: number): string[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  let time = profile.startTime;
  let sampled = 0;
  (profile.samples ?? []).forEach((id, index) => {
    time += deltas[index] ?? 0;
    const frame = frames.get(id);
    if (time < from || time >= to || frame === undefined || frame.functionName === '(idle)') return;
    const weight = deltas[index + 1] ?? 0;
    sampled += weight;
    if (frame.functionName === '(program)') return;
    const key = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + weight);
  });
  const scale = sampled === 0 ? 0 : (cpuMs * 1000) / sampled;
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, us]) => `${key} ${ms(us * scale).toFixed(1)}`);
}

async function profiled(cdp: CDPSession, run: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await run();
  return (await cdp.send('Profiler.stop')).profile;
}

/**
 * Opens `url` as a new English-speaking visitor on a phone-sized page at full CPU speed (as Lighthouse
 * observes before it simulates), waits `settleMs` after load, and reads the main thread. With `saveTo`,
 * the trace and profile are kept there for DevTools.
 */
export async function traceFirstVisit(browser: Browser, url: string, options: { settleMs: number; saveTo?: string }): Promise<FirstVisit> {
  const page = await newMobilePage(browser, { locale: 'en-US' });
  try {
    // A same-origin page without script first, so the profiler and the trace follow one renderer.
    await page.goto(new URL('/favicon.svg', url).href);
    const cdp = await page.context().newCDPSession(page);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const profile = await profiled(cdp, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(options.settleMs);
      // Where the page's own work ends: this call and stopping the profiler are tasks of their own.
      await page.evaluate((name) => performance.mark(name), END_MARK);
    });
    const trace = await browser.stopTracing();
    if (options.saveTo !== undefined) {
      writeFileSync(`${options.saveTo}.trace.json`, trace);
      writeFileSync(`${options.saveTo}.cpuprofile`, JSON.stringify(profile));
    }
    const events = readTrace(trace);
    const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url);
    if (navigation === undefined) throw new Error(`the trace has no navigation to ${url}`);
    const main = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts);
    const paint = main.find((event) => event.name === 'firstContentfulPaint');
    const end = main.find((event) => event.name === END_MARK);
    if (paint === undefined || end === undefined) throw new Error('the page never painted, or the trace lost its end');
    const inside = (task: TraceEvent) => (event: TraceEvent) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0);
    const partsOf = (task: TraceEvent) =>
      main
        .filter((event) => event.ph === 'X' && PARTS.has(event.name) && ms(event.tdur) >= 1 && inside(task)(event))
        .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
        .slice(0, 3)
        .map((event) => `${event.name}${event.args?.data?.url ? ` ${shortUrl(event.args.data.url)}` : ''} ${ms(event.tdur).toFixed(1)}`);
    const tasks = main
      .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.ts + (event.dur ?? 0) < end.ts && ms(event.tdur) >= 1)
      .map((task) => ({
        start: ms(task.ts - navigation.ts),
        wall: ms(task.dur),
        cpu: ms(task.tdur),
        parts: [...partsOf(task), ...heaviestFunctions(profile, task.ts, task.ts + (task.dur ?? 0), ms(task.tdur))],
      }));
    const firstScript = main.find((event) => event.name === 'v8.evaluateModule' || event.name === 'EvaluateScript');
    const countFrom = Math.min(paint.ts, firstScript?.ts ?? paint.ts);
    const started = tasks.filter((task) => task.start * 1000 + navigation.ts <= countFrom).at(-1);
    return { firstContentfulPaint: ms(paint.ts - navigation.ts), countFrom: started === undefined ? ms(countFrom - navigation.ts) : started.start, tasks };
  } finally {
    await page.context().close();
  }
}

export interface VisitSummary {
  /** All of the page's main-thread CPU, from navigation until it settled. */
  cpu: number;
  /** Tasks from the first paint that would be long on a phone (over 50 ms at 4x). */
  longTasks: number;
  /** Lighthouse's total blocking time of these tasks, simulated from thread times. */
  blocking: number;
}

/** Whether Lighthouse would count the task: it runs from the first paint (see countFrom). */
export const counts = (visit: FirstVisit, task: Task): boolean => task.start >= visit.countFrom;

export function summarize(visit: FirstVisit): VisitSummary {
  const long = visit.tasks.filter((task) => counts(visit, task) && blockingTime(task) > 0);
  return {
    cpu: visit.tasks.reduce((sum, task) => sum + task.cpu, 0),
    longTasks: long.length,
    blocking: long.reduce((sum, task) => sum + blockingTime(task), 0),
  };
}

export const traceFile = (dir: string, run: number) => join(dir, `first-visit-${run}`);
