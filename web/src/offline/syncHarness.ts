// The sync engine against the in-memory server, for the outbox's tests: each test that asks for them
// gets a fresh local database, server and list of refusals; after it every engine stopped and the database closed.
import { it } from 'vitest';
import type { ExpenseDatabase } from './db.ts';
import { openExpenseDatabase } from './db.ts';
import type { FakeServer } from './fakeServer.ts';
import { createFakeServer } from './fakeServer.ts';
import type { Refusal } from './sync.ts';
import { createSyncEngine } from './sync.ts';

type Engine = ReturnType<typeof createSyncEngine>;

interface OutboxBench {
  db: ExpenseDatabase;
  server: FakeServer;
  refusals: Refusal[];
  /** An engine that retries at once (1–4 ms backoff) and records every refusal. */
  engine: () => Engine;
  /** Flushes until the outbox is empty, as the backoff timer would, then pulls. */
  drain: (sync: Engine) => Promise<void>;
}

/** `it` with the bench as fixtures: `outboxTest(name)('…', async ({ db, server, engine }) => …)`. */
export function outboxTest(name: string) {
  let count = 0;
  return it.extend<OutboxBench>({
    // `{}`: vitest reads what a fixture needs from its destructured first argument; these need nothing.
    db: async ({}, use) => {
      const db = openExpenseDatabase(`${name} ${(count += 1)}`);
      await use(db);
      db.close();
    },
    server: async ({}, use) => {
      await use(createFakeServer());
    },
    refusals: async ({}, use) => {
      await use([]);
    },
    engine: async ({ db, server, refusals }, use) => {
      const engines: Engine[] = [];
      await use(() => {
        const sync = createSyncEngine({ db, transport: server, onRefused: (refusal) => refusals.push(refusal), baseDelayMs: 1, maxDelayMs: 4 });
        engines.push(sync);
        return sync;
      });
      for (const sync of engines) sync.stop();
    },
    drain: async ({ db }, use) => {
      await use(async (sync) => {
        for (let round = 0; round < 20 && (await db.outbox.count()) > 0; round += 1) await sync.flush();
        await sync.flush({ pull: true });
      });
    },
  });
}
