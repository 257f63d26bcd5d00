// The sync engine against the in-memory server, for the outbox's tests: before each test a fresh local
// database, server and list of refusals; after it every engine stopped and the database closed.
import { afterEach, beforeEach } from 'vitest';
import type { ExpenseDatabase } from './db.ts';
import { openExpenseDatabase } from './db.ts';
import type { FakeServer } from './fakeServer.ts';
import { createFakeServer } from './fakeServer.ts';
import type { Refusal } from './sync.ts';
import { createSyncEngine } from './sync.ts';

interface Bench {
  db: ExpenseDatabase;
  server: FakeServer;
  refusals: Refusal[];
}

type Engine = ReturnType<typeof createSyncEngine>;

export function useSyncHarness(name: string) {
  let bench: Bench | undefined;
  let count = 0;
  const engines: Engine[] = [];
  const current = (): Bench => {
    if (!bench) throw new Error('the sync harness is read inside a test only');
    return bench;
  };
  beforeEach(() => {
    bench = { db: openExpenseDatabase(`${name} ${(count += 1)}`), server: createFakeServer(), refusals: [] };
  });
  afterEach(() => {
    for (const sync of engines.splice(0)) sync.stop();
    current().db.close();
    bench = undefined;
  });
  return {
    current,
    /** An engine that retries at once (1–4 ms backoff) and records every refusal. */
    engine(): Engine {
      const { db, server, refusals } = current();
      const sync = createSyncEngine({ db, transport: server, onRefused: (refusal) => refusals.push(refusal), baseDelayMs: 1, maxDelayMs: 4 });
      engines.push(sync);
      return sync;
    },
    /** Flushes until the outbox is empty, as the backoff timer would, then pulls. */
    async drain(sync: Engine): Promise<void> {
      const { db } = current();
      for (let round = 0; round < 20 && (await db.outbox.count()) > 0; round += 1) await sync.flush();
      await sync.flush({ pull: true });
    },
  };
}
