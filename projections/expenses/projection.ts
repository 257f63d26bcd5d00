// Expense read models: the list of each user's expenses and their daily totals per local day,
// currency and category. A batch is folded in memory first (rows through evolveExpenseRow,
// totals as exact cent deltas), then written with a few set-based statements.
import { fromCents, toCents } from '../../domain/money.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';
import type { ExpenseRow } from './row.ts';
import { evolveExpenseRow } from './row.ts';
import { EXPENSE_COLUMNS, parseExpenseRow } from './sql.ts';

export type ExpenseTables = { list: string; totals: string };

type TotalDelta = { user_id: string; local_day: string; currency: string; category: string; cents: bigint; count: number };

const sameContribution = (a: ExpenseRow, b: ExpenseRow) =>
  a.localDay === b.localDay && a.currency === b.currency && a.category === b.category && a.amount === b.amount;

const expenseIdOf = (event: StoredSautiEvent) => ('expenseId' in event.data ? event.data.expenseId : null);

async function loadRows(tx: Queryable, list: string, ids: readonly string[]) {
  const rows = await tx.query(
    `select ${EXPENSE_COLUMNS} from ${list} where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`,
    [JSON.stringify(ids)],
  );
  return new Map(rows.map(parseExpenseRow).map((row) => [row.id, row]));
}

async function writeRows(tx: Queryable, list: string, rows: readonly ExpenseRow[]) {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    id: row.id, user_id: row.userId, description: row.description, amount: row.amount, currency: row.currency,
    category: row.category, language: row.language, original_text: row.originalText, local_day: row.localDay,
    created_at: row.createdAt, updated_at: row.updatedAt,
  }));
  await tx.query(
    `insert into ${list} (id, user_id, description, amount, currency, category, language, original_text, local_day,
       created_at, updated_at)
     select * from jsonb_to_recordset($1::text::jsonb) as r (id uuid, user_id uuid, description text, amount numeric,
       currency text, category text, language text, original_text text, local_day date, created_at timestamptz,
       updated_at timestamptz)
     on conflict (id) do update set description = excluded.description, amount = excluded.amount,
       category = excluded.category, updated_at = excluded.updated_at`,
    [JSON.stringify(records)],
  );
}

async function writeTotals(tx: Queryable, totals: string, deltas: readonly TotalDelta[]) {
  const changed = deltas.filter((delta) => delta.cents !== 0n || delta.count !== 0);
  if (changed.length === 0) return;
  const records = changed.map(({ cents, count, ...key }) => ({ ...key, total: fromCents(cents), expense_count: count }));
  await tx.query(
    `insert into ${totals} as t (user_id, local_day, currency, category, total, expense_count)
     select * from jsonb_to_recordset($1::text::jsonb) as r (user_id uuid, local_day date, currency text, category text,
       total numeric, expense_count integer)
     on conflict (user_id, local_day, currency, category)
     do update set total = t.total + excluded.total, expense_count = t.expense_count + excluded.expense_count`,
    [JSON.stringify(records)],
  );
  await tx.query(
    `delete from ${totals} where expense_count = 0
       and user_id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`,
    [JSON.stringify([...new Set(changed.map((delta) => delta.user_id))])],
  );
}

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
      total numeric not null, -- unbounded: many 12-digit amounts may fall on one day
      expense_count integer not null,
      primary key (user_id, local_day, currency, category)
    )`,
  ],

  async apply(tx, events, { list, totals }) {
    // Only expenses this batch does not start by recording can have a stored row to load.
    const firstEvents = new Map<string, StoredSautiEvent>();
    for (const event of events) {
      const id = expenseIdOf(event);
      if (id !== null && !firstEvents.has(id)) firstEvents.set(id, event);
    }
    const toLoad = [...firstEvents].filter(([, event]) => event.type !== 'ExpenseRecorded').map(([id]) => id);
    const stored = toLoad.length > 0 ? await loadRows(tx, list, toLoad) : new Map<string, ExpenseRow>();
    const current = new Map<string, ExpenseRow | null>(stored);
    const deltas = new Map<string, TotalDelta>();
    const contribute = (row: ExpenseRow, sign: 1 | -1) => {
      const key = [row.userId, row.localDay, row.currency, row.category].join('|');
      const delta = deltas.get(key) ??
        { user_id: row.userId, local_day: row.localDay, currency: row.currency, category: row.category, cents: 0n, count: 0 };
      delta.cents += BigInt(sign) * toCents(row.amount);
      delta.count += sign;
      deltas.set(key, delta);
    };
    for (const event of events) {
      const id = expenseIdOf(event);
      if (id === null) continue;
      const before = current.get(id) ?? null;
      const after = evolveExpenseRow(before, event);
      if (!(before && after && sameContribution(before, after))) {
        if (before) contribute(before, -1);
        if (after) contribute(after, 1);
      }
      current.set(id, after);
    }
    const gone = [...current].filter(([id, row]) => row === null && stored.has(id)).map(([id]) => id);
    if (gone.length > 0) {
      await tx.query(`delete from ${list} where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`, [
        JSON.stringify(gone),
      ]);
    }
    await writeRows(tx, list, [...current.values()].filter((row) => row !== null));
    await writeTotals(tx, totals, [...deltas.values()]);
  },
};
