// The savings goal stream's rules: only its owner may change, complete or delete it; a change
// records only what differs; completing twice or deleting twice decides nothing.
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { changedFields } from '../changedFields.ts';
import type { Decider } from '../handleCommand.ts';
import type { SavingsGoalChanges, SavingsGoalEvent, SavingsGoalFields } from './events.ts';
import { savingsGoalRegistry } from './events.ts';

export type SavingsGoalCommand =
  | { type: 'CreateSavingsGoal'; userId: string; goalId: string; fields: SavingsGoalFields }
  | { type: 'ChangeSavingsGoal'; userId: string; goalId: string; changes: SavingsGoalChanges; isCompleted?: boolean }
  | { type: 'DeleteSavingsGoal'; userId: string; goalId: string };

export type SavingsGoalState =
  | { status: 'none' }
  | { status: 'active' | 'deleted'; ownerId: string; completed: boolean; fields: SavingsGoalFields };

export const savingsGoalDecider: Decider<SavingsGoalCommand, SavingsGoalState, SavingsGoalEvent> = {
  registry: savingsGoalRegistry,
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'SavingsGoalCreated': {
        const { goalId: _id, ...fields } = event.data;
        return { status: 'active', ownerId: event.metadata.userId, completed: false, fields };
      }
      case 'SavingsGoalChanged':
        return state.status === 'none' ? state : { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'SavingsGoalCompleted':
        return state.status === 'none' ? state : { ...state, completed: true };
      case 'SavingsGoalDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateSavingsGoal': {
        if (state.status === 'none') return [{ type: 'SavingsGoalCreated', data: { goalId: command.goalId, ...command.fields } }];
        throw new ConflictError('A savings goal with this id already exists');
      }
      case 'ChangeSavingsGoal': {
        if (state.status !== 'active' || state.ownerId !== command.userId) throw new NotFoundError('Savings goal not found');
        if (command.isCompleted === false && state.completed) {
          throw new ValidationError('A completed goal cannot be reopened', 'isCompleted');
        }
        const changes = changedFields(state.fields, command.changes);
        const events: SavingsGoalEvent[] = [];
        if (Object.keys(changes).length > 0) events.push({ type: 'SavingsGoalChanged', data: { goalId: command.goalId, changes } });
        if (command.isCompleted === true && !state.completed) events.push({ type: 'SavingsGoalCompleted', data: { goalId: command.goalId } });
        return events;
      }
      case 'DeleteSavingsGoal': {
        if (state.status === 'none' || state.ownerId !== command.userId) throw new NotFoundError('Savings goal not found');
        if (state.status === 'deleted') return [];
        return [{ type: 'SavingsGoalDeleted', data: { goalId: command.goalId } }];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
