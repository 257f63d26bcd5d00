// Which table a write's row lives in, kept apart from db.ts so the code common to every kind of write
// (merge.ts, parked.ts) names the tables without loading Dexie: db.ts, and Dexie with it, is fetched on
// first use (database.ts), not with the screens that import the outbox.
import type { ExpenseDatabase, RowTable } from './db.ts';

/** The tables a write's row lives in (outbox.ts: each kind names its own), and where an answer carries that row. */
export const ROW_TABLES = { expenses: 'expense', savings: 'saving', goals: 'goal', ious: 'iou', savingsGroups: 'savingsGroup' } as const;
export type Table = keyof typeof ROW_TABLES;

/** The tables a write may touch: its row's, whichever it is, and the outbox. */
export const WRITE_TABLES = [...Object.keys(ROW_TABLES), 'outbox'];

/** The table a kind of write keeps its row in. */
export const rowTable = (db: ExpenseDatabase, table: Table): RowTable => db[table];
