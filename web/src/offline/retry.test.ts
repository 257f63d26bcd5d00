// The sync engine's timing and concurrency: the backoff schedule, retries that need no trigger,
// two tabs sharing one database and lock, and what a waiting caller is told.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpenseDatabase } from './db.ts';
import { openExpenseDatabase } from './db.ts';
import type { FakeServer } from './fakeServer.ts';
import { createFakeServer } from './fakeServer.ts';
import { recordLocally } from './local.ts';
import type { Locks, SyncEngine, SyncOptions } from './sync.ts';
import { backoffDelay, createSyncEngine } from './sync.ts';

const now = new Date('2025-03-10T08:00:00Z');
const lunch = { description: 'lunch', amount: '250', currency: 'KES', category: 'food', language: 'en' } as const;

let db: ExpenseDatabase;
let server: FakeServer;
let dbCount = 0;
const engines: SyncEngine[] = [];

function engine(extra: Partial<SyncOptions> = {}): SyncEngine {
  const sync = createSyncEngine({ db, transport: server, baseDelayMs: 5, maxDelayMs: 40, ...extra });
  engines.push(sync);
  return sync;
}

/** An exclusive lock shared by "tabs", like navigator.locks with one name. */
function sharedLock(): Locks & { held: number; maxHeld: number } {
  let queue = Promise.resolve(true);
  const lock = {
    held: 0,
    maxHeld: 0,
    request(_name: string, callback: () => Promise<boolean>) {
      const run = queue.then(async () => {
        lock.held += 1;
        lock.maxHeld = Math.max(lock.maxHeld, lock.held);
        try {
          return await callback();
        } finally {
          lock.held -= 1;
        }
      });
      queue = run.catch(() => false);
      return run;
    },
  };
  return lock;
}

beforeEach(() => {
  db = openExpenseDatabase(`retry test ${(dbCount += 1)}`);
  server = createFakeServer();
});

afterEach(() => {
  for (const sync of engines.splice(0)) sync.stop();
  db.close();
  vi.useRealTimers();
});

describe('backoff', () => {
  it('doubles from the base up to the cap, jittered between half and the whole step', () => {
    const delays = (random: () => number, attempts: number[]) =>
      attempts.map((attempt) => backoffDelay(attempt, { base: 1_000, cap: 60_000, random }));
    expect(delays(() => 1, [1, 2, 3, 4, 7, 8, 30])).toEqual([1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000]);
    expect(delays(() => 0, [1, 2, 3, 30])).toEqual([500, 1_000, 2_000, 30_000]);
    expect(delays(() => 0.5, [2])).toEqual([1_500]);
  });

  it('retries on its own after failures, waiting longer each time, until the server answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { expense } = await recordLocally(db, lunch, now);
    server.faults.push('before', 'before', 'after');
    const sync = engine({ random: () => 1 });
    await sync.flush();
    expect(server.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4); // the first retry is due after 5 ms
    expect(server.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.received).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10); // then 10 ms
    expect(server.received).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(20); // then 20 ms: the lost answer is asked again
    expect(server.received).toHaveLength(4);
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect([...server.expenses.keys()]).toEqual([expense.id]);
  });

  it('waits for the browser to come online instead of spending retries offline', async () => {
    let online = false;
    await recordLocally(db, lunch, now);
    const sync = engine({ isOnline: () => online });
    await sync.flush();
    expect(server.received).toHaveLength(0);
    online = true;
    await sync.flush();
    expect(server.received).toHaveLength(1);
  });
});

describe('several tabs', () => {
  it('sends each command once when two tabs flush the same outbox at the same time', async () => {
    const lock = sharedLock();
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push((await recordLocally(db, { ...lunch, amount: `${index + 1}` }, now)).expense.id);
    const [first, second] = [engine({ locks: lock }), engine({ locks: lock })];
    await Promise.all([first.flush(), second.flush(), first.flush({ pull: true }), second.flush()]);
    expect(lock.maxHeld).toBe(1);
    expect(server.received.map((entry) => entry.entityId)).toEqual(ids);
    expect(await db.expenses.filter((row) => !row.pending).count()).toBe(5);
  });
});

describe('settle', () => {
  it('reports acknowledged, queued or refused for the command a caller waits on', async () => {
    const refused: string[] = [];
    const sync = engine({ onRefused: (refusal) => refused.push(refusal.code) });
    const ok = await recordLocally(db, lunch, now);
    expect(await sync.settle(ok.commandId, 1_000)).toEqual({ outcome: 'acknowledged' });
    const later = await recordLocally(db, lunch, now);
    server.faults.push('before');
    expect(await sync.settle(later.commandId, 1_000)).toEqual({ outcome: 'queued' });
    await sync.flush(); // the queued one goes through on the next round
    const bad = await recordLocally(db, lunch, now);
    server.faults.push({ refuse: 'BAD_USER_INPUT' });
    const answer = await sync.settle(bad.commandId, 1_000);
    expect(answer).toMatchObject({ outcome: 'refused', refusal: { code: 'BAD_USER_INPUT' } });
    // The waiting caller tells the person; the background notice stays quiet so it is said once.
    expect(refused).toEqual([]);
  });
});
