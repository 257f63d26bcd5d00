// Every read of the IOU read model, from either transport, goes through these functions; each is
// scoped to one user.
import type { Queryable } from '../../events/store/driver.ts';
import { iousProjection } from './projection.ts';
import { type IouRow, iouColumns } from './sql.ts';

const live = iousProjection.tables('');

/** Ids come from URLs: one that is not a UUID names nothing (rather than failing the cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's IOUs, open ones first, newest first. */
export async function listIous(db: Queryable, userId: string): Promise<IouRow[]> {
  const rows = await db.query(
    `select ${iouColumns.select} from ${live.ious} where user_id = $1 order by settled, date desc, created_at desc, id`,
    [userId],
  );
  return rows.map(iouColumns.parse);
}

export async function findIou(db: Queryable, userId: string, iouId: string): Promise<IouRow | null> {
  if (!UUID.test(iouId)) return null;
  const [row] = await db.query(`select ${iouColumns.select} from ${live.ious} where id = $1 and user_id = $2`, [iouId, userId]);
  return row ? iouColumns.parse(row) : null;
}
