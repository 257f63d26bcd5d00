// Money lent and borrowed through the same outbox as expenses: recorded, repaid and changed on the
// phone first (the local row follows at once), sent in order exactly once across a lost answer; a refused
// repayment is parked and shown like any refused write.
import 'fake-indexeddb/auto';
import { describe, expect } from 'vitest';
import { changeIouLocally, deleteIouLocally, recordIouLocally, repayIouLocally } from './ious.ts';
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
    await expect(repayIouLocally(db, iou.id, '500.01', now, ZONE)).rejects.toThrow('At most KES\u00a0500.00 is outstanding');
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

  test('changes the amount on the phone at once (outstanding follows what was repaid), sent once; a change that changes nothing queues nothing', async ({ db, server, engine, drain }) => {
    const sync = engine();
    const { iou } = await recordIouLocally(db, { ...juma, dueDate: '2025-04-01' }, now, ZONE);
    await repayIouLocally(db, iou.id, '200', now, ZONE);
    await changeIouLocally(db, iou.id, { person: ' Juma ', amount: '5000', dueDate: null, note: 'kodi' }, now);
    expect(await db.ious.get(iou.id)).toMatchObject({ person: 'Juma', amount: '5000.00', outstanding: '4800.00', dueDate: null, note: 'kodi', pending: true });
    expect(await changeIouLocally(db, iou.id, { amount: '5000.00', note: 'kodi' }, now)).toBeNull();
    await drain(sync);
    expect(server.received.map((entry) => entry.kind)).toEqual(['recordIou', 'repayIou', 'changeIou']);
    expect(server.received.at(-1)?.input).toEqual({ id: iou.id, amount: '5000.00', dueDate: null, note: 'kodi' });
    expect(server.iouRows.get(iou.id)).toMatchObject({ amount: '5000.00', outstanding: '4800.00', dueDate: null });
    expect(await db.ious.get(iou.id)).toMatchObject({ outstanding: '4800.00', pending: false });
  });

  test('refuses on the phone what the server would: an amount below what was repaid, no person, before anything is queued', async ({ db }) => {
    const { iou } = await recordIouLocally(db, juma, now, ZONE);
    await repayIouLocally(db, iou.id, '200', now, ZONE);
    await expect(changeIouLocally(db, iou.id, { amount: '199.99' }, now)).rejects.toThrow('At least KES\u00a0200.00 has been repaid');
    await expect(changeIouLocally(db, iou.id, { person: '  ' }, now)).rejects.toThrow('Say or type who it was with');
    expect(await db.outbox.count()).toBe(2);
    expect(await db.ious.get(iou.id)).toMatchObject({ amount: '500.00', outstanding: '300.00' });
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
