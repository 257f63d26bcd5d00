// The one Dexie module (style habit 12): the browser's "expense database" with the local copy of
// the week's expenses and the outbox of commands not yet acknowledged. Nothing else opens IndexedDB.
import { Dexie } from 'dexie';
import type { EntityTable } from 'dexie';

// Re-exported so that Dexie is only ever loaded through this module (see database.ts).
export { liveQuery } from 'dexie';
import type { CategoryId } from '../../../domain/categories.ts';
import { localDay } from '../../../domain/dates.ts';
import type { OfflineBillFragment, OfflineExpenseFragment, OfflineGoalFragment, OfflineIouFragment, OfflineSavingFragment } from './gql/graphql.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import type { LocalSavingsGroup } from './savingsGroups.ts';
import { keepStorageAfterWrite } from './keepStorage.ts';
import type { OutboxCommand } from './outbox.ts';

export type { OutboxCommand } from './outbox.ts';

/**
 * A server row as the device keeps it: a nullable field may be absent, on a row stored before the
 * fragment asked for it or on a pending row the server has not filled yet. Non-null fields stay required.
 */
type Kept<Row> = { [Key in keyof Row as null extends Row[Key] ? Key : never]?: Row[Key] } & {
  [Key in keyof Row as null extends Row[Key] ? never : Key]: Row[Key];
};

/**
 * An expense as the device keeps it: the fields the server sends (fragment OfflineExpense, local.ts;
 * amounts are exact decimal strings, createdAt the instant the money went out, the device's clock while pending).
 */
export type LocalExpense = Kept<OfflineExpenseFragment> & {
  /** Not yet confirmed by the server: an outbox entry for this id is waiting. */
  pending: boolean;
  /** createdAt's local day (YYYY-MM-DD, device zone); written by the database itself (see dayOf below), never by callers. */
  day?: string;
};

/**
 * A saving as the device keeps it (fragment OfflineSaving, savings.ts); goal progress and totals
 * are summed from these rows. createdAt is the device's clock while pending, the server's once synced.
 */
export type LocalSaving = Kept<OfflineSavingFragment> & { pending: boolean };

/**
 * A savings goal as the device keeps it (fragment OfflineGoal, savingsGoals.ts); its progress is computed
 * from the local savings. createdAt is the device's clock while pending, the server's once synced.
 */
export type LocalGoal = OfflineGoalFragment & {
  /** Not yet confirmed by the server; absent on rows kept before goals were written on the phone (confirmed). */
  pending?: boolean;
};

/**
 * Money lent or borrowed as the device keeps it (fragment OfflineIou, ious.ts); a repayment made
 * here lowers `outstanding` at once. The phone is E.164 once the server has it, as typed while pending.
 * Every field required (not Kept): IOU rows have had them all since version 5, and screens tell null from a value.
 */
export type LocalIou = OfflineIouFragment & { pending: boolean };

/** A bill's occurrence the server listed as due (fragment OfflineBill, transport.ts): kept so the strip shows and pays offline. */
export type LocalBill = Omit<OfflineBillFragment, 'category'> & {
  /** `${subscriptionId}|${dueDate}`: one row per occurrence. */
  key: string;
  /** The expense category its payment is recorded under (the server's mapping; a string in the schema). */
  category: CategoryId;
};

/** A write's table as code common to every kind sees it (merge.ts, parked.ts): rows by id, pending or not. */
export type RowTable = EntityTable<{ id: string; pending?: boolean }, 'id'>;

/** A queued command (its kinds: outbox.ts) with what the outbox keeps beside it. */
export type OutboxEntry = OutboxCommand & {
  /** Auto-increment key: the order the person made the writes in, which is the order they are sent. */
  seq?: number;
  commandId: string;
  /** Set when the server refused it (a 4xx) and no one was waiting: kept, shown, and skipped until edited or discarded. */
  parked?: { code: string; message: string };
  entityId: string;
  queuedAt: string;
};

