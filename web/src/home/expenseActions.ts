// Expense writes as the person sees them: each offline-API call followed by the spec §8 toast for
// its outcome (synced, saved on the phone only, or failed). Screens call these, never the toasts.
import { CATEGORIES } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { formatMoney } from '../format/money.ts';
import { addExpense, changeExpense, deleteExpense } from '../offline/expenses.ts';
import type { NewExpense } from '../offline/expenses.ts';
import { toast } from '../ui/toast.tsx';

const QUEUED = 'Saved on this phone; it will sync when online.';

/** Rejects after telling the person, so a caller (the voice machine) can keep the form for a retry. */
export async function recordExpense(input: NewExpense): Promise<void> {
  try {
    const { synced } = await addExpense(input);
    toast(
      synced
        ? { title: 'Expense added', description: `${input.description} · ${formatMoney(input.amount, input.currency)}` }
        : { title: 'Expense added offline', description: 'Your expense has been saved locally and will sync when online.' },
    );
    if (synced) void import('../analytics/budgetAlerts.ts').then((alerts) => alerts.checkBudgetAlerts());
  } catch (error) {
    console.error('addExpense failed', error);
    toast({ title: 'Error', description: 'Failed to add expense. Please try again.', variant: 'destructive' });
    throw error;
  }
}

export async function recategoriseExpense(id: string, category: CategoryId): Promise<void> {
  try {
    const { synced } = await changeExpense(id, { category });
    const moved = `Moved to ${CATEGORIES[category].name}.`;
    toast({ title: 'Expense updated', description: synced ? moved : `${moved} ${QUEUED}` });
  } catch (error) {
    console.error('changeExpense failed', error);
    toast({ title: 'Error', description: 'Failed to update expense. Please try again.', variant: 'destructive' });
  }
}

export async function removeExpense(id: string, description: string): Promise<void> {
  try {
    const { synced } = await deleteExpense(id);
    const removed = `${description} was removed.`;
    toast({ title: 'Expense deleted', description: synced ? removed : `${removed} ${QUEUED}` });
  } catch (error) {
    console.error('deleteExpense failed', error);
    toast({ title: 'Error', description: 'Failed to delete expense. Please try again.', variant: 'destructive' });
  }
}
