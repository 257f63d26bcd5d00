// Every read of the owned-item read models goes through these, scoped to one user; the item's
// fields are parsed back with its own schema, so a row always has the shape its events promise.
import { z } from 'zod';
import type { Queryable } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';
import { isoUtc } from '../sqlTime.ts';
import type { OwnedItemTables } from './projection.ts';

export interface OwnedItemRow<Fields> {
  id: string;
  userId: string;
  fields: Fields;
  createdAt: string;
  updatedAt: string;
}

const ItemRecord = z.object({
  id: z.string(),
  user_id: z.string(),
  fields: z.unknown(),
  created_at: z.string(),
  updated_at: z.string(),
});

const COLUMNS = `id::text, user_id::text, fields, ${isoUtc('created_at')} as created_at, ${isoUtc('updated_at')} as updated_at`;

export function ownedItemQueries<Fields>(projection: Projection<OwnedItemTables>, fields: z.ZodType<Fields>) {
  const { items } = projection.tables('');
  const parse = (raw: unknown): OwnedItemRow<Fields> => {
    const row = ItemRecord.parse(raw);
    // postgres.js answers jsonb parsed, PGlite too; a string would be a driver returning text.
    const value = typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields;
    return { id: row.id, userId: row.user_id, fields: fields.parse(value), createdAt: row.created_at, updatedAt: row.updated_at };
  };
  return {
    async list(db: Queryable, userId: string): Promise<OwnedItemRow<Fields>[]> {
      const rows = await db.query(`select ${COLUMNS} from ${items} where user_id = $1 order by created_position`, [userId]);
      return rows.map(parse);
    },
    async find(db: Queryable, userId: string, id: string): Promise<OwnedItemRow<Fields> | null> {
      const [row] = await db.query(`select ${COLUMNS} from ${items} where id = $1 and user_id = $2`, [id, userId]);
      return row ? parse(row) : null;
    },
  };
}
