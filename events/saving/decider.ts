// The saving stream's rules: only its owner may change or delete it, a change records only the
// fields that differ, and repeating an outcome that already holds decides nothing.
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { changedFields } from '../changedFields.ts';
import type { Decider } from '../handleCommand.ts';
import type { SavingChanges, SavingEvent, SavingFields } from './events.ts';
import { savingRegistry } from './events.ts';

export type SavingCommand =
  | { type: 'RecordSaving'; userId: string; savingId: string; fields: SavingFields }
  | { type: 'ChangeSaving'; userId: string; savingId: string; changes: SavingChanges }
  | { type: 'DeleteSaving'; userId: string; savingId: string };

export type SavingState =
  | { status: 'none' }
  | { status: 'recorded' | 'deleted'; ownerId: string; fields: SavingFields };

export const savingDecider: Decider<SavingCommand, SavingState, SavingEvent> = {
  registry: savingRegistry,
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'SavingRecorded': {
        const { savingId: _id, ...fields } = event.data;
        return { status: 'recorded', ownerId: event.metadata.userId, fields };
      }
      case 'SavingChanged':
        return state.status === 'none' ? state : { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'SavingDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RecordSaving': {
        if (state.status === 'none') {
          return [{ type: 'SavingRecorded', data: { savingId: command.savingId, ...command.fields } }];
        }
        throw new ConflictError('A saving with this id already exists');
      }
      case 'ChangeSaving': {
        if (state.status !== 'recorded' || state.ownerId !== command.userId) throw new NotFoundError('Saving not found');
        const changes = changedFields(state.fields, command.changes);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'SavingChanged', data: { savingId: command.savingId, changes } }];
      }
      case 'DeleteSaving': {
        if (state.status === 'none' || state.ownerId !== command.userId) throw new NotFoundError('Saving not found');
        if (state.status === 'deleted') return [];
        return [{ type: 'SavingDeleted', data: { savingId: command.savingId } }];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
