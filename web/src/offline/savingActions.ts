// Savings writes as the person sees them: each offline-API call followed by its toast (synced,
// saved on the phone only, or failed). Components call these, never the toasts or the outbox.
import { formatMoney } from '../format/money.ts';
import { addSaving, changeSaving, deleteSaving } from './savings.ts';
import type { LocalSaving, NewSaving, SavingChanges } from './savings.ts';
import { createGoal, changeGoal, deleteGoal } from './savingsGoals.ts';
import type { GoalFields } from './savingsGoals.ts';
import { toldToPerson } from './writeErrors.ts';
import { generalMessage } from '../user/serverError.ts';
import { toast } from '../ui/toast.tsx';
import { SAVING_WORDS as M } from './messages.ts';
import { t } from '../i18n/index.ts';

/**
 * A spoken saving's description in the person's language: the parsers (phone and server alike) write
 * spec §3's English "Savings for {goal}", which a Swahili speaker read as "Savings fo…" (issue 33).
 */
export const describeSaving = (goalName: string | null | undefined): string =>
  goalName == null || goalName.trim() === '' ? t(M.savingsPlain) : t(M.savingsFor, { goal: goalName.trim() });

/** How a stored saving reads: one the parser described in English is said in the person's language; a typed one as typed. */
export function shownSavingDescription({ description, goalName }: Pick<LocalSaving, 'description' | 'goalName'>): string {
  const parsers = goalName == null ? 'Savings' : `Savings for ${goalName}`;
  return description === parsers ? describeSaving(goalName) : description;
}

/** Rejects after telling the person (a bad amount by name), so the dialog keeps what was entered for a retry. */
export async function recordSaving(input: NewSaving): Promise<void> {
  try {
    const { synced } = await addSaving(input);
    toast(synced
      ? { title: t(M.saved), description: `${input.description} · ${formatMoney(input.amount, input.currency)}` }
      : { title: t(M.savedOffline), description: t(M.savedOfflineDescription) });
  } catch (error) {
    console.error('addSaving failed', error);
    toast({ title: t(M.error), description: toldToPerson(error) ?? t(M.failed), variant: 'destructive' });
    throw error;
  }
}

/** False after telling the person why (a bad amount, the server's refusal), so the dialog keeps what was typed. */
export async function editSaving(saving: LocalSaving, changes: SavingChanges): Promise<boolean> {
  try {
    const { synced } = await changeSaving(saving.id, changes);
    const shown = { ...saving, ...changes };
    writtenToast(t(M.updated), `${shown.description.trim()} · ${formatMoney(shown.amount.trim(), shown.currency)}`, synced);
    return true;
  } catch (error) {
    console.error('changeSaving failed', error);
    toast({ title: t(M.error), description: toldToPerson(error) ?? generalMessage(), variant: 'destructive' });
    return false;
  }
}

export async function removeSaving(id: string): Promise<void> {
  try {
    await deleteSaving(id);
    toast({ title: t(M.deleted) });
  } catch (error) {
    console.error('deleteSaving failed', error);
    toast({ title: t(M.error), description: toldToPerson(error) ?? generalMessage(), variant: 'destructive' });
  }
}

/** The toast of a saving's change or a goal's write: its words once the server has it, with "saved on this phone" while it waits. */
function writtenToast(title: string, sentence: string, synced: boolean): void {
  toast({ title, description: synced ? sentence : t(M.updatedQueued, { sentence }) });
}

/** The failure's words for the person (the phone's or the server's refusal), else the general line. */
function goalProblem(action: string, error: unknown): string {
  console.error(`${action} failed`, error);
  return toldToPerson(error) ?? generalMessage();
}

/** Answers an error message for the form, or null when the goal was saved (on the server, or on this phone). */
export async function saveGoal(id: string | null, fields: GoalFields): Promise<string | null> {
  try {
    const { synced } = id === null ? await createGoal(fields) : await changeGoal(id, fields);
    writtenToast(t(M.goalSaved), fields.name, synced);
    return null;
  } catch (error) {
    return goalProblem('saveGoal', error);
  }
}

export async function removeGoal(id: string, name: string): Promise<void> {
  try {
    const { synced } = await deleteGoal(id);
    writtenToast(t(M.goalDeleted), name, synced);
  } catch (error) {
    toast({ title: t(M.error), description: goalProblem('deleteGoal', error), variant: 'destructive' });
  }
}

/** Marks a goal completed before its bar is full (the person decided it is done). */
export async function completeGoal(id: string, name: string): Promise<void> {
  try {
    const { synced } = await changeGoal(id, { isCompleted: true });
    writtenToast(t(M.goalSaved), `${name} · ${t(M.completed)}`, synced);
  } catch (error) {
    toast({ title: t(M.error), description: goalProblem('completeGoal', error), variant: 'destructive' });
  }
}
