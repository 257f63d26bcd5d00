// A user's row of a read model by its id: the read a write answers with. The reads of one table asked
// in one turn of the event loop (twenty requests' answers) share one statement; each caller takes its
// own row. Every such table keys its rows by user_id and id, both UUIDs.
import type { Queryable } from '../events/store/driver.ts';
import { rowsByKeys } from '../events/store/driver.ts';
import { isUuid } from '../events/store/ids.ts';
import { sameTurnOn } from '../events/store/sameTurn.ts';
import type { Columns } from './columns.ts';

interface Ask {
  userId: string;
  id: string;
}

/** The row, or null (also for an id that is no UUID, which no row has). `where` narrows it ("not deleted"). */
export async function findOwnRow<Row extends { id: string; userId: string }>(
  db: Queryable,
  table: string,
  columns: Pick<Columns<Row>, 'select' | 'parse'>,
  userId: string,
  id: string,
  where = 'true',
): Promise<Row | null> {
  if (!isUuid(id)) return null;
  const ask = { userId: userId.toLowerCase(), id: id.toLowerCase() };
  const rows = await sameTurnOn(db, `own ${table} ${where}`, async (asks: readonly Ask[]) => {
    const found = await db.query(
      rowsByKeys('$1', { user_id: 'uuid', id: 'uuid' }, columns.select, table, where),
      [JSON.stringify(asks.map((each) => ({ user_id: each.userId, id: each.id })))],
    );
    return found.map(columns.parse);
  })(ask);
  return rows.find((row) => row.userId === ask.userId && row.id === ask.id) ?? null;
}
