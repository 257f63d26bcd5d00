// A savings goal's writes: its outbox kinds and the local writes that change the local goal and queue the
// command in one transaction, like a saving's, so a goal is set up, fixed, completed or deleted offline too.
import { t } from '../i18n/index.ts';
import type { ExpenseDatabase, LocalGoal } from './db.ts';
import { graphql } from './gql/index.ts';
import type { ChangeSavingsGoalInput, CreateSavingsGoalInput } from './gql/graphql.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import type { OutboxKind } from './outbox.ts';
import { answered, deletedAs, queue } from './outbox.ts';
import { checkAmount } from './savings.ts';
import { writeThenWait } from './synced.ts';
import { checkedText } from './typedText.tsx';
import type { ServerGoal } from './transport.ts';
import { InvalidInputError, RefusedError } from './writeErrors.ts';

/** A goal set up on the phone: its device-minted id, so a resend is recognised; no deadline is null. */
export type GoalCreateInput = Omit<CreateSavingsGoalInput, 'commandId' | 'userId' | 'id' | 'deadline'> & {
  id: string;
  deadline: string | null;
};

/**
 * A goal fixed or completed on the phone: its id and only the fields changed (the local row takes them at
 * once), never null but for the deadline, the one a change clears with null. isCompleted only when asked.
 */
export type GoalChangeInput = {
  [Key in keyof Pick<ChangeSavingsGoalInput, 'id' | 'name' | 'targetAmount' | 'currency' | 'isCompleted'>]: NonNullable<ChangeSavingsGoalInput[Key]>;
} & { deadline?: string | null };

/** What the goal form gives: no deadline is null. */
export type GoalFields = Omit<GoalCreateInput, 'id'>;

/** What a change may carry: any of the form's fields (a null deadline clears it), and isCompleted when the person completes the goal. */
export type GoalChanges = Omit<GoalChangeInput, 'id'>;

const checkName = (name: string) => checkedText('goal', 'name', name);

/**
 * A goal's progress is computed on the device from its savings, so it is not asked for.
 * @public spread by name (...OfflineGoal) in the offline documents
 */
export const OfflineGoal = graphql(`
  fragment OfflineGoal on SavingsGoal { id name targetAmount currency deadline isCompleted createdAt }
`);

/** A goal's writes answer its row as the device keeps it. */
const DOCUMENTS = {
  create: graphql(`
    mutation OfflineCreateSavingsGoal($input: CreateSavingsGoalInput!) { result: createSavingsGoal(input: $input) { ...OfflineGoal } }
  `),
  change: graphql(`
    mutation OfflineChangeSavingsGoal($input: ChangeSavingsGoalInput!) { result: changeSavingsGoal(input: $input) { ...OfflineGoal } }
  `),
  delete: graphql(`
    mutation OfflineDeleteSavingsGoal($input: DeleteSavingsGoalInput!) { result: deleteSavingsGoal(input: $input) }
  `),
};

const answer = (goal: ServerGoal | null) => ({ expense: null, goal });
const read = ({ result }: { result: ServerGoal }) => answer(result);

/** A goal's outbox kinds; their words are offline.refused's. */
export const GOAL_KINDS = {
  /** On conflict: a resend gets its first answer again; another command for the same id is a CONFLICT. */
  create: {
    table: 'goals',
    effect: 'creates',
    // Its progress is summed from the savings on the phone: nothing is put towards a new goal until one is.
    apply: (_row, input, now) => ({ ...input, isCompleted: false, createdAt: now }),
    send: (post, input, commandId) => post(DOCUMENTS.create, { input: { ...input, commandId } }).then(answered(read)),
    answer,
    refused: ({ name }, reason) => ({
      title: t(OFFLINE_MESSAGES.refused.createGoal), description: t(OFFLINE_MESSAGES.refused.recordSavingBody, { description: name, reason }),
    }),
    label: ({ name }) => name,
  } satisfies OutboxKind<GoalCreateInput, ServerGoal>,
  /** On conflict: last writer wins per field at the server; a completed goal is never reopened (the server's rule). */
  change: {
    table: 'goals',
    effect: 'changes',
    apply(row, { id: _id, isCompleted, ...fields }) {
      if (row === undefined) return null;
      // The phone never asks it; the server refuses it, and so does the fake server that reads this.
      if (isCompleted === false && row.isCompleted) throw new RefusedError('A completed goal cannot be reopened', 'BAD_USER_INPUT');
      return { ...row, ...fields, isCompleted: row.isCompleted || isCompleted === true };
    },
    send: (post, input, commandId) => post(DOCUMENTS.change, { input: { ...input, commandId } }).then(answered(read)),
    answer,
    refused: (_input, reason) => ({ title: t(OFFLINE_MESSAGES.refused.change), description: t(OFFLINE_MESSAGES.refused.changeGoalBody, { reason }) }),
    label: () => t(OFFLINE_MESSAGES.parked.change),
  } satisfies OutboxKind<GoalChangeInput, ServerGoal>,
  /** On conflict: delete wins; deleting what the server no longer has counts as done. */
  delete: {
    table: 'goals',
    effect: 'deletes',
    apply: () => null,
    send: (post, input, commandId) => post(DOCUMENTS.delete, { input: { ...input, commandId } }).then(deletedAs({ expense: null })),
    answer: () => ({ expense: null }),
    refused: (_input, reason) => ({ title: t(OFFLINE_MESSAGES.refused.deleteSaving), description: t(OFFLINE_MESSAGES.refused.deleteSavingBody, { reason }) }),
    label: () => t(OFFLINE_MESSAGES.parked.delete),
  } satisfies OutboxKind<{ id: string }, ServerGoal>,
};

/**
 * On conflict: the id is minted here and the command id once, so a resend gets its first answer again (the
 * server refuses another command for the same id, CONFLICT); a refused create is parked, or dropped with its row (sync.ts).
 */
export async function createGoalLocally(db: ExpenseDatabase, fields: GoalFields, now: Date) {
  const input: GoalCreateInput = {
    id: crypto.randomUUID(), name: checkName(fields.name), targetAmount: checkAmount(fields.targetAmount, fields.currency),
    currency: fields.currency, deadline: fields.deadline,
  };
  const goal: LocalGoal = { ...GOAL_KINDS.create.apply(undefined, input, now.toISOString()), pending: true };
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
    await db.goals.put({ ...current, ...GOAL_KINDS.change.apply(current, input), pending: true });
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
