// The expense stream's rules: only its owner may change, delete or restore it, a change records
// only the fields that differ, and repeating an outcome that already holds decides nothing.
import { fitsCurrency, wholeUnitsMessage } from '../../domain/currencies.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { changedFields } from '../changedFields.ts';
import type { Decider } from '../handleCommand.ts';
import type { ExpenseChanges, ExpenseEvent, ExpenseFields } from './events.ts';
import { expenseRegistry } from './events.ts';

export type ExpenseCommand =
  | { type: 'RecordExpense'; userId: string; expenseId: string; fields: ExpenseFields }
  | { type: 'ChangeExpense'; userId: string; expenseId: string; changes: ExpenseChanges }
  | { type: 'DeleteExpense'; userId: string; expenseId: string }
  | { type: 'RestoreExpense'; userId: string; expenseId: string };

export type ExpenseState =
  | { status: 'none' }
  | { status: 'recorded' | 'deleted'; ownerId: string; fields: ExpenseFields };

export const expenseDecider: Decider<ExpenseCommand, ExpenseState, ExpenseEvent> = {
  registry: expenseRegistry,
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'ExpenseRecorded': {
        const { expenseId: _id, ...fields } = event.data;
        return { status: 'recorded', ownerId: event.metadata.userId, fields };
      }
      case 'ExpenseChanged':
        return state.status === 'none' ? state : { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'ExpenseDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      case 'ExpenseRestored':
        return state.status === 'none' ? state : { ...state, status: 'recorded' };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RecordExpense': {
        if (state.status === 'none') {
          return [{ type: 'ExpenseRecorded', data: { expenseId: command.expenseId, ...command.fields } }];
        }
        throw new ConflictError('An expense with this id already exists');
      }
      case 'ChangeExpense': {
        if (state.status !== 'recorded' || state.ownerId !== command.userId) throw new NotFoundError('Expense not found');
        // The amount and currency after the change must fit each other (whole francs in XOF and XAF).
        const { amount = state.fields.amount, currency = state.fields.currency } = command.changes;
        if ((command.changes.amount !== undefined || command.changes.currency !== undefined) && !fitsCurrency(amount, currency)) {
          throw new ValidationError(wholeUnitsMessage(currency), 'amount');
        }
        const changes = changedFields(state.fields, command.changes);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'ExpenseChanged', data: { expenseId: command.expenseId, changes } }];
      }
      case 'DeleteExpense': {
        if (state.status === 'none' || state.ownerId !== command.userId) throw new NotFoundError('Expense not found');
        if (state.status === 'deleted') return [];
        return [{ type: 'ExpenseDeleted', data: { expenseId: command.expenseId } }];
      }
      case 'RestoreExpense': {
        if (state.status === 'none' || state.ownerId !== command.userId) throw new NotFoundError('Expense not found');
        if (state.status === 'recorded') return [];
        return [{ type: 'ExpenseRestored', data: { expenseId: command.expenseId } }];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
