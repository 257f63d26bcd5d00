// The saving and goal rows as their tables hold them: a field is one line here (the table, reads
// and writes follow). Amounts are kept as text so USDT's 8 decimals survive exactly.
import { goalKey } from '../../domain/parse/savingsAmount.ts';
import { column, columnsOf } from '../columns.ts';

export const savingColumns = columnsOf({
  id: column.id(),
  userId: column.id(),
  description: column.text(),
  amount: column.text(),
  currency: column.text(),
  goalType: column.text(),
  goalName: column.optionalText(),
  language: column.text(),
  originalText: column.optionalText(),
  /** The person's own words about it, if any. */
  note: column.optionalText(),
  localDay: column.day(),
  createdAt: column.instant(),
  updatedAt: column.instant(),
});

export type SavingRow = ReturnType<typeof savingColumns.parse>;

/** What goal progress matches a saving on, kept beside the row (not part of it). */
export const GOAL_KEY = { names: 'goal_key', recordset: '"goalKey" text' };
export const withGoalKey = (row: SavingRow) => ({ ...row, goalKey: row.goalName === null ? null : goalKey(row.goalName) });

export const goalColumns = columnsOf({
  id: column.id(),
  userId: column.id(),
  name: column.text(),
  targetAmount: column.text(),
  currency: column.text(),
  deadline: column.optionalDay(),
  isCompleted: column.flag(),
  createdAt: column.instant(),
  updatedAt: column.instant(),
});

export type SavingsGoalRow = ReturnType<typeof goalColumns.parse>;
