// Every read of the IOU read model, from either transport, goes through these functions; each is
// scoped to one user.
import type { Queryable } from '../../events/store/driver.ts';
import { iousProjection } from './projection.ts';
import { type IouRow, iouColumns } from './sql.ts';
import { findOwnRow } from '../ownRow.ts';

const live = iousProjection.tables('');

/** The user's IOUs, open ones first, newest first. */
export async function listIous(db: Queryable, userId: string): Promise<IouRow[]> {
  const rows = await db.query(
    `select ${iouColumns.select} from ${live.ious} where user_id = $1 order by settled, date desc, created_at desc, id`,
    [userId],
  );
  return rows.map(iouColumns.parse);
}

export const findIou = (db: Queryable, userId: string, iouId: string): Promise<IouRow | null> =>
  findOwnRow(db, live.ious, iouColumns, userId, iouId);
