// The offline savings API screens code against: live local reads of savings and goals, and writes
// that save on the device first and go through the same ordered outbox as expenses. Goals are read
// from the local copy; creating, changing or deleting one needs the server (savingsGoals.ts).
import type { LanguageCode } from '../../../domain/languages.ts';
import type { GoalType } from '../../../domain/parse/savingsAmount.ts';
import { isValidSavingAmount, normalizeSavingAmount } from '../../../domain/parse/savingsAmount.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, LocalGoal, LocalSaving, OutboxCommand, SavingRecordInput } from './db.ts';
import { useLiveQuery } from './live.ts';
import { syncEngine } from './start.ts';
import { synced } from './synced.ts';
import { InvalidInputError } from './writeErrors.ts';

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

async function queue(db: ExpenseDatabase, command: OutboxCommand, now: Date): Promise<string> {
  const commandId = crypto.randomUUID();
  await db.outbox.add({ ...command, commandId, entityId: command.input.id, queuedAt: now.toISOString() });
  return commandId;
}

/** On conflict: the server keeps the first recording of an id; a refused record is parked or dropped (sync.ts). */
export async function recordSavingLocally(db: ExpenseDatabase, input: NewSaving, now: Date) {
  const amount = input.amount.trim();
  if (!isValidSavingAmount(amount, input.currency)) throw new InvalidInputError(`"${input.amount}" is not a valid amount`);
  const description = input.description.trim();
  if (description === '') throw new InvalidInputError('The description is empty');
  const goalName = input.goalName?.trim() || null;
  const recorded: SavingRecordInput = {
    id: crypto.randomUUID(), description, amount: normalizeSavingAmount(amount), currency: input.currency, goalType: input.goalType,
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

export async function deleteSaving(id: string): Promise<{ synced: boolean }> {
  const commandId = await deleteSavingLocally(await database(), id, new Date());
  return { synced: await synced(commandId) };
}

/** Every saving on this device, newest first. */
export function useSavings(): LocalSaving[] | undefined {
  return useLiveQuery((db) => db.savings.orderBy('createdAt').reverse().toArray(), 'savings');
}

export function useGoals(): LocalGoal[] | undefined {
  return useLiveQuery((db) => db.goals.orderBy('id').toArray().then((goals) => goals.sort((a, b) => a.createdAt.localeCompare(b.createdAt))), 'goals');
}

/** Pulls the server's savings and goals now (after a goal was created, changed or deleted). */
export function refreshSavings(): Promise<void> {
  return syncEngine().flush({ pull: true });
}

