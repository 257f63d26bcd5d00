// Every read of the savings read models, from either transport, goes through these functions.
// Each is scoped to one user: there is no query that crosses users.
import type { Queryable } from '../../events/store/driver.ts';
import { savingsProjection } from './projection.ts';
import type { SavingRow, SavingsGoalRow } from './row.ts';
import { goalColumns, savingColumns } from './sql.ts';
import { oneOf } from '../../events/store/driver.ts';
import { isUuid } from '../../events/store/ids.ts';
import { findOwnRow } from '../ownRow.ts';

const live = savingsProjection.tables('');

/** The user's savings between two local days (inclusive), or all of them; newest first. */
export async function listSavings(db: Queryable, userId: string, fromDay?: string, toDay?: string): Promise<SavingRow[]> {
  const rows = await db.query(
    `select ${savingColumns.select} from ${live.savings}
     where user_id = $1 and ($2::date is null or local_day between $2::date and $3::date)
     order by created_at desc, id`,
    [userId, fromDay ?? null, toDay ?? null],
  );
  return rows.map(savingColumns.parse);
}

export const findSaving = (db: Queryable, userId: string, savingId: string): Promise<SavingRow | null> =>
  findOwnRow(db, live.savings, savingColumns, userId, savingId);

/** The user's savings whose goal key is one of these (the trimmed, lower-cased goal names). */
export async function savingsForGoals(db: Queryable, userId: string, keys: readonly string[]): Promise<SavingRow[]> {
  if (keys.length === 0) return [];
  const rows = await db.query(
    `select ${savingColumns.select} from ${live.savings}
     where user_id = $1 and goal_key ${oneOf('$2')}`,
    [userId, JSON.stringify(keys)],
  );
  return rows.map(savingColumns.parse);
}

export async function listGoals(db: Queryable, userId: string): Promise<SavingsGoalRow[]> {
  const rows = await db.query(`select ${goalColumns.select} from ${live.goals} where user_id = $1 order by created_at, id`, [userId]);
  return rows.map(goalColumns.parse);
}

export async function findGoal(db: Queryable, userId: string, goalId: string): Promise<SavingsGoalRow | null> {
  if (!isUuid(goalId)) return null;
  const [row] = await db.query(`select ${goalColumns.select} from ${live.goals} where id = $1 and user_id = $2`, [goalId, userId]);
  return row ? goalColumns.parse(row) : null;
}
