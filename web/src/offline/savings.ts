// The offline savings API screens code against: live local reads of savings and goals, and a saving's
// writes (its outbox kinds, and the local writes that save on the device first and queue them in the same
// ordered outbox as expenses; a goal's are in savingsGoals.ts).
import type { LanguageCode } from '../../../domain/languages.ts';
import type { GoalType } from '../../../domain/parse/savingsAmount.ts';
import { isValidSavingAmount, normalizeSavingAmount } from '../../../domain/parse/savingsAmount.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, LocalGoal, LocalSaving } from './db.ts';
import { graphql } from './gql/index.ts';
import type { ChangeSavingInput, RecordSavingInput } from './gql/graphql.ts';
import { known } from './request.ts';
import type { OutboxKind } from './outbox.ts';
import { answered, deletedAs, queue } from './outbox.ts';
import type { ServerSaving } from './transport.ts';
import { t } from '../i18n/index.ts';
import { useLiveQuery } from './live.ts';
import { synced, writeThenWait } from './synced.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import { checkedText } from './typedText.tsx';
import { InvalidInputError } from './writeErrors.ts';

export type { LocalGoal, LocalSaving } from './db.ts';

export type SavingRecordInput = Omit<RecordSavingInput, 'commandId' | 'userId'> & {
  id: string;
  goalType: GoalType;
  language: LanguageCode;
  /** When it was put aside on the device: a saving kept offline counts for that day. */
  savedAt: string;
};

/**
 * A saving fixed on the phone: its id and only the fields changed (description, amount, note), never
 * null, as the local row takes them at once. An empty note clears it.
 */
export type SavingChangeInput = {
  [Key in keyof Pick<ChangeSavingInput, 'id' | 'description' | 'amount' | 'note'>]: NonNullable<ChangeSavingInput[Key]>;
};

/** What a screen or the voice flow gives to record a saving: the record less what recording adds (its id and day). */
export type NewSaving = Omit<SavingRecordInput, 'id' | 'savedAt'>;

/** What the phone lets a person fix on a saving; an empty note clears it. */
export type SavingChanges = Omit<SavingChangeInput, 'id'>;

/** A saving's or a goal's amount as the server takes it in `currency`: positive, within its decimals, canonical. */
export function checkAmount(amount: string, currency: string): string {
  const trimmed = amount.trim();
  if (!isValidSavingAmount(trimmed, currency)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount });
  return normalizeSavingAmount(trimmed);
}

/** @public spread by name (...OfflineSaving) in the offline documents */
export const OfflineSaving = graphql(`
  fragment OfflineSaving on Saving { id description amount currency goalType goalName language note createdAt }
`);

const DOCUMENTS = {
  record: graphql(`
    mutation OfflineRecordSaving($input: RecordSavingInput!) { result: recordSaving(input: $input) { ...OfflineSaving } }
  `),
  change: graphql(`
    mutation OfflineChangeSaving($input: ChangeSavingInput!) { result: changeSaving(input: $input) { ...OfflineSaving } }
  `),
  delete: graphql(`
    mutation OfflineDeleteSaving($input: DeleteSavingInput!) { result: deleteSaving(input: $input) }
  `),
};

const answer = (saving: ServerSaving | null) => ({ expense: null, saving });
const read = ({ result }: { result: ServerSaving }) => answer(known(result, 'a saving'));

/** A saving's outbox kinds; their words are offline.refused's. */
export const SAVING_KINDS = {
  /** On conflict: the server keeps the first recording of an id. */
  record: {
    table: 'savings',
    effect: 'creates',
    apply: (_row, { originalText: _text, savedAt, ...fields }) => ({ ...fields, createdAt: savedAt }),
    send: (post, input, commandId) => post(DOCUMENTS.record, { input: { ...input, commandId } }).then(answered(read)),
    answer,
    refused: ({ description }, reason) => ({
      title: t(OFFLINE_MESSAGES.refused.recordSaving), description: t(OFFLINE_MESSAGES.refused.recordSavingBody, { description, reason }),
    }),
    label: ({ description }) => description,
    editable: ({ amount, description }) => ({ amount, description }),
  } satisfies OutboxKind<SavingRecordInput, ServerSaving>,
  /** On conflict: last writer wins per field at the server, in the order writes reach it. */
  change: {
    table: 'savings',
    effect: 'changes',
    // As the server: an empty note clears it.
    apply: (row, { id: _id, note, ...fields }) => (row === undefined ? null : { ...row, ...fields, ...(note !== undefined && { note: note === '' ? null : note }) }),
    send: (post, input, commandId) => post(DOCUMENTS.change, { input: { ...input, commandId } }).then(answered(read)),
    answer,
    refused: (_input, reason) => ({ title: t(OFFLINE_MESSAGES.refused.change), description: t(OFFLINE_MESSAGES.refused.changeSavingBody, { reason }) }),
    label: () => t(OFFLINE_MESSAGES.parked.change),
  } satisfies OutboxKind<SavingChangeInput, ServerSaving>,
  /** On conflict: delete wins; deleting what the server no longer has counts as done. */
  delete: {
    table: 'savings',
    effect: 'deletes',
    apply: () => null,
    send: (post, input, commandId) => post(DOCUMENTS.delete, { input: { ...input, commandId } }).then(deletedAs({ expense: null })),
    answer: () => ({ expense: null }),
    refused: (_input, reason) => ({ title: t(OFFLINE_MESSAGES.refused.deleteSaving), description: t(OFFLINE_MESSAGES.refused.deleteSavingBody, { reason }) }),
    label: () => t(OFFLINE_MESSAGES.parked.delete),
  } satisfies OutboxKind<{ id: string }, ServerSaving>,
};

