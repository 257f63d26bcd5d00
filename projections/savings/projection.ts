// Savings read models: each user's savings (with the local day and the goal key that goal progress
// matches on) and their savings goals. Totals and progress are summed from these rows at read time,
// so changing or deleting a saving moves every total and bar with no stored sum to keep right.
import { fingerprinted } from '../fingerprint.ts';
import type { Projection } from '../projection.ts';
import { evolveGoalRow, evolveSavingRow, goalIdOf, savingIdOf } from './row.ts';
import { applyTo } from '../rowTable.ts';
import { GOAL_KEY, goalColumns, savingColumns, withGoalKey } from './sql.ts';

export type SavingsTables = { savings: string; goals: string };

const ddl = ({ savings, goals }: SavingsTables) => [
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
];

// v2: the note. v3: named by the DDL's fingerprint, so a new column (events/saving/fields.ts or
// events/savingsGoal/fields.ts) rebuilds the tables by itself.
const version = fingerprinted('savings', 3, ddl({ savings: 'savings', goals: 'goals' }));

export const savingsProjection: Projection<SavingsTables> = {
  name: version.name,
  tables: (suffix) => ({ savings: version.table('saving_list', suffix), goals: version.table('savings_goals', suffix) }),
  canHandle: new Set([
    'SavingRecorded', 'SavingChanged', 'SavingDeleted',
    'SavingsGoalCreated', 'SavingsGoalChanged', 'SavingsGoalCompleted', 'SavingsGoalDeleted',
  ]),
  ddl,
  async apply(tx, events, { savings, goals }) {
    await applyTo(tx, { name: savings, columns: savingColumns, extra: { ...GOAL_KEY, of: withGoalKey }, creates: new Set(['SavingRecorded']) }, events, savingIdOf, evolveSavingRow);
    await applyTo(tx, { name: goals, columns: goalColumns, creates: new Set(['SavingsGoalCreated']) }, events, goalIdOf, evolveGoalRow);
  },
};
