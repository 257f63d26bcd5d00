// How an expense row is selected and parsed back, in one place for the projection and its queries.
import * as z from 'zod';
import type { KeptExpense } from './row.ts';
import { expenseColumns } from './row.ts';

export const EXPENSE_COLUMNS = expenseColumns.select;

export const parseExpenseRow = expenseColumns.parse;

/** The projection's own read: the row and whether it is deleted (queries never see deleted rows). */
export const KEPT_EXPENSE_COLUMNS = `${EXPENSE_COLUMNS}, deleted`;

export const parseKeptExpense = (raw: unknown): KeptExpense => ({
  row: parseExpenseRow(raw),
  deleted: z.object({ deleted: z.boolean() }).parse(raw).deleted,
});
