// Every read of the expense read models, from either transport, goes through these functions.
// Each is scoped to one user: there is no query that crosses users.
import * as z from 'zod';
import type { Queryable } from '../../events/store/driver.ts';
import { findOwnRow } from '../ownRow.ts';
import { expensesProjection } from './projection.ts';
import type { ExpenseRow } from './row.ts';
import { expenseColumns } from './row.ts';
import { EXPENSE_COLUMNS, parseExpenseRow } from './sql.ts';

const live = expensesProjection.tables('');

export async function listExpenses(db: Queryable, userId: string, fromDay: string, toDay: string): Promise<ExpenseRow[]> {
  const rows = await db.query(
    `select ${EXPENSE_COLUMNS} from ${live.list}
     where user_id = $1 and local_day between $2::date and $3::date and not deleted
     order by spent_at desc, id`,
    [userId, fromDay, toDay],
  );
  return rows.map(parseExpenseRow);
}

/** One user's expense, or null. */
export const findExpense = (db: Queryable, userId: string, expenseId: string): Promise<ExpenseRow | null> =>
  findOwnRow(db, live.list, expenseColumns, userId, expenseId, 'not deleted');

const TotalRecord = z.object({
  local_day: z.string(),
  currency: z.string(),
  category: z.string(),
  total: z.string(),
  expense_count: z.coerce.number(),
});

export interface DayTotal {
  day: string;
  currency: string;
  category: string;
  total: string;
  count: number;
}

export async function listDayTotals(db: Queryable, userId: string, fromDay: string, toDay: string): Promise<DayTotal[]> {
  const rows = await db.query(
    `select local_day::text, currency, category, total::text, expense_count from ${live.totals}
     where user_id = $1 and local_day between $2::date and $3::date
     order by local_day, currency, category`,
    [userId, fromDay, toDay],
  );
  return rows.map((raw) => {
    const row = TotalRecord.parse(raw);
    return { day: row.local_day, currency: row.currency, category: row.category, total: row.total, count: row.expense_count };
  });
}
