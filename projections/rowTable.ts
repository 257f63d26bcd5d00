// A read-model table of one row per item, folded a batch at a time: the rows a batch touches are
// loaded, every event evolves its row in memory, then what is gone is deleted and the rest upserted.
import type { StoredSautiEvent } from '../events/registry.ts';
import type { Queryable } from '../events/store/driver.ts';
import type { Columns } from './columns.ts';
import { rowsByKeys } from '../events/store/driver.ts';

export interface Table<Row> {
  name: string;
  columns: Columns<Row>;
  /** Columns kept beside the row's own (a saving's goal key), and how a row gives them. */
  extra?: { names: string; recordset: string; of(row: Row): object };
  /**
   * Ids are each user's own (two users may mint the same one, as with IOUs): the key is (user_id, id),
   * the user being the event's author (only the owner writes an item's events).
   */
  perUser?: true;
  /**
   * The event types that make a row whole whatever stood before (a record): a row whose first event in
   * the batch is one of them is not loaded, so a batch of new items reads nothing before it writes.
   */
  creates?: ReadonlySet<string>;
}

/** Folds a batch over the rows it touches, then deletes what is gone and upserts the rest. */
export async function applyTo<Row extends { id: string; userId?: string }>(
  tx: Queryable,
  { name, columns, extra, perUser, creates }: Table<Row>,
  events: readonly StoredSautiEvent[],
  idOf: (event: StoredSautiEvent) => string | null,
  evolve: (row: Row | null, event: StoredSautiEvent) => Row | null,
) {
  const mine = events.filter((event) => idOf(event) !== null);
  if (mine.length === 0) return;
  // A row's key as its columns' values (user and id per user, else id), and as text to look it up by.
  const keyOf = (userId: string | undefined, id: string): Record<string, string> => (perUser ? { user_id: userId ?? '', id } : { id });
  const textOf = (key: Record<string, string>) => Object.values(key).join(' ');
  const keys = new Map<string, Record<string, string>>();
  const toLoad: Record<string, string>[] = [];
  for (const event of mine) {
    const key = keyOf(event.metadata.userId, idOf(event) ?? '');
    const text = textOf(key);
    if (keys.has(text)) continue;
    keys.set(text, key);
    if (!creates?.has(event.type)) toLoad.push(key);
  }
  const keyTypes: Record<string, 'uuid'> = perUser ? { user_id: 'uuid', id: 'uuid' } : { id: 'uuid' };
  const loaded = toLoad.length === 0 ? [] : await tx.query(rowsByKeys('$1', keyTypes, columns.select, name), [JSON.stringify(toLoad)]);
  const current = new Map<string, Row | null>(loaded.map(columns.parse).map((row) => [textOf(keyOf(row.userId, row.id)), row]));
  for (const event of mine) {
    const key = textOf(keyOf(event.metadata.userId, idOf(event) ?? ''));
    current.set(key, evolve(current.get(key) ?? null, event));
  }
  const gone = [...keys].filter(([text]) => current.get(text) === null).map(([, key]) => key);
  // The rows found as they were loaded, one lookup per key, then deleted where they lie.
  if (gone.length > 0) await tx.query(`delete from ${name} where ctid = any(array(${rowsByKeys('$1', keyTypes, 'ctid', name)}))`, [JSON.stringify(gone)]);
  const rows = [...current.values()].filter((row) => row !== null);
  if (rows.length === 0) return;
  const names = extra ? `${columns.names}, ${extra.names}` : columns.names;
  const key = Object.keys(keyTypes);
  // Every column but the key is rewritten: the row folded in memory is the whole truth.
  const update = names.split(', ').filter((column) => !key.includes(column)).map((column) => `${column} = excluded.${column}`).join(', ');
  await tx.query(
    `insert into ${name} (${names})
     select * from jsonb_to_recordset($1::text::jsonb) as r (${extra ? `${columns.recordset}, ${extra.recordset}` : columns.recordset})
     on conflict (${key.join(', ')}) do update set ${update}`,
    [JSON.stringify(rows.map((row) => (extra ? { ...row, ...extra.of(row) } : row)))],
  );
}
