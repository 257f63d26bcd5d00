// Savings read models: each user's savings (with the local day and the goal key that goal progress
// matches on) and their savings goals. Totals and progress are summed from these rows at read time,
// so changing or deleting a saving moves every total and bar with no stored sum to keep right.
import type { Projection } from '../projection.ts';
import { evolveGoalRow, evolveSavingRow, goalIdOf, savingIdOf } from './row.ts';
import { applyTo } from '../rowTable.ts';
import { GOAL_KEY, goalColumns, savingColumns, withGoalKey } from './sql.ts';

export type SavingsTables = { savings: string; goals: string };

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
