// Every read of the owned-item read models goes through these, scoped to one user, oldest first.
import type { Queryable } from '../../events/store/driver.ts';
import type { Columns } from '../columns.ts';
import type { Projection } from '../projection.ts';
import type { OwnedItemTables } from './projection.ts';

export function ownedItemQueries<Row>(projection: Projection<OwnedItemTables>, columns: Columns<Row>) {
  const { items } = projection.tables('');
  return {
    async list(db: Queryable, userId: string): Promise<Row[]> {
      const rows = await db.query(`select ${columns.select} from ${items} where user_id = $1 order by created_position`, [userId]);
      return rows.map(columns.parse);
    },
    async find(db: Queryable, userId: string, id: string): Promise<Row | null> {
      const [row] = await db.query(`select ${columns.select} from ${items} where id = $1 and user_id = $2`, [id, userId]);
      return row ? columns.parse(row) : null;
    },
  };
}
