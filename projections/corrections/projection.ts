// The correction memory: which category each user gave a description when they corrected one
// (an ExpenseChanged with a category). Expenses' current descriptions are kept here too, because a
// change event names only what changed. Analysis and recording read it before the keyword lists.
// Expense ids are per user, so an expense is (user, id); a deleted one keeps its row, as an undo
// may bring it back and be corrected again.
import { correctionKey } from '../../domain/parse/index.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import { rowsByKeys } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';

export type CorrectionTables = { expenses: string; memory: string };

interface ExpenseKey {
  readonly expenseId: string;
  readonly userId: string;
  readonly key: string;
}

interface Remembered extends ExpenseKey {
  readonly category: string;
}

const keyOf = (userId: string, expenseId: string) => `${userId} ${expenseId}`;

async function loadExpenses(tx: Queryable, expenses: string, keys: readonly { user_id: string; expense_id: string }[]) {
  const rows = await tx.query(
    rowsByKeys('$1', { user_id: 'uuid', expense_id: 'uuid' }, 'expense_id::text, user_id::text, description_key', expenses),
    [JSON.stringify(keys)],
  );
  return new Map(rows.map((row) => {
    const kept = { expenseId: String(row['expense_id']), userId: String(row['user_id']), key: String(row['description_key']) };
    return [keyOf(kept.userId, kept.expenseId), kept];
  }));
}

/** Folds a batch in memory: each expense's latest key and each correction, last one winning. */
function foldBatch(events: readonly StoredSautiEvent[], current: Map<string, ExpenseKey>, memory: Map<string, Remembered>) {
  for (const event of events) {
    if (event.type === 'ExpenseRecorded') {
      const { userId } = event.metadata;
      current.set(keyOf(userId, event.data.expenseId), { expenseId: event.data.expenseId, userId, key: correctionKey(event.data.description) });
    } else if (event.type === 'ExpenseChanged') {
      const before = current.get(keyOf(event.metadata.userId, event.data.expenseId));
      if (!before) continue;
      const { description, category } = event.data.changes;
      const after = description === undefined ? before : { ...before, key: correctionKey(description) };
      current.set(keyOf(after.userId, after.expenseId), after);
      if (category !== undefined && after.key !== '') memory.set(`${after.userId} ${after.key}`, { ...after, category });
    }
  }
}

export const correctionsProjection: Projection<CorrectionTables> = {
  // v2: expenses keyed by (user, id), and kept when deleted.
  name: 'corrections.v2',
  tables: (suffix) => ({ expenses: `correction_expenses_v2${suffix}`, memory: `category_memory_v2${suffix}` }),
  canHandle: new Set(['ExpenseRecorded', 'ExpenseChanged']),

  ddl: ({ expenses, memory }) => [
    `create table if not exists ${expenses} (
      user_id uuid not null,
      expense_id uuid not null,
      description_key text not null,
      primary key (user_id, expense_id)
    )`,
    `create table if not exists ${memory} (
      user_id uuid not null,
      description_key text not null,
      category text not null,
      primary key (user_id, description_key)
    )`,
  ],

  async apply(tx, events, { expenses, memory }) {
    const recordedHere = new Set(events.flatMap((event) =>
      event.type === 'ExpenseRecorded' ? [keyOf(event.metadata.userId, event.data.expenseId)] : []));
    const toLoad = new Map(events.flatMap((event) => {
      if (event.type !== 'ExpenseChanged') return [];
      const key = keyOf(event.metadata.userId, event.data.expenseId);
      return recordedHere.has(key) ? [] : [[key, { user_id: event.metadata.userId, expense_id: event.data.expenseId }] as const];
    }));
    const current = toLoad.size > 0 ? await loadExpenses(tx, expenses, [...toLoad.values()]) : new Map<string, ExpenseKey>();
    const remembered = new Map<string, Remembered>();
    foldBatch(events, current, remembered);
    const kept = [...current.values()].map((row) => ({ user_id: row.userId, expense_id: row.expenseId, description_key: row.key }));
    if (kept.length > 0) {
      await tx.query(
        `insert into ${expenses} select * from jsonb_to_recordset($1::text::jsonb) as r (user_id uuid, expense_id uuid, description_key text)
         on conflict (user_id, expense_id) do update set description_key = excluded.description_key`,
        [JSON.stringify(kept)],
      );
    }
    const corrections = [...remembered.values()].map(({ userId, key, category }) => ({ user_id: userId, description_key: key, category }));
    if (corrections.length > 0) {
      await tx.query(
        `insert into ${memory} select * from jsonb_to_recordset($1::text::jsonb) as r (user_id uuid, description_key text, category text)
         on conflict (user_id, description_key) do update set category = excluded.category`,
        [JSON.stringify(corrections)],
      );
    }
  },
};
