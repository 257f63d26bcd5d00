// The offline expense API screens code against: live local reads, and writes that save on the device
// first and sync when they can. Screens never touch Dexie or the outbox; everything goes through here.
import { addDays, localDay } from '../../../domain/dates.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, LocalExpense } from './db.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { useLiveQuery, useToday } from './live.ts';
import type { ExpenseChanges, NewExpense } from './local.ts';
import { changeLocally, deleteLocally, recordLocally, restoreLocally } from './local.ts';
import { syncEngine } from './start.ts';
import { synced } from './synced.ts';
import type { DaySummary } from './summary.ts';
import { summarizeDay } from './summary.ts';

export type { LocalExpense } from './db.ts';
export type { NewExpense, ExpenseChanges } from './local.ts';
export type { DaySummary } from './summary.ts';
export { useOnline } from './online.ts';
export { KEPT_DAYS } from './transport.ts';

/** Expenses whose local day (device zone) is from `first` to `last`, newest first. */
function expensesBetween(db: ExpenseDatabase, first: string, last: string): Promise<LocalExpense[]> {
  const zone = deviceTimeZone();
  // The day index is the device's zone when each row was written: a day either side covers a phone
  // that has since changed zone, and each row's instant decides.
  return db.expenses
    .where('day')
    .between(addDays(first, -1), addDays(last, 1), true, true)
    .filter((expense) => {
      const day = localDay(expense.createdAt, zone);
      return day >= first && day <= last;
    })
    .toArray()
    .then((rows) => rows.sort(newestFirst));
}

const newestFirst = (a: LocalExpense, b: LocalExpense) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The device's copy of the days from `first` to `last` (YYYY-MM-DD, both included), newest first, kept current. */
export function useExpensesBetween(first: string, last: string): LocalExpense[] | undefined {
  return useLiveQuery((db) => expensesBetween(db, first, last), `between ${first} ${last}`);
}

/** The same, read once (an export). */
export async function readExpensesBetween(first: string, last: string): Promise<LocalExpense[]> {
  return expensesBetween(await database(), first, last);
}

export function useTodayExpenses(): LocalExpense[] | undefined {
  const today = useToday();
  return useLiveQuery((db) => expensesBetween(db, today, today), `today ${today}`);
}

/** Whether this phone holds any expense at all, of any day: History has something to show. */
export function useHasAnyExpense(): boolean | undefined {
  return useLiveQuery(async (db) => (await db.expenses.limit(1).count()) > 0, 'any expense');
}

export function useWeekExpenses(): LocalExpense[] | undefined {
  const today = useToday();
  return useLiveQuery((db) => expensesBetween(db, addDays(today, -6), today), `week ${today}`);
}

export function useDaySummary(): DaySummary | undefined {
  const today = useToday();
  return useLiveQuery(
    async (db) => summarizeDay(await expensesBetween(db, addDays(today, -1), today), today, deviceTimeZone()),
    `summary ${today}`,
  );
}

/** Throws when the device could not save it; `synced: false` means saved here and queued. */
export async function addExpense(input: NewExpense): Promise<{ expense: LocalExpense; synced: boolean }> {
  const { expense, commandId } = await recordLocally(await database(), input, new Date());
  return { expense, synced: await synced(commandId) };
}

export async function changeExpense(id: string, changes: ExpenseChanges): Promise<{ synced: boolean }> {
  const commandId = await changeLocally(await database(), id, changes, new Date());
  return { synced: await synced(commandId) };
}

/**
 * Resolves once the row is gone from the device, so Home can offer Undo at once; `synced` then
 * settles like the other writes (true: the server has it, false: queued, rejects: refused).
 */
export async function deleteExpense(id: string): Promise<{ synced: Promise<boolean> }> {
  const commandId = await deleteLocally(await database(), id, new Date());
  return { synced: synced(commandId) };
}

/** Undo of a delete: the row is back on the device when this resolves; `synced` settles as for a delete. */
export async function restoreExpense(expense: LocalExpense): Promise<{ synced: Promise<boolean> }> {
  const commandId = await restoreLocally(await database(), expense, new Date());
  return { synced: commandId === null ? Promise.resolve(true) : synced(commandId) };
}

/**
 * A row from the server's older pages, put on the device so that its edit or delete goes through the
 * outbox like any other (exactly once). The next pull lets it go again, as it is older than the copy keeps.
 */
export async function keepOnDevice(expense: LocalExpense): Promise<void> {
  const db = await database();
  await db.transaction('rw', db.expenses, async () => {
    if ((await db.expenses.get(expense.id)) === undefined) await db.expenses.add({ ...expense, pending: false });
  });
}

/** Pushes what is queued and pulls the server's recent days now, e.g. after signing in as another account. */
export function refreshExpenses(): Promise<void> {
  return syncEngine().flush({ pull: true });
}
