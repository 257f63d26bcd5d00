// Expense read models: the list of each user's expenses and their daily totals per local day,
// currency and category. A batch is folded in memory first (rows through evolveKeptExpense,
// totals as exact cent deltas), then written with a few set-based statements.
import { fromCents, toCents } from '../../domain/money.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import { fingerprinted } from '../fingerprint.ts';
import type { Projection } from '../projection.ts';
import type { ExpenseRow, KeptExpense } from './row.ts';
import { evolveKeptExpense, expenseColumns, expenseKey } from './row.ts';
import { KEPT_EXPENSE_COLUMNS, parseKeptExpense } from './sql.ts';
import { oneOf, rowsByKeys } from '../../events/store/driver.ts';

export type ExpenseTables = { list: string; totals: string };

type TotalDelta = { user_id: string; local_day: string; currency: string; category: string; cents: bigint; count: number };

const sameContribution = (a: ExpenseRow, b: ExpenseRow) =>
  a.localDay === b.localDay && a.currency === b.currency && a.category === b.category && a.amount === b.amount;

const expenseIdOf = (event: StoredSautiEvent) => ('expenseId' in event.data ? event.data.expenseId : null);

/** Expense events carry their owner in the metadata: only the owner's commands write to an expense. */
const keyOf = (event: StoredSautiEvent) => {
  const id = expenseIdOf(event);
  return id === null ? null : expenseKey(event.metadata.userId, id);
};

async function loadRows(tx: Queryable, list: string, keys: readonly { user_id: string; id: string }[]) {
  const rows = await tx.query(rowsByKeys('$1', { user_id: 'uuid', id: 'uuid' }, KEPT_EXPENSE_COLUMNS, list), [JSON.stringify(keys)]);
  return new Map(rows.map(parseKeptExpense).map((kept) => [expenseKey(kept.row.userId, kept.row.id), kept]));
}

async function writeRows(tx: Queryable, list: string, kept: readonly KeptExpense[]) {
  if (kept.length === 0) return;
  // Every column but the key is rewritten: the row folded in memory is the whole truth.
  const updated = `${expenseColumns.names}, deleted`.split(', ').filter((name) => name !== 'id' && name !== 'user_id');
  await tx.query(
    `insert into ${list} (${expenseColumns.names}, deleted)
     select * from jsonb_to_recordset($1::text::jsonb) as r (${expenseColumns.recordset}, deleted boolean)
     on conflict (user_id, id) do update set ${updated.map((name) => `${name} = excluded.${name}`).join(', ')}`,
    [JSON.stringify(kept.map(({ row, deleted }) => ({ ...row, deleted })))],
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
  // Only a count that went down can have reached zero (a batch of records, the usual one, skips this).
  const emptied = [...new Set(changed.filter((delta) => delta.count < 0).map((delta) => delta.user_id))];
  if (emptied.length === 0) return;
  await tx.query(
    `delete from ${totals} where expense_count = 0
       and user_id ${oneOf('$1', 'uuid')}`,
    [JSON.stringify(emptied)],
  );
}

const ddl = ({ list, totals }: ExpenseTables) => [
  `create table if not exists ${list} (
    ${expenseColumns.definitions},
    deleted boolean not null,
    primary key (user_id, id)
  )`,
  `create index if not exists ${list}_user_day on ${list} (user_id, local_day, spent_at)`,
  // The ledger's keyset order (newest first by when the money went out, then id), carrying every
  // column a ledger filter reads: a search walks this index alone, never the wide rows.
  `create index if not exists ${list}_ledger on ${list} (user_id, spent_at desc, id desc)
     include (local_day, category, search_text) where not deleted`,
  `create table if not exists ${totals} (
    user_id uuid not null,
    local_day date not null,
    currency text not null,
    category text not null,
    total numeric not null, -- unbounded: many 12-digit amounts may fall on one day
    expense_count integer not null,
    primary key (user_id, local_day, currency, category)
  )`,
];

// v2: keyed by (user, id), since ids are per user, and deleted rows kept (hidden) for undo.
// v3: the note. v4: spentAt apart from createdAt (an expense can move) and the folded search text.
// v5: the note in the search text (History's offline search finds notes too). v6: named by the DDL's
// fingerprint, so a new column (events/expense/fields.ts) rebuilds the tables by itself.
const version = fingerprinted('expenses', 6, ddl({ list: 'list', totals: 'totals' }));

export const expensesProjection: Projection<ExpenseTables> = {
  name: version.name,
  tables: (suffix) => ({ list: version.table('expense_list', suffix), totals: version.table('daily_totals', suffix) }),
  canHandle: new Set(['ExpenseRecorded', 'ExpenseChanged', 'ExpenseDeleted', 'ExpenseRestored']),
  ddl,

  async apply(tx, events, { list, totals }) {
    // Only expenses this batch does not start by recording can have a stored row to load.
    const firstEvents = new Map<string, StoredSautiEvent>();
    for (const event of events) {
      const key = keyOf(event);
      if (key !== null && !firstEvents.has(key)) firstEvents.set(key, event);
    }
    const toLoad = [...firstEvents.values()].flatMap((event) => {
      const id = expenseIdOf(event);
      return event.type !== 'ExpenseRecorded' && id !== null ? [{ user_id: event.metadata.userId, id }] : [];
    });
    const current = toLoad.length > 0 ? await loadRows(tx, list, toLoad) : new Map<string, KeptExpense>();
    const deltas = new Map<string, TotalDelta>();
    const contribute = (kept: KeptExpense | null, sign: 1 | -1) => {
      if (!kept || kept.deleted) return;
      const { row } = kept;
      const key = [row.userId, row.localDay, row.currency, row.category].join('|');
      const delta = deltas.get(key) ??
        { user_id: row.userId, local_day: row.localDay, currency: row.currency, category: row.category, cents: 0n, count: 0 };
      delta.cents += BigInt(sign) * toCents(row.amount);
      delta.count += sign;
      deltas.set(key, delta);
    };
    for (const event of events) {
      const key = keyOf(event);
      if (key === null) continue;
      const before = current.get(key) ?? null;
      const after = evolveKeptExpense(before, event);
      if (!after) continue;
      if (!(before && before.deleted === after.deleted && sameContribution(before.row, after.row))) {
        contribute(before, -1);
        contribute(after, 1);
      }
      current.set(key, after);
    }
    await writeRows(tx, list, [...current.values()]);
    await writeTotals(tx, totals, [...deltas.values()]);
  },

  async afterMove(tx, { list, totals }, userId) {
    await tx.query(`delete from ${totals} where user_id = $1`, [userId]);
    await tx.query(
      `insert into ${totals} (user_id, local_day, currency, category, total, expense_count)
       select user_id, local_day, currency, category, sum(amount), count(*)::int from ${list}
       where user_id = $1 and not deleted group by user_id, local_day, currency, category`,
      [userId],
    );
  },
};
