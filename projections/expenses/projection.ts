// Expense read models: the list of each user's expenses and their daily totals per local day,
// currency and category. A change moves an expense between totals by removing the old row's
// contribution and adding the new one's.
import type { Queryable } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';
import type { ExpenseRow } from './row.ts';
import { evolveExpenseRow } from './row.ts';
import { EXPENSE_COLUMNS, parseExpenseRow } from './sql.ts';

export type ExpenseTables = { list: string; totals: string };

async function addToTotals(tx: Queryable, totals: string, row: ExpenseRow, sign: 1 | -1) {
  await tx.query(
    `insert into ${totals} as t (user_id, local_day, currency, category, total, expense_count)
     values ($1, $2, $3, $4, $5::numeric * $6, $6)
     on conflict (user_id, local_day, currency, category)
     do update set total = t.total + excluded.total, expense_count = t.expense_count + excluded.expense_count`,
    [row.userId, row.localDay, row.currency, row.category, row.amount, sign],
  );
  if (sign < 0) {
    await tx.query(
      `delete from ${totals} where user_id = $1 and local_day = $2 and currency = $3 and category = $4 and expense_count = 0`,
      [row.userId, row.localDay, row.currency, row.category],
    );
  }
}

const sameContribution = (a: ExpenseRow, b: ExpenseRow) =>
  a.localDay === b.localDay && a.currency === b.currency && a.category === b.category && a.amount === b.amount;

export const expensesProjection: Projection<ExpenseTables> = {
  name: 'expenses.v1',
  tables: (suffix) => ({ list: `expense_list_v1${suffix}`, totals: `daily_totals_v1${suffix}` }),
  canHandle: new Set(['ExpenseRecorded', 'ExpenseChanged', 'ExpenseDeleted']),

  ddl: ({ list, totals }) => [
    `create table if not exists ${list} (
      id uuid primary key,
      user_id uuid not null,
      description text not null,
      amount numeric(14, 2) not null,
      currency text not null,
      category text not null,
      language text not null,
      original_text text,
      local_day date not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    `create index if not exists ${list}_user_day on ${list} (user_id, local_day, created_at)`,
    `create table if not exists ${totals} (
      user_id uuid not null,
      local_day date not null,
      currency text not null,
      category text not null,
      total numeric(16, 2) not null,
      expense_count integer not null,
      primary key (user_id, local_day, currency, category)
    )`,
  ],

  async apply(tx, event, { list, totals }) {
    if (!('expenseId' in event.data)) return;
    const [found] = await tx.query(`select ${EXPENSE_COLUMNS} from ${list} where id = $1`, [event.data.expenseId]);
    const before = found ? parseExpenseRow(found) : null;
    const after = evolveExpenseRow(before, event);
    if (after) {
      await tx.query(
        `insert into ${list} (id, user_id, description, amount, currency, category, language, original_text,
           local_day, created_at, updated_at)
         values ($1, $2, $3, $4::numeric, $5, $6, $7, $8, $9::date, $10::timestamptz, $11::timestamptz)
         on conflict (id) do update set description = excluded.description, amount = excluded.amount,
           category = excluded.category, updated_at = excluded.updated_at`,
        [after.id, after.userId, after.description, after.amount, after.currency, after.category, after.language,
          after.originalText, after.localDay, after.createdAt, after.updatedAt],
      );
    } else if (before) {
      await tx.query(`delete from ${list} where id = $1`, [before.id]);
    }
    if (before && after && sameContribution(before, after)) return;
    if (before) await addToTotals(tx, totals, before, -1);
    if (after) await addToTotals(tx, totals, after, 1);
  },
};
