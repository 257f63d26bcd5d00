// The web app's rates: the server's answer replaces the built-in table and is kept in the local
// copy; a later visit with no network converts with that copy and says it is offline; focus refetches.
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openExpenseDatabase } from '../offline/db.ts';
import type { ExpenseDatabase } from '../offline/db.ts';

const LIVE = { base: 'USD', rates: { USD: '1', KES: '125', USDT: '1' }, source: 'live', asOf: '2026-11-23T10:00:00.000Z', live: ['KES', 'USDT'] };

let db: ExpenseDatabase;
let count = 0;

const ok = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
/** The server's GraphQL answer for a rates table. */
const answering = ({ rates, source, asOf, live }: typeof LIVE) => ok({
  data: { exchangeRates: { source: source.toUpperCase(), asOf, live, rates: Object.entries(rates).map(([currency, rate]) => ({ currency, rate })) } },
});
const down = () => Promise.reject(new TypeError('Failed to fetch'));

/** Answers in turn; the last answer repeats. */
function serverAnswering(...answers: Array<() => Promise<Response>>) {
  let calls = 0;
  const fetch = vi.fn(() => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? down;
    calls += 1;
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A fresh module each time: the store is per page load. */
async function useRatesOnFreshPage() {
  vi.resetModules();
  const { useRates } = await import('./rates.ts');
  const { setDatabaseForTests: setDb } = await import('../offline/db.ts');
  setDb(db);
  return renderHook(() => useRates());
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  db = openExpenseDatabase(`rates test ${(count += 1)}`);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useRates', () => {
  it('starts on the built-in table, takes the server\'s rates and keeps them in the local copy', async () => {
    serverAnswering(answering(LIVE));
    const { result, unmount } = await useRatesOnFreshPage();
    expect(result.current.table.source).toBe('built-in');
    await waitFor(() => expect(result.current).toEqual({ table: LIVE, reachable: true }));
    await waitFor(async () => expect(await db.rates.get('USD')).toEqual(LIVE));
    unmount();
  });

  it('converts with the kept copy on a later visit with no network, and says it is unreachable', async () => {
    await db.rates.put({ ...LIVE, base: 'USD', source: 'live' });
    serverAnswering(down);
    const { result, unmount } = await useRatesOnFreshPage();
    await waitFor(() => expect(result.current).toEqual({ table: LIVE, reachable: false }));
    // Offline is an everyday state, not a fault: nothing is logged for it.
    expect(console.warn).not.toHaveBeenCalled();
    unmount();
  });

  it('refetches when the window gains focus', async () => {
    const fetch = serverAnswering(answering(LIVE), answering({ ...LIVE, rates: { ...LIVE.rates, KES: '126' }, asOf: '2026-11-23T10:06:00.000Z' }));
    const { result, unmount } = await useRatesOnFreshPage();
    await waitFor(() => expect(result.current.table.rates.KES).toBe('125'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(result.current.table.rates.KES).toBe('126'));
    expect(fetch).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('ignores an answer that is not a rates table', async () => {
    serverAnswering(ok({ rates: 'none' }));
    const { result, unmount } = await useRatesOnFreshPage();
    await waitFor(() => expect(result.current.reachable).toBe(false));
    expect(result.current.table.source).toBe('built-in');
    unmount();
  });
});