/** The last exchange rates the server gave, so conversion works offline (one row, key 'USD'). */
export interface StoredRates {
  base: 'USD';
  rates: Record<string, string>;
  source: 'live' | 'cached' | 'built-in';
  asOf: string | null;
  /** Absent in a copy kept before the server named its live currencies. */
  live?: readonly string[];
}

/**
 * The phone's copy of the person's category corrections (the server's correction memory), keyed by
 * correctionKey(description). `pending`: corrected on this phone and not yet known to have reached the server.
 */
export interface LocalCorrection {
  key: string;
  category: CategoryId;
  pending: boolean;
}

export const DATABASE_NAME = 'expense database';

export class ExpenseDatabase extends Dexie {
  // Dexie creates the table properties from the schema below; `declare` only types them.
  declare expenses: EntityTable<LocalExpense, 'id'>;
  declare outbox: EntityTable<OutboxEntry, 'seq'>;
  declare savings: EntityTable<LocalSaving, 'id'>;
  declare goals: EntityTable<LocalGoal, 'id'>;
  declare rates: EntityTable<StoredRates, 'base'>;
  declare corrections: EntityTable<LocalCorrection, 'key'>;
  declare ious: EntityTable<LocalIou, 'id'>;
  declare bills: EntityTable<LocalBill, 'key'>;
  declare savingsGroups: EntityTable<LocalSavingsGroup, 'id'>;

  /** Tests pass their own name so each gets a fresh database under fake-indexeddb. */
  constructor(name: string = DATABASE_NAME) {
    super(name);
    // Spec §3 asks for category, createdAt and amount; entityId finds the commands waiting on a row.
    // Any change to these strings needs version(2) with an upgrade, never an edit of version(1).
    this.version(1).stores({
      expenses: 'id, category, createdAt, amount',
      outbox: '++seq, entityId',
    });
    // Version 3 adds the savings and goals copies; the outbox (now also carrying saving commands) is unchanged.
    this.version(3).stores({ savings: 'id, createdAt', goals: 'id' });
    // Version 2 adds the rates table; the others are unchanged. A newer answer replaces the row.
    this.version(2).stores({ rates: 'base' });
    // Version 4 adds the correction memory's copy; the others are unchanged.
    this.version(4).stores({ corrections: 'key' });
    // Version 5 adds money lent and borrowed; the outbox now also carries IOU commands.
    this.version(5).stores({ ious: 'id, createdAt' });
    // Version 6 indexes expenses by local day (History and the month's analytics read days, not instants);
    // the upgrade gives the rows already kept their day, and the hooks keep it on every later write.
    this.version(6)
      .stores({ expenses: 'id, category, createdAt, amount, day' })
      .upgrade((tx) =>
        tx.table<LocalExpense, string>('expenses').toCollection().modify((expense) => {
          expense.day = dayOf(expense.createdAt);
        }),
      );
    // Version 7 adds the bills due (the strip on Home); the others are unchanged.
    this.version(7).stores({ bills: 'key' });
    // Version 8 adds the savings groups the person is a member of (meeting mode works offline).
    this.version(8).stores({ savingsGroups: 'id, createdAt' });
    // Hooks after the last version: declaring a version makes the tables anew.
    this.expenses.hook('creating', (_key, expense) => {
      expense.day = dayOf(expense.createdAt);
    });
    // Always: a put of the server's row (which has no day) replaces the whole object.
    this.expenses.hook('updating', (changes: Partial<LocalExpense>, _key, expense) => ({ day: dayOf(changes.createdAt ?? expense.createdAt) }));
    // Every write a person makes goes through the outbox: its first is when the copy is worth keeping.
    this.outbox.hook('creating', () => keepStorageAfterWrite());
  }
}

/**
 * The day an expense is kept under: the device's zone when it was written. A phone that changes zone
 * keeps old rows under their old days until the next pull rewrites them, so readers still check each row's instant.
 */
function dayOf(createdAt: string): string {
  return localDay(createdAt, deviceTimeZone());
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
