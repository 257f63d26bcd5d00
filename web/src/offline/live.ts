// React's view of Dexie: a liveQuery re-runs when the tables it read change (in this tab or another),
// and a day clock re-runs day-bound queries after local midnight. Reads only; writes live in local.ts.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { localDay } from '../../../domain/dates.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { loadDbModule } from './database.ts';
import type { ExpenseDatabase } from './db.ts';

const dayListeners = new Set<() => void>();
let dayTimer: ReturnType<typeof setInterval> | undefined;
let currentDay = '';

function today(): string {
  currentDay ||= localDay(new Date(), deviceTimeZone());
  return currentDay;
}

function subscribeDay(listener: () => void): () => void {
  dayListeners.add(listener);
  // A minute's check is cheap and needs no midnight arithmetic across zones and DST.
  dayTimer ??= setInterval(() => {
    const next = localDay(new Date(), deviceTimeZone());
    if (next === currentDay) return;
    currentDay = next;
    for (const each of dayListeners) each();
  }, 60_000);
  return () => {
    dayListeners.delete(listener);
    if (dayListeners.size === 0) {
      clearInterval(dayTimer);
      dayTimer = undefined;
    }
  };
}

/** Today's local day (YYYY-MM-DD) in the device zone, re-rendering when it turns. */
export function useToday(): string {
  return useSyncExternalStore(subscribeDay, today, today);
}

/**
 * The result of a Dexie query, kept current; undefined until the first answer (Dexie loads first).
 * `key` names the query's inputs: when it changes the query restarts, and until it answers the hook
 * answers undefined again. The last key's answer is never passed off as the new one's: History's
 * header once named the month over the previous search's total while the month was read.
 */
export function useLiveQuery<T>(query: (db: ExpenseDatabase) => Promise<T>, key: string): T | undefined {
  const [state, setState] = useState<{ key: string; value: T } | undefined>(undefined);
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let cancelled = false;
    // A failed read leaves the last answer on screen; the error is for the console, not the person.
    const fail = (error: unknown) => console.error('offline read failed', error);
    loadDbModule().then(({ expenseDb, liveQuery }) => {
      if (cancelled) return;
      const db = expenseDb();
      subscription = liveQuery(() => query(db)).subscribe({ next: (value) => setState({ key, value }), error: fail });
    }, fail);
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
    // Only `key`: the query is a new closure each render, but it closes over exactly what `key` names.
  }, [key]);
  return state?.key === key ? state.value : undefined;
}
