// One expense as the list shows it, and how each expense event changes that row. Pure: the
// local day comes from the event's own instant and the time zone recorded with it.
import { localDay } from '../../domain/dates.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';

export interface ExpenseRow {
  id: string;
  userId: string;
  description: string;
  amount: string;
  currency: string;
  category: string;
  language: string;
  originalText: string | null;
  localDay: string;
  createdAt: string;
  updatedAt: string;
}

export function evolveExpenseRow(row: ExpenseRow | null, event: StoredSautiEvent): ExpenseRow | null {
  switch (event.type) {
    case 'ExpenseRecorded': {
      const { expenseId, spentAt, ...fields } = event.data;
      return {
        id: expenseId,
        userId: event.metadata.userId,
        ...fields,
        localDay: localDay(spentAt, event.metadata.timeZone),
        createdAt: spentAt,
        updatedAt: event.metadata.occurredAt,
      };
    }
    case 'ExpenseChanged':
      return row && { ...row, ...event.data.changes, updatedAt: event.metadata.occurredAt };
    case 'ExpenseDeleted':
      return null;
    default:
      return row;
  }
}
