// Home against a mocked offline data layer: the empty day with the introduction, a day with
// expenses, the header's chips, the wallet card and the lazy Add Expense modal behind the button.
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApolloClient } from '../apollo.ts';
import type { DaySummary, LocalExpense } from '../offline/expenses.ts';
import { setPreferences } from '../user/preferences.ts';
import { storedExpense } from './expense.fixture.ts';
import { HomeScreen } from './HomeScreen.tsx';

const data = vi.hoisted(() => {
  const state: { expenses: LocalExpense[] | undefined; summary: DaySummary | undefined; online: boolean; anyExpense: boolean } = {
    expenses: undefined,
    summary: undefined,
    online: true,
    anyExpense: false,
  };
  return state;
});

vi.mock('../offline/expenses.ts', () => ({
  useTodayExpenses: () => data.expenses,
  useDaySummary: () => data.summary,
  useHasAnyExpense: () => data.anyExpense,
  useOnline: () => data.online,
  addExpense: vi.fn(),
  changeExpense: vi.fn(),
  deleteExpense: vi.fn(),
}));

const summary = (overrides: Partial<DaySummary> = {}): DaySummary => ({
  day: '2026-11-21',
  totals: [],
  changes: [],
  topCategories: [],
  ...overrides,
});

function renderHome() {
  const location = memoryLocation({ path: '/', record: true });
  const client = createApolloClient({ fetch: () => Promise.reject(new TypeError('offline')) });
  render(
    <ApolloProvider client={client}>
      <Router hook={location.hook}>
        <HomeScreen />
      </Router>
    </ApolloProvider>,
  );
  return location;
}

