// The expense stream's rules: the one lifecycle (only its owner may change, delete or restore it, a
// change records only the fields that differ, a repeated outcome decides nothing, the amount fits the
// currency after any change, as every noun's does: domain/currencies.ts).
import type { LifecycleCommand } from '../ownedItem/define.ts';
import { defineLifecycle } from '../ownedItem/define.ts';
import { flat } from '../ownedItem/shapes.ts';
import type { ExpenseChanges, ExpenseFields } from './events.ts';
import { ExpenseChanged, ExpenseDeleted, ExpenseRecorded, ExpenseRestored } from './events.ts';

export type ExpenseCommand = LifecycleCommand<ExpenseFields, ExpenseChanges, 'Change' | 'Restore'>;

export const { decider: expenseDecider } = defineLifecycle<ExpenseFields, ExpenseChanges, ExpenseCommand>({
  title: 'Expense',
  one: 'An expense',
  events: flat('expenseId', { created: ExpenseRecorded, changed: ExpenseChanged, deleted: ExpenseDeleted, restored: ExpenseRestored }),
});
