// The offline goal writes: each changes the local goal and queues its command in one transaction, like a
// saving's, so a goal is set up, fixed, completed or deleted offline too. Sending is sync.ts's job.
import type { ExpenseDatabase, GoalChangeInput, GoalCreateInput, LocalGoal } from './db.ts';
import { checkAmount, queue } from './savings.ts';
import { writeThenWait } from './synced.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import { InvalidInputError } from './writeErrors.ts';
import { TEXT_LIMITS } from '../../../domain/textLimits.ts';

/** What the goal form gives: no deadline is null. */
export type GoalFields = Omit<GoalCreateInput, 'id'>;

/** What a change may carry: any of the form's fields (a null deadline clears it), and isCompleted when the person completes the goal. */
export type GoalChanges = Omit<GoalChangeInput, 'id'>;

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new InvalidInputError(OFFLINE_MESSAGES.invalid.goalNameEmpty, {});
  if (trimmed.length > TEXT_LIMITS.name) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.goalNameTooLong, { max: TEXT_LIMITS.name });
  return trimmed;
}

/**
 * On conflict: the id is minted here and the command id once, so a resend gets its first answer again (the
 * server refuses another command for the same id, CONFLICT); a refused create is parked, or dropped with its row (sync.ts).
 */
export async function createGoalLocally(db: ExpenseDatabase, fields: GoalFields, now: Date) {
  const input: GoalCreateInput = {
    id: crypto.randomUUID(), name: checkName(fields.name), targetAmount: checkAmount(fields.targetAmount, fields.currency),
    currency: fields.currency, deadline: fields.deadline,
  };
  // Its progress is summed from the savings on the phone: nothing is put towards a new goal until one is.
  const goal: LocalGoal = { ...input, isCompleted: false, createdAt: now.toISOString(), pending: true };
  const commandId = await db.transaction('rw', db.goals, db.outbox, async () => {
    await db.goals.add(goal);
    return queue(db, { kind: 'createGoal', input }, now);
  });
  return { goal, commandId };
}

/**
 * Queues only the fields that differ from the row, and isCompleted when given; null when nothing changes.
 * On conflict: last writer wins per field at the server; a change to a goal deleted elsewhere (NOT_FOUND)
 * is dropped and the row follows the server at the next pull (gone). A completed goal is never reopened (the server's rule).
 */
export async function changeGoalLocally(db: ExpenseDatabase, id: string, changes: GoalChanges, now: Date): Promise<string | null> {
  return db.transaction('rw', db.goals, db.outbox, async () => {
    const current = await db.goals.get(id);
    if (current === undefined) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.goalGone, {});
    const { name, targetAmount, currency, deadline, isCompleted } = changes;
    const newName = name === undefined ? current.name : checkName(name);
    const newCurrency = currency ?? current.currency;
    // The target's decimals depend on the currency: a new currency checks the target it will have.
    const newTarget = checkAmount(targetAmount ?? current.targetAmount, newCurrency);
    const input: GoalChangeInput = {
      id,
      ...(newName !== current.name && { name: newName }),
      ...(newTarget !== current.targetAmount && { targetAmount: newTarget }),
      ...(newCurrency !== current.currency && { currency: newCurrency }),
      ...(deadline !== undefined && deadline !== current.deadline && { deadline }),
      ...(isCompleted !== undefined && { isCompleted }),
    };
    const { id: _id, ...fields } = input;
    if (Object.keys(fields).length === 0) return null;
    await db.goals.put({ ...current, ...fields, pending: true });
    return queue(db, { kind: 'changeGoal', input }, now);
  });
}

/** On conflict: delete wins; deleting what the server no longer has counts as done. */
export async function deleteGoalLocally(db: ExpenseDatabase, id: string, now: Date) {
  return db.transaction('rw', db.goals, db.outbox, async () => {
    await db.goals.delete(id);
    return queue(db, { kind: 'deleteGoal', input: { id } }, now);
  });
}

export const createGoal = (fields: GoalFields) => writeThenWait(async (db, now) => (await createGoalLocally(db, fields, now)).commandId);

/** Nothing changed: nothing is sent, and the server lacks nothing. */
export const changeGoal = (id: string, changes: GoalChanges) => writeThenWait((db, now) => changeGoalLocally(db, id, changes, now));

export const deleteGoal = (id: string) => writeThenWait((db, now) => deleteGoalLocally(db, id, now));