/** On conflict: the server keeps the first recording of an id; a refused record is parked or dropped (sync.ts). */
export async function recordSavingLocally(db: ExpenseDatabase, input: NewSaving, now: Date) {
  const amount = checkAmount(input.amount, input.currency);
  const description = checkedText('saving', 'description', input.description);
  const goalName = checkedText('saving', 'goalName', input.goalName ?? '') || null;
  const recorded: SavingRecordInput = {
    id: crypto.randomUUID(), description, amount, currency: input.currency, goalType: input.goalType,
    goalName, language: input.language, note: checkedText('saving', 'note', input.note ?? '') || null, originalText: input.originalText ?? null, savedAt: now.toISOString(),
  };
  // The row from the command, as the server will make it.
  const saving: LocalSaving = { ...SAVING_KINDS.record.apply(undefined, recorded), pending: true };
  const commandId = await db.transaction('rw', db.savings, db.outbox, async () => {
    await db.savings.add(saving);
    return queue(db, { kind: 'recordSaving', input: recorded }, now);
  });
  return { saving, commandId };
}

/**
 * On conflict: last writer wins per field at the server, in the order writes reach it; a change to a
 * saving deleted elsewhere (NOT_FOUND) is dropped and the row follows the server at the next pull (gone).
 */
export async function changeSavingLocally(db: ExpenseDatabase, id: string, changes: SavingChanges, now: Date) {
  const { description, amount, note } = changes;
  return db.transaction('rw', db.savings, db.outbox, async () => {
    const current = await db.savings.get(id);
    if (current === undefined) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.savingGone, {});
    const input: SavingChangeInput = {
      id,
      ...(description !== undefined && { description: checkedText('saving', 'description', description) }),
      // The amount's decimals depend on the saving's currency, which only the row knows.
      ...(amount !== undefined && { amount: checkAmount(amount, current.currency) }),
      ...(note !== undefined && { note: checkedText('saving', 'note', note) }),
    };
    await db.savings.put({ ...current, ...SAVING_KINDS.change.apply(current, input), pending: true });
    return queue(db, { kind: 'changeSaving', input }, now);
  });
}

/** On conflict: delete wins; deleting what the server no longer has counts as done. */
export async function deleteSavingLocally(db: ExpenseDatabase, id: string, now: Date) {
  return db.transaction('rw', db.savings, db.outbox, async () => {
    await db.savings.delete(id);
    return queue(db, { kind: 'deleteSaving', input: { id } }, now);
  });
}

export async function addSaving(input: NewSaving): Promise<{ saving: LocalSaving; synced: boolean }> {
  const { saving, commandId } = await recordSavingLocally(await database(), input, new Date());
  return { saving, synced: await synced(commandId) };
}

export const changeSaving = (id: string, changes: SavingChanges) => writeThenWait((db, now) => changeSavingLocally(db, id, changes, now));

export const deleteSaving = (id: string) => writeThenWait((db, now) => deleteSavingLocally(db, id, now));

/** Every saving on this device, newest first. */
export function useSavings(): LocalSaving[] | undefined {
  return useLiveQuery((db) => db.savings.orderBy('createdAt').reverse().toArray(), 'savings');
}

export function useGoals(): LocalGoal[] | undefined {
  return useLiveQuery((db) => db.goals.orderBy('id').toArray().then((goals) => goals.sort((a, b) => a.createdAt.localeCompare(b.createdAt))), 'goals');
}

