// Savings read models: each user's savings (with the local day and the goal key that goal progress
// matches on) and their savings goals. Totals and progress are summed from these rows at read time,
// so changing or deleting a saving moves every total and bar with no stored sum to keep right.
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';
import { evolveGoalRow, evolveSavingRow, goalIdOf, savingIdOf } from './row.ts';
import {
  GOAL_COLUMNS, GOAL_RECORD, SAVING_COLUMNS, SAVING_RECORD, goalRecord, parseGoalRow, parseSavingRow, savingRecord,
} from './sql.ts';

export type SavingsTables = { savings: string; goals: string };

/** Folds a batch over the rows it touches, then deletes what is gone and upserts the rest. */
async function applyTo<Row extends { id: string }>(
  tx: Queryable,
  table: { name: string; columns: string; record: string; update: string },
  events: readonly StoredSautiEvent[],
  idOf: (event: StoredSautiEvent) => string | null,
  evolve: (row: Row | null, event: StoredSautiEvent) => Row | null,
  parse: (raw: unknown) => Row,
  toRecord: (row: Row) => object,
) {
  const mine = events.filter((event) => idOf(event) !== null);
  if (mine.length === 0) return;
  const ids = [...new Set(mine.map((event) => idOf(event) ?? ''))];
  const loaded = await tx.query(
    `select ${table.columns} from ${table.name} where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`,
    [JSON.stringify(ids)],
  );
  const current = new Map<string, Row | null>(loaded.map(parse).map((row) => [row.id, row]));
  for (const event of mine) {
    const id = idOf(event) ?? '';
    current.set(id, evolve(current.get(id) ?? null, event));
  }
  const gone = ids.filter((id) => current.get(id) === null);
  if (gone.length > 0) {
    await tx.query(`delete from ${table.name} where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`, [
      JSON.stringify(gone),
    ]);
  }
  const rows = [...current.values()].filter((row) => row !== null);
  if (rows.length === 0) return;
  await tx.query(
    `insert into ${table.name} select * from jsonb_to_recordset($1::text::jsonb) as r (${table.record})
     on conflict (id) do update set ${table.update}`,
    [JSON.stringify(rows.map(toRecord))],
  );
}

const assign = (columns: string[]) => columns.map((column) => `${column} = excluded.${column}`).join(', ');

export const savingsProjection: Projection<SavingsTables> = {
  name: 'savings.v1',
  tables: (suffix) => ({ savings: `saving_list_v1${suffix}`, goals: `savings_goals_v1${suffix}` }),
  canHandle: new Set([
    'SavingRecorded', 'SavingChanged', 'SavingDeleted',
    'SavingsGoalCreated', 'SavingsGoalChanged', 'SavingsGoalCompleted', 'SavingsGoalDeleted',
  ]),
  ddl: ({ savings, goals }) => [
    `create table if not exists ${savings} (
      id uuid primary key,
      user_id uuid not null,
      description text not null,
      amount text not null,
      currency text not null,
      goal_type text not null,
      goal_name text,
      goal_key text,
      language text not null,
      original_text text,
      local_day date not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    `create index if not exists ${savings}_user_day on ${savings} (user_id, local_day, created_at)`,
    `create index if not exists ${savings}_user_goal on ${savings} (user_id, goal_key)`,
    `create table if not exists ${goals} (
      id uuid primary key,
      user_id uuid not null,
      name text not null,
      target_amount text not null,
      currency text not null,
      deadline date,
      is_completed boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    `create index if not exists ${goals}_user on ${goals} (user_id, created_at)`,
  ],
  async apply(tx, events, { savings, goals }) {
    await applyTo(
      tx,
      { name: savings, columns: SAVING_COLUMNS, record: SAVING_RECORD,
        update: assign(['description', 'amount', 'currency', 'goal_type', 'goal_name', 'goal_key', 'updated_at']) },
      events, savingIdOf, evolveSavingRow, parseSavingRow, savingRecord,
    );
    await applyTo(
      tx,
      { name: goals, columns: GOAL_COLUMNS, record: GOAL_RECORD,
        update: assign(['name', 'target_amount', 'currency', 'deadline', 'is_completed', 'updated_at']) },
      events, goalIdOf, evolveGoalRow, parseGoalRow, goalRecord,
    );
  },
};
