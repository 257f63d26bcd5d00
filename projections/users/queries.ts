// Every read of the user read model, from either transport, goes through these functions.
import type { Queryable } from '../../events/store/driver.ts';
import { usersProjection } from './projection.ts';
import type { UserRow } from './row.ts';
import { USER_COLUMNS, parseUserRow } from './sql.ts';

const live = usersProjection.tables('');

export async function findUser(db: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await db.query(`select ${USER_COLUMNS} from ${live.profiles} where user_id = $1`, [userId]);
  return row ? parseUserRow(row) : null;
}