beforeEach(() => {
  // Reduced motion: totals show their value at once, cards appear without animating.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  setPreferences({ currency: 'KES', language: 'sw', phone: null, walletConnected: false, usdtBalance: '245.80' });
  data.expenses = [];
  data.summary = summary();
  data.online = true;
  data.anyExpense = false;
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('HomeScreen', () => {
  it('shows the empty day: heading, empty state, AI introduction, zero total and three "other" cards', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: "Today's Expenses" })).toBeTruthy();
    expect(screen.getByText('No expenses yet')).toBeTruthy();
    expect(screen.getByText('Tap the AI voice button to add your first expense')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'AI expense tracking' })).toBeTruthy();
    expect(screen.getByText('nimenunua chakula 500')).toBeTruthy();
    expect(screen.getByTestId('today-total').textContent).toBe('0.00');
    const cards = within(screen.getByRole('region', { name: 'Top categories' })).getAllByRole('listitem');
    // Padding drawn (and read) as places waiting to be filled: no category, no 0.00.
    expect(cards.map((card) => card.textContent)).toEqual(Array(3).fill('Nothing yet'));
    expect(cards.every((card) => card.dataset.placeholder === 'true')).toBe(true);
    // Nothing on this phone at all: no "See all" leading to an empty History.
    expect(screen.queryByRole('link', { name: 'See all' })).toBeNull();
    // A new day opens with what to do: the introduction, then the empty state, then the zeros.
    const order = ['AI expense tracking', 'No expenses yet', 'Wallet', "Today's total"].map((name) => screen.getByRole(name === 'AI expense tracking' ? 'heading' : 'region', { name }));
    for (const [before, after] of order.slice(0, -1).map((node, at) => [node, order[at + 1]] as const)) {
      expect(after && before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Add expense' })).toBeTruthy();
  });

  it('offers "See all" on an empty day once earlier days hold expenses', () => {
    data.anyExpense = true;
    renderHome();
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/history');
  });

  it('waits for the local copy before choosing between the list and the introduction', () => {
    data.expenses = undefined;
    renderHome();
    expect(screen.queryByText('No expenses yet')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'AI expense tracking' })).toBeNull();
  });

  it('lists today’s expenses under the full date, totals them, and hides the introduction', () => {
    data.expenses = [
      storedExpense({ id: 'e2', description: 'Matatu', amount: '80.00', category: 'transport' }),
      storedExpense({ pending: true }),
      storedExpense({ id: 'e3', description: 'Lunch', amount: '12.00', currency: 'USD' }),
    ];
    data.summary = summary({
      topCategories: [
        { category: 'food', currency: 'KES', amount: '500.00' },
        { category: 'food', currency: 'USD', amount: '12.00' },
        { category: 'transport', currency: 'KES', amount: '80.00' },
      ],
      changes: [{ currency: 'KES', today: '580.00', yesterday: '662.86', percent: '-12.5' }],
    });
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: 'Saturday, 21 November 2026' })).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'Saturday, 21 November 2026' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const chakula = rows[1];
    expect(chakula?.textContent).toContain('🍚');
    expect(chakula?.textContent).toContain('Chakula');
    expect(chakula?.textContent).toContain('KES\u00a0500.00');
    // KES 500 at the built-in 150 per USD, before the server's rates arrive.
    expect(chakula?.textContent).toContain('≈ 3.33 USDT');
    // The USD row at its own rate, not KES's; the wallet card sums every row in USDT (0.53 + 3.33 + 12.00).
    expect(rows[2]?.textContent).toContain('≈ 12.00 USDT');
    expect(within(screen.getByRole('region', { name: 'Wallet' })).getByText('≈ 15.86 USDT')).toBeTruthy();
    expect(chakula?.textContent).toContain('Not synced yet');
    expect(chakula?.querySelector('time')?.textContent).toMatch(/^\d{1,2}:05 (AM|PM)$/);
    // The USD 12 is in the total at the built-in 150 KES per USD (KES 1,800), and the card says so.
    expect(screen.getByTestId('today-total').textContent).toBe('2,380.00');
    expect(screen.getByText('1 expense in another currency, converted at current rates')).toBeTruthy();
    expect(screen.getByText('259.1% vs yesterday').textContent).toContain('Up');
    const cards = within(screen.getByRole('region', { name: 'Top categories' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['🍚FoodKES 2,300.00', '🚌TransportKES 80.00', 'Nothing yet']);
    expect(screen.queryByRole('heading', { name: 'AI expense tracking' })).toBeNull();
    expect(screen.queryByText('No expenses yet')).toBeNull();
  });

  it('groups rupees the Indian way', () => {
    setPreferences({ currency: 'INR', language: 'hi' });
    data.expenses = [storedExpense({ description: 'ऑटो', amount: '100000.00', currency: 'INR', category: 'transport' })];
    renderHome();
    expect(screen.getByTestId('today-total').textContent).toBe('1,00,000.00');
    // The wallet card, the total card's spoken-for value and the row.
    expect(screen.getAllByText('INR 1,00,000.00')).toHaveLength(3);
  });

  it('shows the network state, the phone’s last four digits and the wallet badge', () => {
    setPreferences({ phone: '071 234 5678', walletConnected: true });
    data.online = false;
    renderHome();
    expect(screen.getByRole('status').textContent).toBe('Offline');
    expect(screen.getByText('Phone ending in 5678')).toBeTruthy();
    expect(screen.getByText('Wallet connected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Wallet' }).getAttribute('href')).toBe('/settings');
  });

  it('offers Connect without a wallet, and shows no phone or badge', () => {
    renderHome();
    expect(screen.getByRole('status').textContent).toBe('Online');
    expect(screen.queryByText(/Phone ending/)).toBeNull();
    expect(screen.queryByText('Wallet connected')).toBeNull();
    const wallet = within(screen.getByRole('region', { name: 'Wallet' }));
    expect(wallet.getByText('USDT 245.80')).toBeTruthy();
    expect(wallet.getByRole('link', { name: 'Open Wallet App' }).getAttribute('target')).toBe('_blank');
    expect(wallet.getByRole('link', { name: 'Connect' }).getAttribute('href')).toBe('/wallet');
  });

  it('Convert to USDT opens the converter from the user\'s currency, converting as they type', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Convert to USDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Currency Converter' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '1,500' } });
    expect(within(dialog).getByRole('region', { name: 'Converted amount' }).textContent).toContain('USDT\u00a010.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the Add Expense modal, loaded on demand, from the voice button', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Add expense' }));
    // The loading frame shows first; the modal replaces it once its chunk has arrived.
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Add Expense' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
