// "Mark paid" on the device: the bill leaves the list and a stand-in expense shows at once, one tap
// queues one payment, a pull does not bring a bill back while its payment waits, and the server's
// answer replaces the stand-in (or a refusal removes it); a pull whose bills fail still brings the rest.
// A new bill is due on the list at once and sent once through the outbox, kept through pulls while queued.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addBillLocally, dueBills, payBillLocally } from './bills.ts';
import type { CreateBillInput } from './bills.ts';
import type { ExpenseDatabase, LocalBill, OutboxEntry } from './db.ts';
import { openExpenseDatabase } from './db.ts';
import { createFakeServer } from './fakeServer.ts';
import { recordLocally } from './local.ts';
import { acknowledge, billKey, dropRefused, mergeBills } from './merge.ts';
import { outboxKind } from './outbox.ts';
import { discardParked } from './parked.ts';
import { createSyncEngine } from './sync.ts';
import type { Refusal } from './sync.ts';
import type { ServerExpense } from './transport.ts';

const now = new Date('2027-03-02T08:00:00Z');
const subscriptionId = '0b6f6d3e-6b1a-4c53-9a59-2f0c5b1e0a11';
const rent = { subscriptionId, name: 'Rent', dueDate: '2027-03-01', amount: '15000.00', currency: 'KES', category: 'bills' } as const;
const rentRow: LocalBill = { ...rent, key: billKey(subscriptionId, rent.dueDate) };

let db: ExpenseDatabase;
let count = 0;

beforeEach(async () => {
  db = openExpenseDatabase(`bills test ${(count += 1)}`);
  await mergeBills(db, [rent]);
});

afterEach(() => db.close());

