// One expense as the list shows it, and how each expense event changes that row. Pure: the
// local day comes from the event's own instant and the time zone recorded with it.
import { localDay } from '../../domain/dates.ts';
import { expenseSearchText } from '../../domain/search.ts';
import { expenseFields } from '../../events/expense/fields.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import { changedValues, fieldColumns, recordedValues } from '../fieldColumns.ts';

/** One expense as the list shows it, a column per entry of events/expense/fields.ts. */
export const expenseColumns = fieldColumns(expenseFields);

export type ExpenseRow = ReturnType<typeof expenseColumns.parse>;

/**
 * An expense as the projection keeps it. A deleted one stays, hidden from every query, so that
 * undoing the delete brings back exactly the row it was (and its day's totals).
 */
export interface KeptExpense {
  row: ExpenseRow;
  deleted: boolean;
}

export function evolveKeptExpense(kept: KeptExpense | null, event: StoredSautiEvent): KeptExpense | null {
  switch (event.type) {
    case 'ExpenseRecorded': {
      const fields = recordedValues(expenseFields, event.data);
      const row = {
        id: event.data.expenseId,
        userId: event.metadata.userId,
        ...fields,
        localDay: localDay(fields.spentAt, event.metadata.timeZone),
        searchText: expenseSearchText(fields.description, fields.originalText, fields.note),
        createdAt: fields.spentAt,
        updatedAt: event.metadata.occurredAt,
      };
      return { row, deleted: false };
    }
    case 'ExpenseChanged': {
      if (!kept) return kept;
      const changes = changedValues(expenseFields, event.data.changes);
      const changed = { ...kept.row, ...changes, updatedAt: event.metadata.occurredAt };
      // A moved expense may land on another local day, by the time zone it was moved in.
      const moved = changes.spentAt === undefined ? changed : { ...changed, localDay: localDay(changes.spentAt, event.metadata.timeZone) };
      return { ...kept, row: { ...moved, searchText: expenseSearchText(moved.description, moved.originalText, moved.note) } };
    }
    case 'ExpenseDeleted':
      return kept && { ...kept, deleted: true };
    case 'ExpenseRestored':
      return kept && { ...kept, deleted: false };
    default:
      return kept;
  }
}

/** An expense's key in the read model: ids are per user, so the same id may belong to two users. */
export const expenseKey = (userId: string, expenseId: string) => `${userId} ${expenseId}`;
