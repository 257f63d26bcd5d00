// The exchange rates the web app converts with: the server's latest (a typed string document, as the
// offline layer sends them: the first screen needs no Apollo for it), kept in the local copy so
// conversion works offline, refetched every 5 minutes and on window focus (spec §9). Built-in first.
import { useSyncExternalStore } from 'react';
import type { RateTable, RatesSource } from '../../../domain/exchange.ts';
import { builtInRateTable } from '../../../domain/exchange.ts';
import { database } from '../offline/database.ts';
import { graphql } from '../offline/gql/index.ts';
import type { RatesQuery } from '../offline/gql/graphql.ts';
import { post, RetryableError } from '../offline/request.ts';

const REFRESH_MS = 5 * 60_000;

export interface RatesState {
  table: RateTable;
  /** Whether the last request for rates reached the server (false: offline, or it failed). */
  reachable: boolean;
}

const RATES = graphql(`
  query Rates { exchangeRates { source asOf live rates { currency rate } } }
`);

const SOURCES: Record<RatesQuery['exchangeRates']['source'], RatesSource> = { LIVE: 'live', CACHED: 'cached', BUILT_IN: 'built-in' };

function tableFrom({ source, asOf, live, rates }: RatesQuery['exchangeRates']): RateTable {
  const known = SOURCES[source];
  // A newer server's source this build cannot name: its rates are still its rates.
  return { base: 'USD', rates: Object.fromEntries(rates.map(({ currency, rate }) => [currency, rate])), source: known ?? 'cached', asOf: asOf ?? null, live };
}

let state: RatesState = { table: builtInRateTable(), reachable: true };
const listeners = new Set<() => void>();

function publish(next: RatesState) {
  state = next;
  for (const listener of listeners) listener();
}

async function loadLocalCopy(): Promise<void> {
  const stored = await (await database()).rates.get('USD');
  // Only fills in while nothing newer came from the server; a copy kept before `live` existed has none live.
  if (stored !== undefined && state.table.source === 'built-in') publish({ ...state, table: { live: [], ...stored } });
}

/** Asks the server; keeps what we have and marks it unreachable when that fails. */
async function refreshRates(): Promise<void> {
  try {
    const answer = await post(fetch, '/graphql', RATES, {});
    if (answer.error !== null) throw new Error(answer.error.message);
    const table = tableFrom(answer.data.exchangeRates);
    publish({ table, reachable: true });
    // Last writer wins: the newest answer replaces the stored row.
    await (await database()).rates.put({ ...table, base: 'USD', rates: { ...table.rates } });
  } catch (error) {
    // Out of reach (offline, a server that could not answer now) is a phone's everyday state, shown by
    // `reachable`; only a refusal or a fault of our own is worth a warning.
    if (!(error instanceof RetryableError)) console.warn('exchange rates could not be refreshed; converting with the rates we have', error);
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
