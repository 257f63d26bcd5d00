// The sync engine against an in-memory server: order, exactly once under retries and lost answers,
// refusals, pulls that respect pending rows, one flusher across tabs, and the backoff schedule.
import 'fake-indexeddb/auto';
import { describe, expect } from 'vitest';
import { changeLocally, deleteLocally, recordLocally } from './local.ts';
import { discardParked, editParked, parkedEntries } from './parked.ts';
import { changeSavingLocally, deleteSavingLocally, recordSavingLocally } from './savings.ts';
import { outboxTest } from './syncHarness.ts';

const now = new Date('2025-03-10T08:00:00Z');
const lunch = { description: 'lunch', amount: '250', currency: 'KES', category: 'food', language: 'en' } as const;
const bus = { ...lunch, description: 'bus fare', amount: '80', category: 'transport' } as const;

const test = outboxTest('sync test');

describe('pushing the outbox', () => {
  test('sends commands in the order they were made and confirms each row once answered', async ({ db, server, engine }) => {
    const first = await recordLocally(db, lunch, now);
    const second = await recordLocally(db, bus, now);
    await changeLocally(db, first.expense.id, { amount: '300' }, now);
    await deleteLocally(db, second.expense.id, now);
    await engine().flush();
    expect(server.received.map((entry) => `${entry.kind} ${entry.input.id === first.expense.id ? 'lunch' : 'bus'}`)).toEqual([
      'record lunch', 'record bus', 'change lunch', 'delete bus',
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.expenses.toArray()).toEqual([{ ...server.expenses.get(first.expense.id), pending: false, day: expect.any(String) }]);
    expect(server.expenses.get(first.expense.id)?.amount).toBe('300.00');
  });

  test('records exactly once when the answer is lost and the command is sent again', async ({ db, server, engine, drain }) => {
    const { expense, commandId } = await recordLocally(db, lunch, now);
    server.faults.push('after', 'before');
    await drain(engine());
    expect(server.received.map((entry) => entry.commandId)).toEqual([commandId, commandId, commandId]);
    expect([...server.expenses.keys()]).toEqual([expense.id]);
    expect(await db.expenses.get(expense.id)).toMatchObject({ pending: false, amount: '250.00' });
  });

  test('keeps an expense said to be yesterday on that instant, here and in what it sends', async ({ db, server, engine }) => {
    const spentAt = '2025-03-09T08:00:00.000Z';
    const { expense } = await recordLocally(db, { ...lunch, spentAt }, now);
    expect(expense).toMatchObject({ createdAt: spentAt, updatedAt: now.toISOString() });
    await engine().flush();
    expect(server.received[0]?.input).toMatchObject({ id: expense.id, spentAt });
    expect(await db.expenses.get(expense.id)).toMatchObject({ createdAt: spentAt, pending: false });
  });

  test('stops at the first failure so nothing overtakes an earlier write', async ({ db, server, engine }) => {
    const first = await recordLocally(db, lunch, now);
    await recordLocally(db, bus, now);
    server.faults.push('before');
    await engine().flush();
    expect(server.received.map((entry) => entry.entityId)).toEqual([first.expense.id]);
    expect(await db.outbox.count()).toBe(2);
  });
});

describe('refusals', () => {
  test('parks a refused record with the commands built on it, lets the rest through and says so', async ({ db, server, refusals, engine }) => {
    const refused = await recordLocally(db, lunch, now);
    await changeLocally(db, refused.expense.id, { description: 'dinner' }, now);
    const kept = await recordLocally(db, bus, now);
    server.faults.push({ refuse: 'BAD_USER_INPUT' });
    await engine().flush();
    expect(refusals.map((refusal) => [refusal.entry.kind, refusal.code])).toEqual([['record', 'BAD_USER_INPUT']]);
    expect(server.received.map((entry) => entry.entityId)).toEqual([refused.expense.id, kept.expense.id]);
    expect((await parkedEntries(db)).map((entry) => [entry.kind, entry.parked?.code])).toEqual([['record', 'BAD_USER_INPUT']]);
    expect(await db.outbox.count()).toBe(2); // the parked record and the change waiting behind it
    expect(await db.expenses.get(refused.expense.id)).toMatchObject({ pending: true, description: 'dinner' });
  });

  test('sends a parked record again once edited, with the change behind it, exactly once', async ({ db, server, engine, drain }) => {
    const refused = await recordLocally(db, lunch, now);
    await changeLocally(db, refused.expense.id, { description: 'dinner' }, now);
    server.faults.push({ refuse: 'HTTP_413' });
    const sync = engine();
    await sync.flush();
    const [parked] = await parkedEntries(db);
    if (parked === undefined) throw new Error('nothing parked');
    await editParked(db, parked, { amount: '240.00' });
    await drain(sync);
    expect(server.expenses.get(refused.expense.id)).toMatchObject({ amount: '240.00', description: 'dinner' });
    expect(server.received.filter((entry) => entry.kind === 'record')).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  test('drops a parked record and what builds on it when discarded', async ({ db, server, engine }) => {
    const refused = await recordLocally(db, lunch, now);
    await changeLocally(db, refused.expense.id, { description: 'dinner' }, now);
    server.faults.push({ refuse: 'BAD_USER_INPUT' });
    await engine().flush();
    const [parked] = await parkedEntries(db);
    if (parked === undefined) throw new Error('nothing parked');
    await discardParked(db, parked);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.expenses.count()).toBe(0);
  });

  test('puts back the server copy when a change is refused', async ({ db, server, refusals, engine }) => {
    const { expense } = await recordLocally(db, lunch, now);
    const sync = engine();
    await sync.flush();
    await changeLocally(db, expense.id, { amount: '999' }, now);
    server.faults.push({ refuse: 'CONFLICT' });
    await sync.flush();
    expect(await db.expenses.get(expense.id)).toMatchObject({ amount: '250.00', pending: false });
    expect(refusals.map((refusal) => refusal.entry.kind)).toEqual(['change']);
  });

  test('treats deleting what the server no longer has as done', async ({ db, server, engine }) => {
    const { expense } = await recordLocally(db, lunch, now);
    const sync = engine();
    await sync.flush();
    server.expenses.delete(expense.id); // deleted from another phone
    await changeLocally(db, expense.id, { amount: '1' }, now);
    server.faults.push({ refuse: 'NOT_FOUND' });
    await sync.flush();
    expect(await db.expenses.count()).toBe(0);
  });
});

describe('savings through the same outbox', () => {
  const akiba = { description: 'Savings for dharura', amount: '1000', currency: 'KES', goalType: 'emergency', goalName: 'dharura', language: 'sw' } as const;

  test('sends savings in order with expenses, exactly once across a lost answer, and pulls them back', async ({ db, server, engine, drain }) => {
    const sync = engine();
    const expense = await recordLocally(db, lunch, now);
    await sync.flush();
    const kept = await recordSavingLocally(db, akiba, now);
    const gone = await recordSavingLocally(db, { ...akiba, amount: '5' }, now);
    await deleteSavingLocally(db, gone.saving.id, now);
    server.faults.push('after'); // the first saving's answer is lost: sent again, recorded once
    await drain(sync);
    expect(server.received.map((entry) => entry.kind)).toEqual(['record', 'recordSaving', 'recordSaving', 'recordSaving', 'deleteSaving']);
    expect([...server.savingRows.keys()]).toEqual([kept.saving.id]);
    expect(await db.savings.toArray()).toEqual([{ ...server.savingRows.get(kept.saving.id), pending: false }]);
    expect(await db.expenses.get(expense.expense.id)).toMatchObject({ pending: false });
  });
});

describe('changing a saving', () => {
  const akiba = { description: 'Savings', amount: '1000', currency: 'KES', goalType: 'general', goalName: null, language: 'sw' } as const;

  test('sends only the changed fields once across a lost answer; the last write wins per field', async ({ db, server, engine, drain }) => {
    const sync = engine();
    const { saving } = await recordSavingLocally(db, akiba, now);
    await sync.flush();
    // Another phone renamed it meanwhile; this phone changes the amount and the note only.
    const onServer = server.savingRows.get(saving.id);
    if (onServer) server.savingRows.set(saving.id, { ...onServer, description: 'School fees' });
    await changeSavingLocally(db, saving.id, { amount: '1500', note: ' ada ya shule ' }, now);
    expect(await db.savings.get(saving.id)).toMatchObject({ amount: '1500.00', note: 'ada ya shule', pending: true });
    server.faults.push('after');
    await drain(sync);
    expect(server.received.map((entry) => entry.kind)).toEqual(['recordSaving', 'changeSaving', 'changeSaving']);
    expect(server.received[1]?.input).toEqual({ id: saving.id, amount: '1500.00', note: 'ada ya shule' });
    expect(await db.savings.get(saving.id)).toMatchObject({ description: 'School fees', amount: '1500.00', note: 'ada ya shule', pending: false });
  });

  test('clears the note with an empty one', async ({ db, server, engine, drain }) => {
    const sync = engine();
    const { saving } = await recordSavingLocally(db, { ...akiba, note: 'for rent' }, now);
    await changeSavingLocally(db, saving.id, { note: '' }, now);
    expect(await db.savings.get(saving.id)).toMatchObject({ note: null, pending: true });
    await drain(sync);
    expect(server.savingRows.get(saving.id)?.note).toBeNull();
    expect(await db.savings.get(saving.id)).toMatchObject({ note: null, pending: false });
  });

  test('drops a change of a saving the server no longer has; the row follows the server', async ({ db, server, refusals, engine, drain }) => {
    const sync = engine();
    const { saving } = await recordSavingLocally(db, akiba, now);
    await sync.flush();
    server.savingRows.delete(saving.id); // deleted from another phone
    await changeSavingLocally(db, saving.id, { amount: '5' }, now);
    await drain(sync);
    expect(server.received.at(-1)).toMatchObject({ kind: 'changeSaving' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.savings.count()).toBe(0);
    expect(refusals.map((refusal) => refusal.code)).toEqual(['NOT_FOUND']);
  });
});

describe('pulling the week', () => {
  test('keeps local values of rows with a queued command and follows the server for the rest', async ({ db, server, engine }) => {
    const { expense } = await recordLocally(db, lunch, now);
    const sync = engine();
    await sync.flush();
    server.expenses.set('other-phone', { ...expense, id: 'other-phone', description: 'chai' });
    await changeLocally(db, expense.id, { amount: '400' }, now);
    server.faults.push('before');
    await sync.flush({ pull: true }); // the push fails, so the pull waits for the retry
    expect(await db.expenses.get(expense.id)).toMatchObject({ amount: '400.00', pending: true });
    await sync.flush();
    expect(await db.expenses.get(expense.id)).toMatchObject({ amount: '400.00', pending: false });
    expect(await db.expenses.get('other-phone')).toMatchObject({ description: 'chai', pending: false });
  });

  test('does not let a pull undo a write that is still queued', async ({ db, server, engine }) => {
    const { expense } = await recordLocally(db, lunch, now);
    const sync = engine();
    await sync.flush();
    await deleteLocally(db, expense.id, now);
    // The server still lists the expense; the queued delete must keep it off the screen.
    const { mergeRecent } = await import('./merge.ts');
    await mergeRecent(db, await server.recent());
    expect(await db.expenses.get(expense.id)).toBeUndefined();
    server.expenses.set('from-web', { ...expense, id: 'from-web' });
    await sync.flush({ pull: true });
    expect((await db.expenses.toArray()).map((row) => row.id)).toEqual(['from-web']);
    expect(server.expenses.has(expense.id)).toBe(false);
  });

  test('drops rows the server no longer lists once nothing is queued for them', async ({ db, server, engine }) => {
    const { expense } = await recordLocally(db, lunch, now);
    const sync = engine();
    await sync.flush();
    server.expenses.delete(expense.id); // deleted from another phone
    await sync.flush({ pull: true });
    expect(await db.expenses.count()).toBe(0);
  });
});
