// Savings read models: each user's savings (with the local day and the goal key that goal progress
// matches on) and their savings goals. Totals and progress are summed from these rows at read time,
// so changing or deleting a saving moves every total and bar with no stored sum to keep right.
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';
import { evolveGoalRow, evolveSavingRow, goalIdOf, savingIdOf } from './row.ts';
import type { Columns } from '../columns.ts';
import { GOAL_KEY, goalColumns, savingColumns, withGoalKey } from './sql.ts';

export type SavingsTables = { savings: string; goals: string };

interface Table<Row> {
  name: string;
  columns: Columns<Row>;
  /** Columns kept beside the row's own (a saving's goal key), and how a row gives them. */
  extra?: { names: string; recordset: string; of(row: Row): object };
}

/** Folds a batch over the rows it touches, then deletes what is gone and upserts the rest. */
async function applyTo<Row extends { id: string }>(
  tx: Queryable,
  { name, columns, extra }: Table<Row>,
  events: readonly StoredSautiEvent[],
  idOf: (event: StoredSautiEvent) => string | null,
  evolve: (row: Row | null, event: StoredSautiEvent) => Row | null,
) {
  const mine = events.filter((event) => idOf(event) !== null);
  if (mine.length === 0) return;
  const ids = [...new Set(mine.map((event) => idOf(event) ?? ''))];
  const loaded = await tx.query(
    `select ${columns.select} from ${name} where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`,
    [JSON.stringify(ids)],
  );
  const current = new Map<string, Row | null>(loaded.map(columns.parse).map((row) => [row.id, row]));
  for (const event of mine) {
    const id = idOf(event) ?? '';
    current.set(id, evolve(current.get(id) ?? null, event));
  }
  const gone = ids.filter((id) => current.get(id) === null);
  if (gone.length > 0) {
    await tx.query(`delete from ${name} where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`, [
      JSON.stringify(gone),
    ]);
  }
  const rows = [...current.values()].filter((row) => row !== null);
  if (rows.length === 0) return;
  const names = extra ? `${columns.names}, ${extra.names}` : columns.names;
  // Every column but the key is rewritten: the row folded in memory is the whole truth.
  const update = names.split(', ').filter((column) => column !== 'id').map((column) => `${column} = excluded.${column}`).join(', ');
  await tx.query(
    `insert into ${name} (${names})
     select * from jsonb_to_recordset($1::text::jsonb) as r (${extra ? `${columns.recordset}, ${extra.recordset}` : columns.recordset})
     on conflict (id) do update set ${update}`,
    [JSON.stringify(rows.map((row) => (extra ? { ...row, ...extra.of(row) } : row)))],
  );
}

export const savingsProjection: Projection<SavingsTables> = {
  // v2: the note.
  name: 'savings.v2',
  tables: (suffix) => ({ savings: `saving_list_v2${suffix}`, goals: `savings_goals_v2${suffix}` }),
  canHandle: new Set([
    'SavingRecorded', 'SavingChanged', 'SavingDeleted',
    'SavingsGoalCreated', 'SavingsGoalChanged', 'SavingsGoalCompleted', 'SavingsGoalDeleted',
  ]),
  ddl: ({ savings, goals }) => [
    `create table if not exists ${savings} (
      ${savingColumns.definitions},
      goal_key text,
      primary key (id)
    )`,
    `create index if not exists ${savings}_user_day on ${savings} (user_id, local_day, created_at)`,
    `create index if not exists ${savings}_user_goal on ${savings} (user_id, goal_key)`,
    `create table if not exists ${goals} (
      ${goalColumns.definitions},
      primary key (id)
    )`,
    `create index if not exists ${goals}_user on ${goals} (user_id, created_at)`,
  ],
  async apply(tx, events, { savings, goals }) {
    await applyTo(tx, { name: savings, columns: savingColumns, extra: { ...GOAL_KEY, of: withGoalKey } }, events, savingIdOf, evolveSavingRow);
    await applyTo(tx, { name: goals, columns: goalColumns }, events, goalIdOf, evolveGoalRow);
  },
};
