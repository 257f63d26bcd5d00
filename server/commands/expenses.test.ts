// Expense ids are per user. Expenses recorded before that live on `expense-<id>` streams in deployed
// databases: their owner still reads, changes, deletes and restores them there; others may reuse the id.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../domain/errors.ts';
import { expenseRegistry, legacyExpenseStream } from '../../events/expense/events.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import { PROJECTIONS } from '../../projections/all.ts';
import { rememberedCategory } from '../../projections/corrections/queries.ts';
import { auditProjection } from '../../projections/audit.ts';
import { callerAt, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { expenseHistory, todayExpenses } from '../queries/expenses.ts';
import { changeExpense, deleteExpense, recordExpense, restoreExpense } from './expenses.ts';

const NOW = '2026-11-21T08:00:00.000Z';
const ZONE = 'Africa/Nairobi';

describe.each(databaseBackends())('per-user expense ids and legacy streams on $name', (backend) => {
  const fixture = useTestApp(backend);

  /** An expense as the code before per-user ids stored it: appended straight to `expense-<id>`. */
  async function legacyExpense(userId: string) {
    const expenseId = randomUUID();
    const commandId = randomUUID();
    const appended = await createEventStore(fixture.db, expenseRegistry).append(
      legacyExpenseStream(expenseId),
      [{
        type: 'ExpenseRecorded',
        data: {
          expenseId, description: 'Chakula', amount: '500.00', currency: 'KES', category: 'food', language: 'sw',
          originalText: 'nimenunua chakula 500', spentAt: NOW,
        },
      }],
      {
        streamType: 'expense', ownerId: userId, expectedVersion: 0, commandId, payloadHash: commandId,
        metadata: { userId, commandId, occurredAt: NOW, timeZone: ZONE },
      },
    );
    await fixture.app.runner.catchUp(appended.last);
    return expenseId;
  }

  const streamsNamed = async (expenseId: string) =>
    (await fixture.db.query<{ stream_id: string }>('select stream_id from streams where stream_id like $1 order by stream_id', [`%${expenseId}`]))
      .map((row) => row.stream_id);

  it('reads, changes, deletes and restores a legacy expense on its own stream', async () => {
    const owner = callerAt(NOW, ZONE);
    const id = await legacyExpense(owner.userId);
    const [listed] = await todayExpenses(fixture.app, owner);
    expect(listed).toMatchObject({ id, description: 'Chakula', amount: '500.00' });

    const changed = await changeExpense(fixture.app, owner, id, { amount: '450' });
    expect(changed).toMatchObject({ id, amount: '450.00' });
    await deleteExpense(fixture.app, owner, id);
    expect(await todayExpenses(fixture.app, owner)).toEqual([]);
    expect(await restoreExpense(fixture.app, owner, id)).toEqual(changed);
    expect(await todayExpenses(fixture.app, owner)).toEqual([changed]);
    // Recording the id again is about the owner's own legacy expense, not a second one beside it.
    await expect(recordExpense(fixture.app, owner, { id, commandId: randomUUID(), description: 'Chai', amount: '30', currency: 'KES' }))
      .rejects.toThrow(ConflictError);

    const history = await expenseHistory(fixture.app, owner, id);
    expect(history.map((event) => event.type)).toEqual(['ExpenseRecorded', 'ExpenseChanged', 'ExpenseDeleted', 'ExpenseRestored']);
    expect(await streamsNamed(id)).toEqual([legacyExpenseStream(id)]);
  });

  it("gives another user recording a legacy expense's id their own expense, and leaves the owner's be", async () => {
    const owner = callerAt(NOW, ZONE);
    const stranger = callerAt(NOW, ZONE);
    const id = await legacyExpense(owner.userId);
    const [before] = await todayExpenses(fixture.app, owner);

    const theirs = await recordExpense(fixture.app, stranger, { id, description: 'Nauli', amount: '100', currency: 'KES', category: 'transport' });
    expect(theirs).toMatchObject({ created: true, expense: { id, userId: stranger.userId, description: 'Nauli' } });
    await changeExpense(fixture.app, stranger, id, { amount: '120' });
    await deleteExpense(fixture.app, stranger, id);
    await restoreExpense(fixture.app, stranger, id);

    expect(await todayExpenses(fixture.app, owner)).toEqual([before]);
    expect(await todayExpenses(fixture.app, stranger)).toEqual([expect.objectContaining({ id, description: 'Nauli', amount: '120.00' })]);
    expect((await expenseHistory(fixture.app, owner, id)).map((event) => event.type)).toEqual(['ExpenseRecorded']);
    expect(await streamsNamed(id)).toEqual([`expense-${stranger.userId}-${id}`, legacyExpenseStream(id)].sort());
  });

  it("remembers a correction under the corrector's own expense when two users share an id", async () => {
    const owner = callerAt(NOW, ZONE);
    const stranger = callerAt(NOW, ZONE);
    const id = randomUUID();
    await recordExpense(fixture.app, owner, { id, description: 'Mandazi', amount: '50', currency: 'KES', category: 'food' });
    await recordExpense(fixture.app, stranger, { id, description: 'Boda boda', amount: '80', currency: 'KES', category: 'transport' });
    await changeExpense(fixture.app, owner, id, { category: 'business' });
    expect(await rememberedCategory(fixture.db, owner.userId, 'Mandazi')).toBe('business');
    expect(await rememberedCategory(fixture.db, owner.userId, 'Boda boda')).toBeNull();
    expect(await rememberedCategory(fixture.db, stranger.userId, 'Boda boda')).toBeNull();
    expect(await todayExpenses(fixture.app, stranger)).toEqual([expect.objectContaining({ id, category: 'transport' })]);
  });

  it('rebuilds every projection from the log, legacy streams included, equal to the live tables', async () => {
    for (const projection of PROJECTIONS) expect((await auditProjection(fixture.db, projection)).differences).toEqual([]);
  });
});
