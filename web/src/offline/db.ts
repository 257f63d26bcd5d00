// The one Dexie module (style habit 12): the browser's "expense database" with the local copy of
// the week's expenses and the outbox of commands not yet acknowledged. Nothing else opens IndexedDB.
import { Dexie } from 'dexie';
import type { EntityTable } from 'dexie';

// Re-exported so that Dexie is only ever loaded through this module (see database.ts).
export { liveQuery } from 'dexie';
import type { CategoryId } from '../../../domain/categories.ts';
import type { LanguageCode } from '../../../domain/languages.ts';

export interface LocalExpense {
  id: string;
  description: string;
  /** Exact decimal string, e.g. "500.00" (domain/money.ts). */
  amount: string;
  currency: string;
  category: CategoryId;
  language: LanguageCode;
  /** ISO instant; for a row still pending this is the device's clock, the server's once synced. */
  createdAt: string;
  updatedAt: string;
  /** Not yet confirmed by the server: an outbox entry for this id is waiting. */
  pending: boolean;
}

export interface RecordInput {
  id: string;
  description: string;
  amount: string;
  currency: string;
  category: CategoryId;
  language: LanguageCode;
  originalText: string | null;
  /** When it was entered on the device: an expense kept offline yesterday still counts for yesterday. */
  spentAt?: string;
}

export interface ChangeInput {
  id: string;
  description?: string;
  amount?: string;
  category?: CategoryId;
}

/** One command as the server will receive it; `commandId` is minted once and reused on every retry. */
export type OutboxCommand =
  | { kind: 'record'; input: RecordInput }
  | { kind: 'change'; input: ChangeInput }
  | { kind: 'delete'; input: { id: string } };

export type OutboxEntry = OutboxCommand & {
  /** Auto-increment key: the order the person made the writes in, which is the order they are sent. */
  seq?: number;
  commandId: string;
  entityId: string;
  queuedAt: string;
};

/** The last exchange rates the server gave, so conversion works offline (one row, key 'USD'). */
export interface StoredRates {
  base: 'USD';
  rates: Record<string, string>;
  source: 'live' | 'cached' | 'built-in';
  asOf: string | null;
}

export const DATABASE_NAME = 'expense database';

export class ExpenseDatabase extends Dexie {
  // Dexie creates the table properties from the schema below; `declare` only types them.
  declare expenses: EntityTable<LocalExpense, 'id'>;
  declare outbox: EntityTable<OutboxEntry, 'seq'>;
  declare rates: EntityTable<StoredRates, 'base'>;

  /** Tests pass their own name so each gets a fresh database under fake-indexeddb. */
  constructor(name: string = DATABASE_NAME) {
    super(name);
    // Spec §3 asks for category, createdAt and amount; entityId finds the commands waiting on a row.
    // Any change to these strings needs version(2) with an upgrade, never an edit of version(1).
    this.version(1).stores({
      expenses: 'id, category, createdAt, amount',
      outbox: '++seq, entityId',
    });
    // Version 2 adds the rates table; the others are unchanged. A newer answer replaces the row.
    this.version(2).stores({ rates: 'base' });
  }
}

export function openExpenseDatabase(name?: string): ExpenseDatabase {
  return new ExpenseDatabase(name);
}

let shared: ExpenseDatabase | null = null;

/** The app's database, opened on first use so that importing this module costs nothing. */
export function expenseDb(): ExpenseDatabase {
  shared ??= openExpenseDatabase();
  return shared;
}

/** Tests swap in a fresh database; the app never calls this. */
export function setDatabaseForTests(db: ExpenseDatabase): void {
  shared = db;
}
