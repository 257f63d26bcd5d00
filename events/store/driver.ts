// The one seam between Sauti and its database: plain SQL with $n parameters, run the same way
// on the Postgres server (postgres.js) and on embedded PGlite. Nothing above this knows which.

export type SqlParam = string | number | boolean | null;

export type Row = Record<string, unknown>;

export interface Queryable {
  query<R extends Row = Row>(sql: string, params?: readonly SqlParam[]): Promise<R[]>;
}

export interface Driver extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `work` in one transaction (READ COMMITTED); a throw rolls everything back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Hears `pg_notify(channel, …)` from every process on the database, calling `connected` each time
   * the line is (re)opened: what was said while it was down is lost. Absent where this process is the
   * database's only one (PGlite).
   */
  listen?(channel: string, heard: (payload: string) => void, connected: () => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * The condition "is one of this JSON array parameter's values", as `column ${oneOf('$1', 'uuid')}`. The
 * list becomes an array before the row search, so the planner looks each value up in the column's
 * index. Written `in (select jsonb_array_elements_text(…))` it reads as a join with a set it guesses at
 * 100 rows and scans the whole table: every write's reads grew with the log (3 scans of the events
 * table per expense write, 208 writes/s after 10,000 where 537 at first).
 */
export function oneOf(param: string, type?: 'uuid'): string {
  return `= any(array(select jsonb_array_elements_text(${param}::text::jsonb)${type ? `::${type}` : ''}))`;
}

/**
 * The rows of `table` for each key of a JSON array parameter of objects (`keys` names their fields,
 * which are the table's columns, with their types): one index lookup per key. Two `oneOf` lists
 * would cross: nine users' nine ids were 81 probes, 58 µs a statement against 25 (a group commit's
 * read-backs, 12,000 expenses). A plain join with the keys is planned, as oneOf says, as a scan;
 * `offset 0` keeps each key's lookup its own.
 */
export function rowsByKeys(param: string, keys: Record<string, 'uuid' | 'text'>, select: string, table: string, where = 'true'): string {
  const names = Object.keys(keys);
  return `select found.* from jsonb_to_recordset(${param}::text::jsonb) as asked (${names.map((name) => `${name} ${keys[name]}`).join(', ')})
    cross join lateral (
      select ${select} from ${table} where ${names.map((name) => `${name} = asked.${name}`).join(' and ')} and ${where} offset 0
    ) as found`;
}

/** The SQLSTATE of a database error from either backend (e.g. 23505 unique violation). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** A write that must be decided again in a new transaction (the log's order, events/store/writer.ts). */
export const SERIALIZATION_FAILURE = '40001';