describe('paying a bill on the device', () => {
  it('takes the bill off the list, shows its expense and queues one payment; a second tap queues nothing', async () => {
    expect(await db.bills.toArray()).toEqual([rentRow]);
    expect(await payBillLocally(db, rentRow, 'sw', now)).toEqual(expect.any(String));
    expect(await payBillLocally(db, rentRow, 'sw', now)).toBeNull();
    expect(await db.bills.count()).toBe(0);
    expect(await db.expenses.toArray()).toEqual([expect.objectContaining({ description: 'Rent', amount: '15000.00', category: 'bills', language: 'sw', pending: true })]);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ kind: 'payBill', input: expect.objectContaining({ subscriptionId, dueDate: '2027-03-01', paidAt: now.toISOString() }) })]);
  });

  it('keeps a bill paid here off the list when a pull still lists it, until the payment is sent', async () => {
    await payBillLocally(db, rentRow, 'en', now);
    const water = { ...rent, name: 'Water', dueDate: '2027-03-03' };
    await mergeBills(db, [rent, water]);
    expect((await db.bills.toArray()).map((bill) => bill.name)).toEqual(['Water']);
  });

  it("replaces the stand-in with the server's expense, or removes it when refused", async () => {
    await payBillLocally(db, rentRow, 'en', now);
    const [entry] = await db.outbox.toArray();
    if (!entry) throw new Error('nothing queued');
    const expense: ServerExpense = {
      id: '5a1c3f0e-1111-4b5b-8c3d-2f0c5b1e0a22', description: 'Rent', amount: '15000.00', currency: 'KES', category: 'bills', language: 'en',
      createdAt: now.toISOString(), updatedAt: now.toISOString(),
    };
    await acknowledge(db, entry, { expense });
    expect(await db.expenses.toArray()).toEqual([{ ...expense, day: '2027-03-02', pending: false }]);

    await db.expenses.clear();
    await mergeBills(db, [rent]);
    await payBillLocally(db, rentRow, 'en', now);
    const [again] = await db.outbox.toArray();
    if (!again) throw new Error('nothing queued');
    await dropRefused(db, again);
    expect(await db.expenses.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('names a payment the server refused while no one waited by its bill, as the button read', async () => {
    await payBillLocally(db, rentRow, 'en', now);
    const server = createFakeServer();
    server.faults.push({ refuse: 'BAD_USER_INPUT' });
    const sync = createSyncEngine({ db, transport: server, baseDelayMs: 1, maxDelayMs: 4 });
    await sync.flush();
    sync.stop();
    const [parked] = await db.outbox.toArray();
    expect(parked).toEqual(expect.objectContaining({ kind: 'payBill', parked: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
    if (!parked) throw new Error('nothing parked');
    expect(outboxKind(parked.kind).label(parked.input)).toBe('Mark paid: Rent');
    // Queued before the name was kept: the button's own words.
    expect(outboxKind('payBill').label({ id: parked.input.id })).toBe('Mark paid');
  });

  it('pulls the bills before the expenses, and a failure there keeps the bills and still pulls the rest', async () => {
    const server = createFakeServer();
    await recordLocally(db, { description: 'lunch', amount: '250', currency: 'KES', category: 'food', language: 'en' }, now);
    const water = { ...rent, name: 'Water', dueDate: '2027-03-03' };
    let billsFail = false;
    const transport = { ...server, bills: async () => (billsFail ? Promise.reject(new Error('no bills here')) : [water]) };
    const sync = createSyncEngine({ db, transport, baseDelayMs: 1, maxDelayMs: 4 });
    await sync.flush({ pull: true });
    expect((await db.bills.toArray()).map((bill) => bill.name)).toEqual(['Water']);
    billsFail = true;
    await server.send({ kind: 'record', commandId: crypto.randomUUID(), entityId: 'e2', queuedAt: now.toISOString(),
      input: { id: 'e2', description: 'bus', amount: '80.00', currency: 'KES', category: 'transport', language: 'en', originalText: null } });
    await sync.flush({ pull: true });
    sync.stop();
    expect((await db.bills.toArray()).map((bill) => bill.name)).toEqual(['Water']);
    expect((await db.expenses.toArray()).map((expense) => expense.description).sort()).toEqual(['bus', 'lunch']);
  });
});

describe('adding a bill on the device', () => {
  const kodi: CreateBillInput = {
    id: '7c2d9a41-3e5b-4f0a-8b6c-1d2e3f4a5b6c', name: 'kodi ya nyumba', amount: '8000', currency: 'KES', billingCycle: 'monthly',
    category: 'other', nextBillingDate: '2027-03-02', autoRecord: false,
  };
  const kodiDue = { subscriptionId: kodi.id, name: kodi.name, dueDate: kodi.nextBillingDate, amount: '8000.00', currency: 'KES', category: 'other' } as const;

  /** The fake server with the bills due it lists: rent, and kodi once it has acknowledged kodi. */
  function bench() {
    const server = createFakeServer();
    const refusals: Refusal[] = [];
    let created = false;
    const transport = {
      ...server,
      send: async (entry: OutboxEntry) => {
        const result = await server.send(entry);
        created ||= entry.kind === 'createBill' && result.kind === 'acknowledged';
        return result;
      },
      bills: async () => (created ? [rent, kodiDue] : [rent]),
    };
    const sync = createSyncEngine({ db, transport, onRefused: (refusal) => refusals.push(refusal), baseDelayMs: 1, maxDelayMs: 4 });
    const sent = () => server.received.filter((entry) => entry.kind === 'createBill');
    return { server, sync, refusals, sent };
  }

  const names = async () => (await db.bills.toArray()).map((bill) => bill.name).sort();

  it("is due on the list at once, stays through a pull while queued, and is sent once for the server's copy", async () => {
    await addBillLocally(db, kodi, now);
    expect(await db.bills.get(billKey(kodi.id, '2027-03-02'))).toEqual({ ...kodiDue, amount: '8000', key: billKey(kodi.id, '2027-03-02') });
    await mergeBills(db, [rent]);
    expect(await names()).toEqual(['Rent', 'kodi ya nyumba']);

    const { sync, sent } = bench();
    await sync.flush();
    sync.stop();
    expect(sent()).toEqual([expect.objectContaining({ input: kodi })]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bills.get(billKey(kodi.id, '2027-03-02'))).toEqual({ ...kodiDue, key: billKey(kodi.id, '2027-03-02') });
  });

  it('goes again under the same command id when the answer was lost, so the server keeps one bill', async () => {
    await addBillLocally(db, kodi, now);
    const { server, sync, sent } = bench();
    server.faults.push('after');
    for (let round = 0; round < 20 && (await db.outbox.count()) > 0; round += 1) await sync.flush();
    sync.stop();
    const [first, second, ...more] = sent();
    expect(more).toEqual([]);
    expect(second?.commandId).toBe(first?.commandId);
    expect(second?.input).toEqual(kodi);
    expect(await names()).toEqual(['Rent', 'kodi ya nyumba']);
  });

  it('is parked and kept when refused while no one waits, but not due (nothing to mark paid), and leaves when discarded', async () => {
    await addBillLocally(db, kodi, now);
    const due = async () => (await dueBills(db, '2027-03-31')).map((bill) => bill.name);
    expect(await due()).toEqual(['Rent', 'kodi ya nyumba']);
    const { server, sync, refusals } = bench();
    server.faults.push({ refuse: 'BAD_USER_INPUT' });
    await sync.flush();
    expect(refusals).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT' })]);
    const [parked] = await db.outbox.toArray();
    expect(parked).toEqual(expect.objectContaining({ kind: 'createBill', parked: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
    await sync.flush({ pull: true });
    expect(await names()).toEqual(['Rent', 'kodi ya nyumba']);
    // The server has no such bill: paying it would only be refused in turn.
    expect(await due()).toEqual(['Rent']);

    if (!parked) throw new Error('nothing parked');
    await discardParked(db, parked);
    await sync.flush({ pull: true });
    sync.stop();
    expect(await db.outbox.count()).toBe(0);
    expect(await names()).toEqual(['Rent']);
  });
});
