// A read-model table of one row per item, folded a batch at a time: the rows a batch touches are
// loaded, every event evolves its row in memory, then what is gone is deleted and the rest upserted.
import type { StoredSautiEvent } from '../events/registry.ts';
import type { Queryable } from '../events/store/driver.ts';
import type { Columns } from './columns.ts';

export interface Table<Row> {
  name: string;
  columns: Columns<Row>;
  /** Columns kept beside the row's own (a saving's goal key), and how a row gives them. */
  extra?: { names: string; recordset: string; of(row: Row): object };
}

/** Folds a batch over the rows it touches, then deletes what is gone and upserts the rest. */
export async function applyTo<Row extends { id: string }>(
  tx: Queryable,
  { name, columns, extra }: Table<Row>,
  events: readonly StoredSautiEvent[],
  idOf: (event: StoredSautiEvent) => string | null,
  evolve: (row: Row | null, event: StoredSautiEvent) => Row | null,
) {
  const mine = events.filter((event) => idOf(event) !== null);
  if (mine.length === 0) return;
  const ids = [...new Set(mine.map((event) => idOf(event) ?? ''))];
  const loaded = await tx.query(
    `select ${columns.select} from ${name} where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`,
    [JSON.stringify(ids)],
  );
  const current = new Map<string, Row | null>(loaded.map(columns.parse).map((row) => [row.id, row]));
  for (const event of mine) {
    const id = idOf(event) ?? '';
    current.set(id, evolve(current.get(id) ?? null, event));
  }
  const gone = ids.filter((id) => current.get(id) === null);
  if (gone.length > 0) {
    await tx.query(`delete from ${name} where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`, [
      JSON.stringify(gone),
    ]);
  }
  const rows = [...current.values()].filter((row) => row !== null);
  if (rows.length === 0) return;
  const names = extra ? `${columns.names}, ${extra.names}` : columns.names;
  // Every column but the key is rewritten: the row folded in memory is the whole truth.
  const update = names.split(', ').filter((column) => column !== 'id').map((column) => `${column} = excluded.${column}`).join(', ');
  await tx.query(
    `insert into ${name} (${names})
     select * from jsonb_to_recordset($1::text::jsonb) as r (${extra ? `${columns.recordset}, ${extra.recordset}` : columns.recordset})
     on conflict (id) do update set ${update}`,
    [JSON.stringify(rows.map((row) => (extra ? { ...row, ...extra.of(row) } : row)))],
  );
}
