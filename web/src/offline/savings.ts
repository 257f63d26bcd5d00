// The offline savings API screens code against: live local reads of savings and goals, and saving writes
// that save on the device first and go through the same ordered outbox as expenses (goals' in savingsGoals.ts).
import type { LanguageCode } from '../../../domain/languages.ts';
import type { GoalType } from '../../../domain/parse/savingsAmount.ts';
import { isValidSavingAmount, normalizeSavingAmount } from '../../../domain/parse/savingsAmount.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, LocalGoal, LocalSaving, OutboxCommand, SavingChangeInput, SavingRecordInput } from './db.ts';
import { useLiveQuery } from './live.ts';
import { synced, writeThenWait } from './synced.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import { InvalidInputError } from './writeErrors.ts';
import { TEXT_LIMITS } from '../../../domain/textLimits.ts';

export type { LocalGoal, LocalSaving } from './db.ts';

export interface NewSaving {
  description: string;
  amount: string;
  currency: string;
  goalType: GoalType;
  goalName: string | null;
  language: LanguageCode;
  originalText?: string | null;
  note?: string;
}

/** What the phone lets a person fix on a saving; an empty note clears it. */
export type SavingChanges = Omit<SavingChangeInput, 'id'>;

/** Queues `command` for its row (call inside the transaction that writes the row); answers its command id. */
export async function queue(db: ExpenseDatabase, command: OutboxCommand, now: Date): Promise<string> {
  const commandId = crypto.randomUUID();
  await db.outbox.add({ ...command, commandId, entityId: command.input.id, queuedAt: now.toISOString() });
  return commandId;
}

/** A saving's or a goal's amount as the server takes it in `currency`: positive, within its decimals, canonical. */
export function checkAmount(amount: string, currency: string): string {
  const trimmed = amount.trim();
  if (!isValidSavingAmount(trimmed, currency)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount });
  return normalizeSavingAmount(trimmed);
}

function checkDescription(description: string): string {
  const trimmed = description.trim();
  if (trimmed === '') throw new InvalidInputError(OFFLINE_MESSAGES.invalid.descriptionEmpty, {});
  if (trimmed.length > TEXT_LIMITS.description) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.descriptionTooLong, { max: TEXT_LIMITS.description });
  return trimmed;
}

function checkNote(note: string): string {
  const trimmed = note.trim();
  if (trimmed.length > TEXT_LIMITS.note) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.noteTooLong, { max: TEXT_LIMITS.note });
  return trimmed;
}

/** On conflict: the server keeps the first recording of an id; a refused record is parked or dropped (sync.ts). */
export async function recordSavingLocally(db: ExpenseDatabase, input: NewSaving, now: Date) {
  const amount = checkAmount(input.amount, input.currency);
  const description = checkDescription(input.description);
  const goalName = input.goalName?.trim() || null;
  const recorded: SavingRecordInput = {
    id: crypto.randomUUID(), description, amount, currency: input.currency, goalType: input.goalType,
    goalName, language: input.language, note: input.note?.trim() || null, originalText: input.originalText ?? null, savedAt: now.toISOString(),
  };
  // The row from the command, not the other way: the row's type follows the server's answer (db.ts), the command's its input.
  const { originalText: _originalText, savedAt, ...fields } = recorded;
  const saving: LocalSaving = { ...fields, createdAt: savedAt, pending: true };
  const command: OutboxCommand = { kind: 'recordSaving', input: recorded };
  const commandId = await db.transaction('rw', db.savings, db.outbox, async () => {
    await db.savings.add(saving);
    return queue(db, command, now);
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
      ...(description !== undefined && { description: checkDescription(description) }),
      // The amount's decimals depend on the saving's currency, which only the row knows.
      ...(amount !== undefined && { amount: checkAmount(amount, current.currency) }),
      ...(note !== undefined && { note: checkNote(note) }),
    };
    const { id: _id, note: newNote, ...fields } = input;
    const noted = newNote === undefined ? {} : { note: newNote === '' ? null : newNote };
    await db.savings.put({ ...current, ...fields, ...noted, pending: true });
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

