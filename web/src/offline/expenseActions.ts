// Expense writes as the person sees them: each offline-API call followed by the spec §8 toast for
// its outcome (synced, saved on the phone only, or failed). Screens call these, never the toasts.
import { categoryName } from '../format/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { formatMoney } from '../format/money.ts';
import { addExpense, changeExpense, deleteExpense, restoreExpense } from './expenses.ts';
import type { ExpenseChanges, LocalExpense, NewExpense } from './expenses.ts';
import { followUps } from './start.ts';
import { InvalidInputError, toldToPerson } from './writeErrors.ts';
import { toast } from '../ui/toast.tsx';
import { t } from '../i18n/index.ts';
import { EXPENSE_WORDS as M } from './messages.ts';

const withQueued = (sentence: string, synced: boolean) => (synced ? sentence : t(M.queued, { sentence }));

/** Rejects after telling the person, so a caller (the voice machine) can keep the form for a retry. */
export async function recordExpense(input: NewExpense): Promise<void> {
  try {
    const { synced } = await addExpense(input);
    toast(
      synced
        ? { title: t(M.added), description: `${input.description} · ${formatMoney(input.amount, input.currency)}` }
        : { title: t(M.addedOffline), description: t(M.addedOfflineBody) },
    );
    if (synced) followUps().expenseRecorded?.();
  } catch (error) {
    console.error('addExpense failed', error);
    toast({ title: t(M.error), description: t(M.addFailed), variant: 'destructive' });
    throw error;
  }
}

export async function recategoriseExpense(id: string, category: CategoryId): Promise<void> {
  try {
    const { synced } = await changeExpense(id, { category });
    toast({ title: t(M.updated), description: withQueued(t(M.movedTo, { category: categoryName(category) }), synced) });
  } catch (error) {
    console.error('changeExpense failed', error);
    toast({ title: t(M.error), description: t(M.updateFailed), variant: 'destructive' });
  }
}

/** An empty note clears it. */
export async function annotateExpense(id: string, note: string): Promise<void> {
  try {
    const { synced } = await changeExpense(id, { note });
    toast({ title: t(M.updated), description: withQueued(t(M.noteSaved), synced) });
  } catch (error) {
    console.error('changeExpense failed', error);
    toast({ title: t(M.error), description: t(M.updateFailed), variant: 'destructive' });
  }
}

/**
 * Any of the fields at once (History's edit dialog). The person's words when the change could never be
 * accepted (the dialog says them and stays open); null when saved, or when a failure was told in a toast.
 */
export async function editExpense(expense: LocalExpense, changes: ExpenseChanges): Promise<string | null> {
  try {
    const { synced } = await changeExpense(expense.id, changes);
    const shown = { ...expense, ...changes };
    toast({ title: t(M.updated), description: withQueued(`${shown.description} · ${formatMoney(shown.amount, shown.currency)}`, synced) });
    return null;
  } catch (error) {
    if (error instanceof InvalidInputError) return toldToPerson(error);
    console.error('changeExpense failed', error);
    toast({ title: t(M.error), description: t(M.updateFailed), variant: 'destructive' });
    return null;
  }
}

async function undoRemove(expense: LocalExpense): Promise<void> {
  try {
    const { synced } = await restoreExpense(expense);
    toast({ title: t(M.restored), description: withQueued(t(M.isBack, { description: expense.description }), await synced) });
  } catch (error) {
    console.error('restoreExpense failed', error);
    toast({ title: t(M.error), description: t(M.restoreFailed), variant: 'destructive' });
  }
}

/**
 * Gone from the list at once, with "Expense deleted" and Undo for the toast's 5 s; the server hears
 * of it through the outbox. Undo restores the row the person saw (RestoreExpense, also through the outbox).
 */
export async function removeExpense(expense: LocalExpense): Promise<void> {
  try {
    const { synced } = await deleteExpense(expense.id);
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    toast({
      title: t(M.deleted),
      description: withQueued(t(M.removed, { description: expense.description }), !offline),
      action: { label: t(M.undo), onAction: () => void undoRemove(expense) },
    });
    await synced;
  } catch (error) {
    console.error('deleteExpense failed', error);
    toast({ title: t(M.error), description: t(M.deleteFailed), variant: 'destructive' });
  }
}
