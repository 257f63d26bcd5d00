// The correction memory: which category each user gave a description when they corrected one
// (an ExpenseChanged with a category). Expenses' current descriptions are kept here too, because a
// change event names only what changed. Analysis and recording read it before the keyword lists.
import { correctionKey } from '../../domain/parse/index.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';

export type CorrectionTables = { expenses: string; memory: string };

interface ExpenseKey {
  readonly userId: string;
  readonly key: string;
}

interface Remembered extends ExpenseKey {
  readonly category: string;
}

async function loadExpenses(tx: Queryable, expenses: string, ids: readonly string[]) {
  const rows = await tx.query(
    `select expense_id::text, user_id::text, description_key from ${expenses}
     where expense_id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`,
    [JSON.stringify(ids)],
  );
  return new Map(rows.map((row) => [String(row['expense_id']), { userId: String(row['user_id']), key: String(row['description_key']) }]));
}

/** Folds a batch in memory: each expense's latest key (null once deleted) and each correction, last one winning. */
function foldBatch(events: readonly StoredSautiEvent[], current: Map<string, ExpenseKey | null>, memory: Map<string, Remembered>) {
  for (const event of events) {
    if (event.type === 'ExpenseRecorded') {
      current.set(event.data.expenseId, { userId: event.metadata.userId, key: correctionKey(event.data.description) });
    } else if (event.type === 'ExpenseDeleted') {
      current.set(event.data.expenseId, null);
    } else if (event.type === 'ExpenseChanged') {
      const before = current.get(event.data.expenseId);
      if (!before) continue;
      const { description, category } = event.data.changes;
      const after = description === undefined ? before : { ...before, key: correctionKey(description) };
      current.set(event.data.expenseId, after);
      if (category !== undefined && after.key !== '') memory.set(`${after.userId} ${after.key}`, { ...after, category });
    }
  }
}

export const correctionsProjection: Projection<CorrectionTables> = {
  name: 'corrections.v1',
  tables: (suffix) => ({ expenses: `correction_expenses_v1${suffix}`, memory: `category_memory_v1${suffix}` }),
  canHandle: new Set(['ExpenseRecorded', 'ExpenseChanged', 'ExpenseDeleted']),

  ddl: ({ expenses, memory }) => [
    `create table if not exists ${expenses} (
      expense_id uuid primary key,
      user_id uuid not null,
      description_key text not null
    )`,
    `create table if not exists ${memory} (
      user_id uuid not null,
      description_key text not null,
      category text not null,
      primary key (user_id, description_key)
    )`,
  ],

  async apply(tx, events, { expenses, memory }) {
    const recordedHere = new Set(events.flatMap((event) => (event.type === 'ExpenseRecorded' ? [event.data.expenseId] : [])));
    const toLoad = [...new Set(events.flatMap((event) => ('expenseId' in event.data ? [event.data.expenseId] : [])))].filter((id) => !recordedHere.has(id));
    const stored = toLoad.length > 0 ? await loadExpenses(tx, expenses, toLoad) : new Map<string, ExpenseKey>();
    const current = new Map<string, ExpenseKey | null>(stored);
    const remembered = new Map<string, Remembered>();
    foldBatch(events, current, remembered);
    const gone = [...current].filter(([id, row]) => row === null && stored.has(id)).map(([id]) => id);
    if (gone.length > 0) {
      await tx.query(`delete from ${expenses} where expense_id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`, [
        JSON.stringify(gone),
      ]);
    }
    const kept = [...current].flatMap(([id, row]) => (row ? [{ expense_id: id, user_id: row.userId, description_key: row.key }] : []));
    if (kept.length > 0) {
      await tx.query(
        `insert into ${expenses} select * from jsonb_to_recordset($1::text::jsonb) as r (expense_id uuid, user_id uuid, description_key text)
         on conflict (expense_id) do update set description_key = excluded.description_key`,
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
