// The saving and goal rows as their tables hold them: a field is one line (the table, reads and writes
// follow) in events/saving/fields.ts or events/savingsGoal/fields.ts. Amounts are text: USDT's 8 decimals survive.
import { goalKey } from '../../domain/parse/savingsAmount.ts';
import { savingFields } from '../../events/saving/fields.ts';
import { savingsGoalFields } from '../../events/savingsGoal/fields.ts';
import { fieldColumns } from '../fieldColumns.ts';

/** One saving, a column per entry of events/saving/fields.ts. */
export const savingColumns = fieldColumns(savingFields);

export type SavingRow = ReturnType<typeof savingColumns.parse>;

/** What goal progress matches a saving on, kept beside the row (not part of it). */
export const GOAL_KEY = { names: 'goal_key', recordset: '"goalKey" text' };
export const withGoalKey = (row: SavingRow) => ({ ...row, goalKey: row.goalName === null ? null : goalKey(row.goalName) });

/** One savings goal, a column per entry of events/savingsGoal/fields.ts. */
export const goalColumns = fieldColumns(savingsGoalFields);

export type SavingsGoalRow = ReturnType<typeof goalColumns.parse>;
