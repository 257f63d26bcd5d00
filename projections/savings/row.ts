// One saving and one savings goal as the read models hold them, and how each event changes them.
// Pure: a saving's local day comes from its own instant and the time zone recorded with it.
import { localDay } from '../../domain/dates.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import { savingFields } from '../../events/saving/fields.ts';
import { savingsGoalFields } from '../../events/savingsGoal/fields.ts';
import { changedValues, recordedValues } from '../fieldColumns.ts';
import type { SavingRow, SavingsGoalRow } from './sql.ts';

export type { SavingRow, SavingsGoalRow };

export function evolveSavingRow(row: SavingRow | null, event: StoredSautiEvent): SavingRow | null {
  switch (event.type) {
    case 'SavingRecorded': {
      const { savingId, savedAt } = event.data;
      return {
        id: savingId,
        userId: event.metadata.userId,
        ...recordedValues(savingFields, event.data),
        localDay: localDay(savedAt, event.metadata.timeZone),
        createdAt: savedAt,
        updatedAt: event.metadata.occurredAt,
      };
    }
    case 'SavingChanged':
      return row && { ...row, ...changedValues(savingFields, event.data.changes), updatedAt: event.metadata.occurredAt };
    case 'SavingDeleted':
      return null;
    default:
      return row;
  }
}

export function evolveGoalRow(row: SavingsGoalRow | null, event: StoredSautiEvent): SavingsGoalRow | null {
  switch (event.type) {
    case 'SavingsGoalCreated': {
      const at = event.metadata.occurredAt;
      return {
        id: event.data.goalId,
        userId: event.metadata.userId,
        ...recordedValues(savingsGoalFields, event.data),
        isCompleted: false,
        createdAt: at,
        updatedAt: at,
      };
    }
    case 'SavingsGoalChanged':
      return row && { ...row, ...changedValues(savingsGoalFields, event.data.changes), updatedAt: event.metadata.occurredAt };
    case 'SavingsGoalCompleted':
      return row && { ...row, isCompleted: true, updatedAt: event.metadata.occurredAt };
    case 'SavingsGoalDeleted':
      return null;
    default:
      return row;
  }
}

export const savingIdOf = (event: StoredSautiEvent) => ('savingId' in event.data ? event.data.savingId : null);
export const goalIdOf = (event: StoredSautiEvent) => ('goalId' in event.data ? event.data.goalId : null);
