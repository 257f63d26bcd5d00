// The expense stream's rules: the one lifecycle (only its owner may change, delete or restore it, a
// change records only the fields that differ, a repeated outcome decides nothing), and one of its own:
// after a change, the amount must fit the currency.
import { fitsCurrency, wholeUnitsMessage } from '../../domain/currencies.ts';
import { ValidationError } from '../../domain/errors.ts';
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
  // The amount and currency after the change must fit each other (whole francs in XOF and XAF).
  checkChange(fields, changes) {
    const { amount = fields.amount, currency = fields.currency } = changes;
    if ((changes.amount !== undefined || changes.currency !== undefined) && !fitsCurrency(amount, currency)) {
      throw new ValidationError(wholeUnitsMessage(currency), 'amount');
    }
  },
});
