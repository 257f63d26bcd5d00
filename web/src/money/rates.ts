// The exchange rates the web app converts with: the server's latest, kept in the local copy so
// conversion works offline, refetched every 5 minutes and on window focus (spec §9). Built-in first.
import { useSyncExternalStore } from 'react';
import type { RateTable, RatesSource } from '../../../domain/exchange.ts';
import { builtInRateTable } from '../../../domain/exchange.ts';
import { database } from '../offline/database.ts';

const REFRESH_MS = 5 * 60_000;

export interface RatesState {
  table: RateTable;
  /** Whether the last request for rates reached the server (false: offline, or it failed). */
  reachable: boolean;
}

const SOURCES: readonly RatesSource[] = ['live', 'cached', 'built-in'];

/** A rates answer from the server or the local copy, or null when it is not one. */
function readTable(value: unknown): RateTable | null {
  if (typeof value !== 'object' || value === null || !('rates' in value) || !('source' in value) || !('asOf' in value)) return null;
  const { rates, source, asOf } = value;
  if (typeof rates !== 'object' || rates === null) return null;
  const entries = Object.entries(rates).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const known = SOURCES.find((candidate) => candidate === source);
  if (known === undefined || entries.length === 0 || (asOf !== null && typeof asOf !== 'string')) return null;
  const live = 'live' in value && Array.isArray(value.live) ? value.live.filter((code): code is string => typeof code === 'string') : [];
  return { base: 'USD', rates: Object.fromEntries(entries), source: known, asOf, live };
}

let state: RatesState = { table: builtInRateTable(), reachable: true };
const listeners = new Set<() => void>();

function publish(next: RatesState) {
  state = next;
  for (const listener of listeners) listener();
}

async function loadLocalCopy(): Promise<void> {
  const stored = readTable(await (await database()).rates.get('USD'));
  // Only fills in while nothing newer came from the server.
  if (stored !== null && state.table.source === 'built-in') publish({ ...state, table: stored });
}

/** Asks the server; keeps what we have and marks it unreachable when that fails. */
async function refreshRates(): Promise<void> {
  try {
    const response = await fetch('/api/exchange-rates', { credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    const table = readTable(await response.json());
    if (table === null) throw new Error('the rates answer is not a rates table');
    publish({ table, reachable: true });
    // Last writer wins: the newest answer replaces the stored row.
    await (await database()).rates.put({ ...table, base: 'USD', rates: { ...table.rates } });
  } catch (error) {
    console.warn('exchange rates could not be refreshed; converting with the rates we have', error);
    publish({ ...state, reachable: false });
  }
}

function start(): () => void {
  void loadLocalCopy()
    .catch((error: unknown) => console.warn('no local copy of the exchange rates', error))
    .then(refreshRates);
  const timer = window.setInterval(() => void refreshRates(), REFRESH_MS);
  const onFocus = () => void refreshRates();
  window.addEventListener('focus', onFocus);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', onFocus);
  };
}

let stop: (() => void) | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
    }
  };
}

/** The rates to convert with now; the first screen that asks starts the refreshing. */
export function useRates(): RatesState {
  return useSyncExternalStore(subscribe, () => state);
}
