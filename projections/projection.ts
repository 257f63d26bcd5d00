// What a projection is: the event types it reads, the read-model tables it owns (named per
// version and suffix, so a rebuild can sit beside the live ones) and how one event changes them.
import type { Queryable } from '../events/store/driver.ts';
import type { SautiEvent, StoredSautiEvent } from '../events/registry.ts';

export type TableNames = Record<string, string>;

export interface Projection<Tables extends TableNames = TableNames> {
  /**
   * Checkpoint key; bump the version whenever the tables or the way events apply change (a name
   * from fingerprint.ts follows a change of the tables by itself).
   */
  name: string;
  /** Table names for a suffix: '' for the live tables, another for a rebuild beside them. */
  tables(suffix: string): Tables;
  canHandle: ReadonlySet<SautiEvent['type']>;
  ddl(tables: Tables): string[];
  /**
   * Applies a batch of events it handles, in log order, inside the runner's transaction. Working
   * per batch (not per event) keeps a replay fast. Deterministic: no clock, never throws on data.
   */
  apply(tx: Queryable, events: readonly StoredSautiEvent[], tables: Tables): Promise<void>;
  /**
   * After a login merge moved the anonymous user's rows to the account (see moveUser.ts): rebuilds
   * rows that add up several others (a day's total), which a clash of keys cannot simply keep, or
   * renames `from` where a uuid column does not hold it (a savings group's book, kept as JSON).
   */
  afterMove?(tx: Queryable, tables: Tables, userId: string, from: string): Promise<void>;
}
