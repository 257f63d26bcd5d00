// One expense as the list shows it, and how each expense event changes that row. Pure: the
// local day comes from the event's own instant and the time zone recorded with it.
import { localDay } from '../../domain/dates.ts';
import type { ExpenseSource } from '../../events/expense/events.ts';
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
  /** The payment message it was imported from; null for an expense entered by voice or by hand. */
  source: ExpenseSource | null;
  localDay: string;
  createdAt: string;
  updatedAt: string;
}

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
      const { expenseId, spentAt, source, ...fields } = event.data;
      const row = {
        id: expenseId,
        userId: event.metadata.userId,
        ...fields,
        source: source ?? null,
        localDay: localDay(spentAt, event.metadata.timeZone),
        createdAt: spentAt,
        updatedAt: event.metadata.occurredAt,
      };
      return { row, deleted: false };
    }
    case 'ExpenseChanged':
      return kept && { ...kept, row: { ...kept.row, ...event.data.changes, updatedAt: event.metadata.occurredAt } };
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
