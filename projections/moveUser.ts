// The read-model side of a login merge: every row that names the merged user (in any uuid column
// of any projection's table) comes to name the account instead. One rule for every read model,
// also those added later; where the account already has a row under the same key, the account's stays.
import type { Queryable } from '../events/store/driver.ts';
import type { Projection, TableNames } from './projection.ts';

interface Column {
  name: string;
  inKey: boolean;
}

/** A table's uuid columns and whether each is part of its primary key, from the catalog. */
async function uuidColumns(tx: Queryable, table: string): Promise<{ columns: Column[]; key: string[] }> {
  const rows = await tx.query<{ name: string; is_uuid: boolean; in_key: boolean }>(
    `select a.attname::text as name, a.atttypid = 'uuid'::regtype as is_uuid,
       coalesce(a.attnum = any(i.indkey), false) as in_key
     from pg_attribute a left join pg_index i on i.indrelid = a.attrelid and i.indisprimary
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
    [table],
  );
  return {
    columns: rows.filter((row) => row.is_uuid).map((row) => ({ name: row.name, inKey: row.in_key })),
    key: rows.filter((row) => row.in_key).map((row) => row.name),
  };
}

/** Renames `from` to `into` in every uuid column of `table`, the account's row winning a key clash. */
async function moveInTable(tx: Queryable, table: string, from: string, into: string) {
  const { columns, key } = await uuidColumns(tx, table);
  for (const column of columns) {
    if (column.inKey) {
      const same = key.filter((name) => name !== column.name).map((name) => `kept.${name} = moved.${name}`);
      await tx.query(
        `delete from ${table} as moved where moved.${column.name} = $1 and exists
           (select 1 from ${table} as kept where kept.${column.name} = $2${same.map((clause) => ` and ${clause}`).join('')})`,
        [from, into],
      );
    }
    await tx.query(`update ${table} set ${column.name} = $2 where ${column.name} = $1`, [from, into]);
  }
}

export async function moveUser<Tables extends TableNames>(tx: Queryable, projection: Projection<Tables>, tables: Tables, from: string, into: string) {
  for (const table of Object.values(tables)) await moveInTable(tx, table, from, into);
  await projection.afterMove?.(tx, tables, into, from);
}
