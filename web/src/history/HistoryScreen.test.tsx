// History against the phone's real local copy (Dexie on fake-indexeddb): days with their totals, the
// month's total, search and chips narrowing, month paging, and the server's pages for older months.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { localDay } from '../../../domain/dates.ts';
import { openExpenseDatabase, setDatabaseForTests } from '../offline/db.ts';
import type { ExpenseDatabase, LocalExpense } from '../offline/db.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { setPreferences } from '../user/preferences.ts';
import { HistoryScreen } from './HistoryScreen.tsx';
import { addMonths, monthOf } from '../format/month.ts';

const today = localDay(new Date(), deviceTimeZone());
const lastMonth = addMonths(monthOf(today), -1);
/** Noon on a local day, as the instant the row carries. */
const noon = (day: string) => new Date(`${day}T12:00:00`).toISOString();

const row = (id: string, description: string, amount: string, day: string, category: LocalExpense['category'] = 'food'): LocalExpense => ({
  id, description, amount, currency: 'KES', category, language: 'sw', createdAt: noon(day), updatedAt: noon(day), pending: false,
});

/** What a request to /graphql asked for. */
interface Asked {
  query: string;
  variables: { filter?: Record<string, unknown> };
}
const askedOf = (init: RequestInit): Asked => JSON.parse(String(init.body));
/** The server's one page of older expenses, as the document asks for them. */
const olderPage = (rows: LocalExpense[]) =>
  Response.json({ data: { result: { edges: rows.map(({ pending: _pending, ...node }) => ({ node })), pageInfo: { endCursor: null, hasNextPage: false } } } });

let db: ExpenseDatabase;
let count = 0;

beforeEach(async () => {
  db = openExpenseDatabase(`history screen ${(count += 1)}`);
  setDatabaseForTests(db);
  setPreferences({ currency: 'KES', language: 'en', onboardingComplete: true });
  await db.expenses.bulkAdd([
    row('a', 'Chai na mandazi', '80', today),
    row('b', 'Matatu to town', '100', today, 'transport'),
    row('c', 'Unga wa ugali', '200', `${lastMonth}-10`),
  ]);
});

afterEach(() => {
  db.close();
  vi.unstubAllGlobals();
});

function renderHistory() {
  render(
    <Router hook={memoryLocation({ path: '/history' }).hook}>
      <HistoryScreen />
    </Router>,
  );
}

const dayTotal = (day: string) => document.querySelector(`[data-day-total="${day}"]`)?.textContent;

describe('History', () => {
  it('groups the month by day with each day\'s total and the month\'s, and pages to the month before', async () => {
    renderHistory();
    await screen.findByText('Chai na mandazi');
    expect(dayTotal(today)).toBe('Total KES\u00a0180.00');
    expect(screen.getByTestId('month-total').textContent).toBe('KES\u00a0180.00');
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByText('Unga wa ugali');
    expect(dayTotal(`${lastMonth}-10`)).toBe('Total KES\u00a0200.00');
    expect(screen.queryByText('Chai na mandazi')).toBeNull();
  });

  it('narrows by search (case and accents aside) and by category chip, totals following what is shown', async () => {
    // A search also asks the server for what is older than the phone keeps: here, nothing.
    vi.stubGlobal('fetch', async () => olderPage([]));
    renderHistory();
    await screen.findByText('Chai na mandazi');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search expenses' }), { target: { value: 'MATATU' } });
    // A search reads every month the phone keeps: until that answers, no rows and no total ("…").
    await screen.findByText('Matatu to town');
    expect(screen.queryByText('Chai na mandazi')).toBeNull();
    expect(screen.getByTestId('month-total').textContent).toBe('KES\u00a0100.00');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search expenses' }), { target: { value: '' } });
    await screen.findByText('Chai na mandazi');
    const chips = screen.getByRole('group', { name: 'Categories' });
    fireEvent.click(within(chips).getByRole('button', { name: /Food/ }));
    await waitFor(() => expect(screen.queryByText('Matatu to town')).toBeNull());
    expect(dayTotal(today)).toBe('Total KES\u00a080.00');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search expenses' }), { target: { value: 'nothing like this' } });
    await screen.findByText('No expenses match your search.');
  });

  it('searches every month from the month shown: the phone\'s days and the server\'s older ones, nothing to page', async () => {
    const old = addMonths(monthOf(today), -5);
    const sent: Asked[] = [];
    vi.stubGlobal('fetch', async (_uri: string, init: RequestInit) => {
      const asked = askedOf(init);
      if (!asked.query.includes('OfflineOlderExpenses')) return new Response('{}', { status: 404 });
      sent.push(asked);
      return olderPage([row('d', 'Unga wa dukani', '900.00', `${old}-05`)]);
    });
    renderHistory();
    await screen.findByText('Chai na mandazi');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search expenses' }), { target: { value: 'unga' } });
    await screen.findByText('Unga wa ugali');
    await screen.findByText('Unga wa dukani');
    expect(screen.queryByText('Chai na mandazi')).toBeNull();
    expect(screen.getByRole('region', { name: 'Found in all months' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous month' })).toBeNull();
    expect(screen.getByTestId('month-total').textContent).toBe('KES\u00a01,100.00');
    expect(sent.at(-1)?.variables.filter).toMatchObject({ from: null, q: 'unga' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search expenses' }), { target: { value: '' } });
    await screen.findByText('Chai na mandazi');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeTruthy();
  });

  it('asks the server for a month older than the phone keeps, and says it needs the network when offline', async () => {
    const old = addMonths(monthOf(today), -5);
    const sent: Asked[] = [];
    vi.stubGlobal('fetch', async (_uri: string, init: RequestInit) => {
      const asked = askedOf(init);
      if (asked.query.includes('OfflineOlderTotals')) {
        return Response.json({ data: { result: { total: '9000.00', byDay: [{ day: `${old}-05`, total: '9000.00' }] } } });
      }
      if (!asked.query.includes('OfflineOlderExpenses')) return new Response('{}', { status: 404 });
      sent.push(asked);
      return olderPage([row('d', 'Kodi ya nyumba', '9000.00', `${old}-05`, 'bills')]);
    });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHistory();
    await screen.findByText('Chai na mandazi');
    for (let back = 0; back < 5; back += 1) fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByText('Expenses older than 90 days need the network. Connect to see them.');
    expect(sent).toEqual([]);
    offline.mockRestore();
    window.dispatchEvent(new Event('online'));
    await screen.findByText('Kodi ya nyumba');
    expect(screen.getByTestId('month-total').textContent).toBe('KES\u00a09,000.00');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables.filter).toMatchObject({ from: `${old}-01` });
  });
});
