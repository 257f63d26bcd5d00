// Loads Dexie and opens the "expense database" on first use, from its own chunk: Home's first paint
// never waits for the IndexedDB library. Everything that needs the database at run time asks here.
import type * as DbModule from './db.ts';
import type { ExpenseDatabase } from './db.ts';

let loading: Promise<typeof DbModule> | null = null;

/** The db.ts module (Dexie included), fetched once; a failed fetch (offline, no worker yet) may be retried. */
export function loadDbModule(): Promise<typeof DbModule> {
  loading ??= import('./db.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function database(): Promise<ExpenseDatabase> {
  return (await loadDbModule()).expenseDb();
}
