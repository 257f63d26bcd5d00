// A saving's change on the phone: checked as the server would, then the row and its queued command
// written together; a change the server could never take stores nothing.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExpenseDatabase } from './db.ts';
import { openExpenseDatabase } from './db.ts';
import { changeSavingLocally, recordSavingLocally } from './savings.ts';
import { InvalidInputError } from './writeErrors.ts';

const now = new Date('2025-03-10T08:00:00Z');
const akiba = { description: 'Savings', amount: '1000', currency: 'KES', goalType: 'general', goalName: null, language: 'sw' } as const;
let db: ExpenseDatabase;
let count = 0;

beforeEach(() => {
  db = openExpenseDatabase(`savings test ${(count += 1)}`);
});
afterEach(() => db.close());

describe('changeSavingLocally', () => {
  it('changes the row at once and queues only the changed fields, trimmed and canonical', async () => {
    const { saving } = await recordSavingLocally(db, akiba, now);
    await db.savings.update(saving.id, { pending: false });
    const later = new Date('2025-03-10T09:00:00Z');
    await changeSavingLocally(db, saving.id, { description: ' School fees ', amount: ' 1500.5 ', note: ' term 2 ' }, later);
    expect(await db.savings.get(saving.id)).toEqual({ ...saving, description: 'School fees', amount: '1500.50', note: 'term 2', pending: true });
    const queued = await db.outbox.orderBy('seq').last();
    expect(queued).toMatchObject({ kind: 'changeSaving', entityId: saving.id, queuedAt: later.toISOString() });
    expect(queued?.input).toEqual({ id: saving.id, description: 'School fees', amount: '1500.50', note: 'term 2' });
  });

  it('takes USDT amounts to 8 decimals, as the server does for its currency', async () => {
    const { saving } = await recordSavingLocally(db, { ...akiba, currency: 'USDT', amount: '10' }, now);
    await changeSavingLocally(db, saving.id, { amount: '10.12345678' }, now);
    expect(await db.savings.get(saving.id)).toMatchObject({ amount: '10.12345678' });
  });

  it.each([
    ['an amount with 3 decimals in KES', { amount: '10.123' }],
    ['a zero amount', { amount: '0' }],
    ['an empty description', { description: '  ' }],
    ['a note over 500 characters', { note: 'a'.repeat(501) }],
  ])('refuses %s and stores nothing', async (_name, changes) => {
    const { saving } = await recordSavingLocally(db, akiba, now);
    await expect(changeSavingLocally(db, saving.id, changes, now)).rejects.toBeInstanceOf(InvalidInputError);
    expect(await db.savings.get(saving.id)).toEqual(saving);
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['recordSaving']);
  });

  it('refuses a saving that is not on this device', async () => {
    await expect(changeSavingLocally(db, 'gone', { amount: '5' }, now)).rejects.toBeInstanceOf(InvalidInputError);
    expect(await db.outbox.count()).toBe(0);
  });
});
