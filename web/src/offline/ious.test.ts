// Money lent and borrowed through the same outbox as expenses: recorded and repaid on the phone
// first (the local row lowers at once), sent in order exactly once across a lost answer; a refused
// repayment is parked and shown like any refused write.
import 'fake-indexeddb/auto';
import { describe, expect } from 'vitest';
import { deleteIouLocally, recordIouLocally, repayIouLocally } from './ious.ts';
import { recordLocally } from './local.ts';
import { outboxTest } from './syncHarness.ts';

const now = new Date('2025-03-10T08:00:00Z');
const ZONE = 'Africa/Nairobi';
const juma = { person: 'Juma', direction: 'lent', amount: '500', currency: 'KES' } as const;

const test = outboxTest('iou test');

describe('money lent and borrowed offline', () => {
  test('records and repays on the phone at once, then sends both in order exactly once across a lost answer', async ({ db, server, engine, drain }) => {
    const sync = engine();
    await recordLocally(db, { description: 'lunch', amount: '250', currency: 'KES', category: 'food', language: 'en' }, now);
    await sync.flush();
    const { iou } = await recordIouLocally(db, juma, now, ZONE);
    await repayIouLocally(db, iou.id, '200', now, ZONE);
    expect(await db.ious.get(iou.id)).toMatchObject({ outstanding: '300.00', repaid: '200.00', settled: false, pending: true });
    server.faults.push('after'); // the record's answer is lost: sent again, recorded once
    await drain(sync);
    expect(server.received.map((entry) => entry.kind)).toEqual(['record', 'recordIou', 'recordIou', 'repayIou']);
    expect(server.iouRows.get(iou.id)).toMatchObject({ outstanding: '300.00', repaid: '200.00' });
    expect(await db.ious.get(iou.id)).toMatchObject({ outstanding: '300.00', pending: false });
  });

  test('refuses a repayment above what is outstanding on the phone, before anything is queued', async ({ db }) => {
    const { iou } = await recordIouLocally(db, juma, now, ZONE);
    await expect(repayIouLocally(db, iou.id, '500.01', now, ZONE)).rejects.toThrow('At most 500.00 is outstanding');
    expect(await db.outbox.count()).toBe(1);
  });

  test('parks a repayment the server refused while no one was waiting, shown until discarded', async ({ db, server, refusals, engine, drain }) => {
    const sync = engine();
    const { iou } = await recordIouLocally(db, juma, now, ZONE);
    await drain(sync);
    await repayIouLocally(db, iou.id, '100', now, ZONE);
    server.faults.push({ refuse: 'BAD_USER_INPUT' });
    await drain(sync);
    expect((await db.outbox.toArray()).map((entry) => [entry.kind, entry.parked?.code])).toEqual([['repayIou', 'BAD_USER_INPUT']]);
    expect(refusals.map((refusal) => refusal.entry.kind)).toEqual(['repayIou']);
    expect(server.iouRows.get(iou.id)).toMatchObject({ outstanding: '500.00' });
  });

  test('deletes, and deleting what the server no longer has counts as done', async ({ db, server, refusals, engine, drain }) => {
    const sync = engine();
    const { iou } = await recordIouLocally(db, juma, now, ZONE);
    await drain(sync);
    await deleteIouLocally(db, iou.id, now);
    await drain(sync);
    expect(server.iouRows.size).toBe(0);
    expect(await db.ious.count()).toBe(0);
    expect(refusals).toEqual([]);
  });
});
