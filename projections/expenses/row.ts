// One expense as the list shows it, and how each expense event changes that row. Pure: the
// local day comes from the event's own instant and the time zone recorded with it.
import { localDay } from '../../domain/dates.ts';
import { expenseSearchText } from '../../domain/search.ts';
import { ExpenseSource } from '../../events/expense/events.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import { column, columnsOf } from '../columns.ts';

/** One expense as the list shows it: a field is one line here (the table, reads and writes follow). */
export const expenseColumns = columnsOf({
  id: column.id(),
  userId: column.id(),
  description: column.text(),
  amount: column.amount(),
  currency: column.text(),
  category: column.text(),
  language: column.text(),
  originalText: column.optionalText(),
  /** The person's own words about it, if any. */
  note: column.optionalText(),
  /** The payment message it was imported from; null for an expense entered by voice or by hand. */
  source: column.json(ExpenseSource.nullable()),
  localDay: column.day(),
  /** When the money went out; the list's order. A moved expense keeps its createdAt. */
  spentAt: column.instant(),
  /** Description, original words and note folded for search (domain/search.ts). */
  searchText: column.text(),
  createdAt: column.instant(),
  updatedAt: column.instant(),
});

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
      const { expenseId, spentAt, source, note, ...fields } = event.data;
      const row = {
        id: expenseId,
        userId: event.metadata.userId,
        ...fields,
        note: note || null,
        source: source ?? null,
        localDay: localDay(spentAt, event.metadata.timeZone),
        spentAt,
        searchText: expenseSearchText(fields.description, fields.originalText, note || null),
        createdAt: spentAt,
        updatedAt: event.metadata.occurredAt,
      };
      return { row, deleted: false };
    }
    case 'ExpenseChanged': {
      if (!kept) return kept;
      // An empty note is no note.
      const { note, spentAt, ...changes } = event.data.changes;
      const changed = { ...kept.row, ...changes, updatedAt: event.metadata.occurredAt };
      const noted = note === undefined ? changed : { ...changed, note: note || null };
      const moved = spentAt === undefined ? noted : { ...noted, spentAt, localDay: localDay(spentAt, event.metadata.timeZone) };
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
