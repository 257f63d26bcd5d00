// A user's row of a read model by its id: the read a write answers with. The reads of one table asked
// in one turn of the event loop (twenty requests' answers) share one statement; each caller takes its
// own row. Every such table keys its rows by user_id and id, both UUIDs.
import type { Queryable } from '../events/store/driver.ts';
import { oneOf } from '../events/store/driver.ts';
import { isUuid } from '../events/store/ids.ts';
import { sameTurnOn } from '../events/store/sameTurn.ts';
import type { Columns } from './columns.ts';

interface Ask {
  userId: string;
  id: string;
}

const unique = (values: readonly string[]) => JSON.stringify([...new Set(values)]);

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
  // The users and ids of the turn cross (one user's id asked beside another's): the caller's own pair picks.
  const rows = await sameTurnOn(db, `own ${table} ${where}`, async (asks: readonly Ask[]) => {
    const found = await db.query(
      `select ${columns.select} from ${table} where user_id ${oneOf('$1', 'uuid')} and id ${oneOf('$2', 'uuid')} and ${where}`,
      [unique(asks.map((each) => each.userId)), unique(asks.map((each) => each.id))],
    );
    return found.map(columns.parse);
  })(ask);
  return rows.find((row) => row.userId === ask.userId && row.id === ask.id) ?? null;
}
