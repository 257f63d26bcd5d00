// Every read of the expense read models, from either transport, goes through these functions.
// Each is scoped to one user: there is no query that crosses users.
import { z } from 'zod';
import type { Queryable } from '../../events/store/driver.ts';
import { oneOf } from '../../events/store/driver.ts';
import { sameTurnOn } from '../../events/store/sameTurn.ts';
import { expensesProjection } from './projection.ts';
import type { ExpenseRow } from './row.ts';
import { EXPENSE_COLUMNS, parseExpenseRow } from './sql.ts';
import { isUuid } from '../../events/store/ids.ts';

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

/**
 * One user's expense, or null (also for an id that is no UUID, which no expense has). The writes
 * answered in one turn of the event loop read theirs in one statement.
 */
export async function findExpense(db: Queryable, userId: string, expenseId: string): Promise<ExpenseRow | null> {
  if (!isUuid(expenseId)) return null;
  const ask = { userId: userId.toLowerCase(), expenseId: expenseId.toLowerCase() };
  const rows = await sameTurnOn(db, 'expense', (asks: readonly (typeof ask)[]) => findExpenses(db, asks))(ask);
  return rows.find((row) => row.userId === ask.userId && row.id === ask.expenseId) ?? null;
}

/** The expenses asked for (each caller takes its own: the pairs' users and ids cross). */
async function findExpenses(db: Queryable, asks: readonly { userId: string; expenseId: string }[]): Promise<ExpenseRow[]> {
  const rows = await db.query(
    `select ${EXPENSE_COLUMNS} from ${live.list} where user_id ${oneOf('$1', 'uuid')} and id ${oneOf('$2', 'uuid')} and not deleted`,
    [JSON.stringify([...new Set(asks.map((ask) => ask.userId))]), JSON.stringify([...new Set(asks.map((ask) => ask.expenseId))])],
  );
  return rows.map(parseExpenseRow);
}

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
