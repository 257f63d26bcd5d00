// The sync engine: pushes the outbox in order, one command at a time, then pulls the server's last 90 days.
// One flusher across tabs (Web Locks); failures back off exponentially with jitter up to a cap.
import type { ExpenseDatabase, OutboxEntry } from './db.ts';
import { acknowledge, dropRefused, mergeBills, mergeIous, mergeRecent, mergeSavings } from './merge.ts';
import { outboxKind } from './outbox.ts';
import { isFixable, nextToSend, park } from './parked.ts';
import type { Transport } from './transport.ts';

export interface Refusal {
  entry: OutboxEntry;
  code: string;
  message: string;
}

/** The one use made of the Web Locks API: an exclusive lock held while a pass runs. */
export interface Locks {
  request(name: string, callback: () => Promise<boolean>): Promise<boolean>;
}

export interface SyncOptions {
  db: ExpenseDatabase;
  transport: Transport;
  /** A command the server refused that no caller is waiting for: tell the person. */
  onRefused?: (refusal: Refusal) => void;
  /** Web Locks (navigator.locks), when the browser has them; without, only this tab is serialised. */
  locks?: Locks | undefined;
  isOnline?: () => boolean;
  random?: () => number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export type Outcome = 'acknowledged' | 'refused' | 'queued';

export interface SyncEngine {
  /** Runs (or joins) a flush; `pull` also refreshes the recent days. Resolves when this round is over. */
  flush(options?: { pull?: boolean }): Promise<void>;
  /** Flushes, waiting at most `timeoutMs`, and says what became of one command. */
  settle(commandId: string, timeoutMs: number): Promise<{ outcome: Outcome; refusal?: Refusal }>;
  stop(): void;
}

const LOCK_NAME = 'sauti-outbox';

/**
 * The wait before retry number `attempt` (1-based): doubling from `base` up to `cap`, with equal
 * jitter (at least half the step) so tabs and phones that failed together spread out.
 */
export function backoffDelay(attempt: number, { base, cap, random }: { base: number; cap: number; random: () => number }): number {
  const step = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  return step / 2 + random() * (step / 2);
}

export function createSyncEngine(options: SyncOptions): SyncEngine {
  const { db, transport } = options;
  const random = options.random ?? Math.random;
  const base = options.baseDelayMs ?? 1_000;
  const cap = options.maxDelayMs ?? 60_000;
  const online = options.isOnline ?? (() => true);
  const refusals = new Map<string, Refusal>();
  const awaited = new Set<string>();
  let running: Promise<void> | null = null;
  let again = false;
  let wantPull = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const delayFor = (attempt: number) => backoffDelay(attempt, { base, cap, random });

  /** One pass under the lock; false when the network or server failed and a retry is due. */
  async function pass(): Promise<boolean> {
    for (;;) {
      const entry = await nextToSend(db);
      if (entry === undefined) break;
      const result = await transport.send(entry).catch(() => null);
      if (result === null) return false; // lost or failed: the same entry goes again after the backoff
      if (result.kind === 'acknowledged') {
        await acknowledge(db, entry, result);
        // Some answers name more than their row (an import's duplicates, a paid bill's list): the server's copy is pulled.
        if (outboxKind(entry.kind).pullAfter) wantPull = true;
        continue;
      }
      const refusal = { entry, code: result.code, message: result.message };
      if (!awaited.has(entry.commandId) && isFixable(refusal)) {
        // Nobody is looking at this write: keep it, parked and shown, and let the rest of the outbox through.
        await park(db, entry, refusal);
        options.onRefused?.(refusal);
        continue;
      }
      for (const dropped of await dropRefused(db, entry)) {
        if (awaited.has(dropped.commandId)) refusals.set(dropped.commandId, refusal);
      }
      if (!awaited.has(entry.commandId)) options.onRefused?.(refusal);
      wantPull = true; // restore the server's copy of what was refused
    }
    if (!wantPull) return true;
    try {
      // Bills first: asking for them records those set to record automatically, which the
      // recent days then hold. A failure there keeps the bills the phone has and must not hold back the rest.
      const bills = transport.bills ? await transport.bills().catch(() => null) : null;
      if (bills !== null) await mergeBills(db, bills);
      await mergeRecent(db, await transport.recent());
      if (transport.savings) {
        const { savings, goals } = await transport.savings();
        await mergeSavings(db, savings, goals);
      }
      if (transport.ious) await mergeIous(db, await transport.ious());
      wantPull = false;
      return true;
    } catch {
      return false;
    }
  }

  const locked = (): Promise<boolean> =>
    options.locks ? options.locks.request(LOCK_NAME, pass) : pass();

  async function loop(): Promise<void> {
    do {
      again = false;
      if (stopped || !online()) return;
      // A failed local write (storage full, database closed) is retried like a failed request.
      const done = await locked().catch((error: unknown) => {
        console.error('offline sync pass failed', error);
        return false;
      });
      if (done) {
        failures = 0;
      } else {
        failures += 1;
        clearTimeout(timer);
        timer = setTimeout(() => void flush(), delayFor(failures));
        return;
      }
    } while (again);
  }

  function flush(flushOptions: { pull?: boolean } = {}): Promise<void> {
    if (flushOptions.pull) wantPull = true;
    clearTimeout(timer);
    if (running) {
      // A write made during a pass may have been read already or not: one more pass settles it.
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  }

  async function settle(commandId: string, timeoutMs: number) {
    awaited.add(commandId);
    try {
      let timeout: ReturnType<typeof setTimeout> | undefined;
      const expired = new Promise<void>((resolve) => (timeout = setTimeout(resolve, timeoutMs)));
      await Promise.race([flush(), expired]);
      clearTimeout(timeout);
      const refusal = refusals.get(commandId);
      if (refusal) return { outcome: 'refused' as const, refusal };
      const waiting = await db.outbox.filter((entry) => entry.commandId === commandId).count();
      return { outcome: waiting > 0 ? ('queued' as const) : ('acknowledged' as const) };
    } finally {
      awaited.delete(commandId);
      refusals.delete(commandId);
    }
  }

  return {
    flush,
    settle,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
