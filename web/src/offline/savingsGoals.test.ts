// Savings goals through the same outbox as every other write: set up, fixed, completed and deleted on
// the phone first (the row changes at once), sent in order exactly once; a pull never clears a goal a
// queued command is still changing, and a change to a goal gone from the server follows the server.
import 'fake-indexeddb/auto';
import { describe, expect } from 'vitest';
import { mergeSavings } from './merge.ts';
import { changeGoalLocally, createGoalLocally, deleteGoalLocally } from './savingsGoals.ts';
import { outboxTest } from './syncHarness.ts';
import { InvalidInputError } from './writeErrors.ts';

const now = new Date('2025-03-10T08:00:00Z');
const fees = { name: ' School fees ', targetAmount: '20000', currency: 'KES', deadline: '2025-12-31' };

const test = outboxTest('goal test');

describe('savings goals offline', () => {
  test('sets a goal up on the phone at once, then sends it exactly once across a lost answer', async ({ db, server, engine, drain }) => {
    const { goal } = await createGoalLocally(db, fees, now);
    expect(goal).toMatchObject({ name: 'School fees', targetAmount: '20000.00', isCompleted: false, createdAt: now.toISOString(), pending: true });
    expect(await db.goals.get(goal.id)).toEqual(goal);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'createGoal', entityId: goal.id, input: { id: goal.id, name: 'School fees', deadline: '2025-12-31' } }]);
    server.faults.push('after'); // the answer is lost: sent again, created once
    await drain(engine());
    expect(server.received.map((entry) => entry.kind)).toEqual(['createGoal', 'createGoal']);
    expect([...server.goalRows.keys()]).toEqual([goal.id]);
    expect(await db.goals.get(goal.id)).toMatchObject({ name: 'School fees', pending: false });
  });

  test('refuses a goal the server could never take, storing nothing', async ({ db }) => {
    await expect(createGoalLocally(db, { ...fees, name: '  ' }, now)).rejects.toBeInstanceOf(InvalidInputError);
    await expect(createGoalLocally(db, { ...fees, targetAmount: '10.123' }, now)).rejects.toBeInstanceOf(InvalidInputError);
    expect([await db.goals.count(), await db.outbox.count()]).toEqual([0, 0]);
  });

  test('keeps a goal a queued command is still changing when a pull does not list it, and follows the server otherwise', async ({ db }) => {
    const { goal } = await createGoalLocally(db, fees, now);
    await db.goals.put({ ...goal, id: 'gone', pending: false });
    await mergeSavings(db, [], []);
    expect((await db.goals.toArray()).map((row) => row.id)).toEqual([goal.id]);
  });

  test('queues only the fields that changed, and a completion, each shown at once', async ({ db, server, engine, drain }) => {
    const sync = engine();
    const { goal } = await createGoalLocally(db, fees, now);
    await drain(sync);
    expect(await changeGoalLocally(db, goal.id, { ...fees, targetAmount: '25000' }, now)).not.toBeNull();
    expect(await changeGoalLocally(db, goal.id, { isCompleted: true }, now)).not.toBeNull();
    expect(await db.goals.get(goal.id)).toMatchObject({ targetAmount: '25000.00', isCompleted: true, pending: true });
    expect((await db.outbox.toArray()).map((entry) => entry.input)).toEqual([{ id: goal.id, targetAmount: '25000.00' }, { id: goal.id, isCompleted: true }]);
    await drain(sync);
    expect(server.goalRows.get(goal.id)).toMatchObject({ name: 'School fees', targetAmount: '25000.00', isCompleted: true });
    expect(await db.goals.get(goal.id)).toMatchObject({ targetAmount: '25000.00', isCompleted: true, pending: false });
  });

  test('queues nothing when nothing changed, and clears a deadline the form left empty', async ({ db }) => {
    const { goal } = await createGoalLocally(db, fees, now);
    expect(await changeGoalLocally(db, goal.id, { ...fees, targetAmount: '20000.00' }, now)).toBeNull();
    expect(await db.outbox.count()).toBe(1);
    expect(await changeGoalLocally(db, goal.id, { ...fees, deadline: null }, now)).not.toBeNull();
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({ kind: 'changeGoal', input: { id: goal.id, deadline: null } });
    expect(await db.goals.get(goal.id)).toMatchObject({ deadline: null });
  });

  test('drops a change to a goal the server no longer has (NOT_FOUND), and the row follows the server', async ({ db, server, refusals, engine, drain }) => {
    const sync = engine();
    const { goal } = await createGoalLocally(db, fees, now);
    await drain(sync);
    server.goalRows.delete(goal.id); // deleted on another device
    await changeGoalLocally(db, goal.id, { isCompleted: true }, now);
    await drain(sync);
    expect(refusals.map(({ entry, code }) => [entry.kind, code])).toEqual([['changeGoal', 'NOT_FOUND']]);
    expect([await db.goals.get(goal.id), await db.outbox.count()]).toEqual([undefined, 0]);
  });

  test('deletes at once; a delete wins over a change queued before it, and deleting what is gone is done', async ({ db, server, refusals, engine, drain }) => {
    const sync = engine();
    const { goal } = await createGoalLocally(db, fees, now);
    await drain(sync);
    await changeGoalLocally(db, goal.id, { name: 'Karo' }, now);
    await deleteGoalLocally(db, goal.id, now);
    await deleteGoalLocally(db, goal.id, now);
    expect(await db.goals.get(goal.id)).toBeUndefined();
    await drain(sync);
    expect(server.received.map((entry) => entry.kind)).toEqual(['createGoal', 'changeGoal', 'deleteGoal', 'deleteGoal']);
    expect([server.goalRows.size, refusals.length, await db.goals.count()]).toEqual([0, 0, 0]);
  });

  test('refuses a change to a goal not on this device', async ({ db }) => {
    await expect(changeGoalLocally(db, 'nowhere', { name: 'Karo' }, now)).rejects.toBeInstanceOf(InvalidInputError);
  });
});
