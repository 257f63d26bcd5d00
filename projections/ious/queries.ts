// Every read of the IOU read model, from either transport, goes through these functions; each is
// scoped to one user.
import type { Queryable } from '../../events/store/driver.ts';
import { iousProjection } from './projection.ts';
import { type IouRow, iouColumns } from './sql.ts';
import { isUuid } from '../../events/store/ids.ts';

const live = iousProjection.tables('');

/** The user's IOUs, open ones first, newest first. */
export async function listIous(db: Queryable, userId: string): Promise<IouRow[]> {
  const rows = await db.query(
    `select ${iouColumns.select} from ${live.ious} where user_id = $1 order by settled, date desc, created_at desc, id`,
    [userId],
  );
  return rows.map(iouColumns.parse);
}

export async function findIou(db: Queryable, userId: string, iouId: string): Promise<IouRow | null> {
  if (!isUuid(iouId)) return null;
  const [row] = await db.query(`select ${iouColumns.select} from ${live.ious} where id = $1 and user_id = $2`, [iouId, userId]);
  return row ? iouColumns.parse(row) : null;
}
