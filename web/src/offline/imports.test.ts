// A queued SMS import: the stand-in rows show at once and survive pulls while queued; one command is
// resent unchanged after a lost answer; the server's rows then replace the stand-ins, and writes
// queued on a stand-in meanwhile reach the server's row.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ExpenseDatabase, OutboxEntry } from './db.ts';
import { openExpenseDatabase } from './db.ts';
import { createFakeServer } from './fakeServer.ts';
import type { FakeServer } from './fakeServer.ts';
import { importLocally } from './imports.ts';
import { changeLocally, deleteLocally } from './local.ts';
import { createSyncEngine } from './sync.ts';
import type { SendResult, ServerExpense } from './transport.ts';

const now = new Date('2025-03-10T08:00:00Z');
const naivas = { key: '0:payment', description: 'NAIVAS', amount: '500.00', currency: 'KES', category: 'food', spentAt: '2025-03-09T10:05:00.000Z' } as const;
/** The fee was unticked: only the payment is a row, and the choice travels with the text. */
const request = { text: 'QGH7ABC123 Confirmed. Ksh500.00 paid to NAIVAS.', choices: [{ message: 0, role: 'fee' as const, include: false }], language: 'en' as const };

/** The server's row for the payment, under the id it derives from the message. */
const recorded: ServerExpense = { id: 'derived-naivas', description: 'NAIVAS', amount: '500.00', currency: 'KES', category: 'food', language: 'en', createdAt: naivas.spentAt, updatedAt: now.toISOString() };

let db: ExpenseDatabase;
let server: FakeServer;
let dbCount = 0;
let loseAnswers = 0;
const sent: OutboxEntry[] = [];

/** The fake server, answering imports as the real one does: the same rows however often it is asked. */
const transport = {
  send: async (entry: OutboxEntry): Promise<SendResult> => {
    if (entry.kind !== 'import') return server.send(entry);
    sent.push(entry);
    server.expenses.set(recorded.id, recorded);
    if (loseAnswers > 0) {
      loseAnswers -= 1;
      throw new Error('the answer was lost on the way back');
    }
    return { kind: 'acknowledged', expense: null, imported: [{ key: '0:payment', row: recorded }] };
  },
  recent: () => server.recent(),
};

beforeEach(() => {
  db = openExpenseDatabase(`imports test ${(dbCount += 1)}`);
  server = createFakeServer();
  sent.length = 0;
  loseAnswers = 0;
});

afterEach(() => db.close());

it('shows the ticked rows at once, at their own day, pending, and keeps them through a pull while queued', async () => {
  await importLocally(db, { ...request, rows: [naivas] }, now);
  const sync = createSyncEngine({ db, transport: { ...transport, send: async () => Promise.reject(new Error('offline')) }, baseDelayMs: 60_000 });
  await sync.flush({ pull: true });
  sync.stop();
  const rows = await db.expenses.toArray();
  expect(rows).toEqual([expect.objectContaining({ description: 'NAIVAS', createdAt: naivas.spentAt, pending: true })]);
  expect(await db.outbox.count()).toBe(1);
});

it('given a lost answer, when retried, then the same request goes again and the server’s row replaces the stand-in once', async () => {
  await importLocally(db, { ...request, rows: [naivas] }, now);
  loseAnswers = 1;
  const sync = createSyncEngine({ db, transport, baseDelayMs: 1, maxDelayMs: 2 });
  for (let round = 0; round < 10 && (await db.outbox.count()) > 0; round += 1) await sync.flush();
  await sync.flush({ pull: true });
  sync.stop();
  expect(sent).toHaveLength(2);
  expect(sent[1]?.input).toEqual(sent[0]?.input);
  expect(sent[0]?.kind === 'import' && sent[0].input.choices).toEqual(request.choices);
  expect(await db.expenses.toArray()).toEqual([{ ...recorded, pending: false, day: expect.any(String) }]);
});

async function drain() {
  const sync = createSyncEngine({ db, transport, baseDelayMs: 1, maxDelayMs: 2 });
  for (let round = 0; round < 10 && (await db.outbox.count()) > 0; round += 1) await sync.flush();
  await sync.flush({ pull: true });
  sync.stop();
}

it('given a stand-in deleted while queued, when the import is answered, then the delete removes the server’s row', async () => {
  await importLocally(db, { ...request, rows: [naivas] }, now);
  const [standIn] = await db.expenses.toArray();
  await deleteLocally(db, standIn?.id ?? '', now);
  await drain();
  expect(server.received.map((entry) => `${entry.kind} ${entry.entityId}`)).toEqual([`delete ${recorded.id}`]);
  expect(server.expenses.size).toBe(0);
  expect(await db.expenses.count()).toBe(0);
});

it('given a stand-in recategorised while queued, when the import is answered, then the change reaches the server’s row', async () => {
  await importLocally(db, { ...request, rows: [naivas] }, now);
  const [standIn] = await db.expenses.toArray();
  await changeLocally(db, standIn?.id ?? '', { category: 'business' }, now);
  await drain();
  expect(server.expenses.get(recorded.id)?.category).toBe('business');
  expect(await db.expenses.toArray()).toEqual([expect.objectContaining({ id: recorded.id, category: 'business', pending: false })]);
});
