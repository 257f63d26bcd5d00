// The USDT overview for a seeded month: figures in USDT and the chosen currency, the spending
// status, advice from the figures, and quick actions opening the converter pre-filled.
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../apollo.ts';
import { setPreferences } from '../user/preferences.ts';
import { UsdtOverview } from './UsdtOverview.tsx';

const amount = (value: string, currency: string) => ({ __typename: 'CurrencyAmount', amount: value, currency });
const MONTH = {
  __typename: 'MonthMoney',
  expenses: [amount('15000.00', 'KES'), amount('40000.00', 'NGN')],
  savings: [amount('1500.00', 'KES')],
};

/** The overview over a real Apollo client whose server answers this month's money, or fails. */
function renderOverview(answer: () => Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  render(
    <ApolloProvider client={createApolloClient({ uri: 'http://sauti.test/graphql', fetch })}>
      <UsdtOverview />
    </ApolloProvider>,
  );
}

const seededMonth = () =>
  Promise.resolve(new Response(JSON.stringify({ data: { monthMoney: MONTH } }), { headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setPreferences({ currency: 'KES', usdtBalance: '245.80' });
});

describe('UsdtOverview', () => {
  it('shows a seeded month against the balance: Moderate Spending at 61 %', async () => {
    renderOverview(seededMonth);
    const overview = within(screen.getByRole('region', { name: 'USDT Overview' }));
    // KES 15,000 = 100 USDT and NGN 40,000 = 50 USDT at the built-in rates: 150 of 245.80.
    expect(await overview.findByText('USDT 150.00')).toBeTruthy();
    expect(overview.getByText('KES 22,500.00')).toBeTruthy();
    expect(overview.getByText('Moderate Spending')).toBeTruthy();
    expect(overview.getByText('61.0% of your USDT balance spent this month')).toBeTruthy();
    expect(overview.getByText('Save KES 3,000.00 more this month to reach 20% of your expenses.')).toBeTruthy();
    fireEvent.change(overview.getByRole('combobox', { name: 'Conversion currency' }), { target: { value: 'NGN' } });
    expect(overview.getByText('NGN 120,000.00')).toBeTruthy();
  });

  it('opens the converter pre-filled with the month’s expenses', async () => {
    renderOverview(seededMonth);
    await screen.findByText('Moderate Spending');
    fireEvent.click(screen.getByRole('button', { name: 'Convert expenses' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Currency Converter' }));
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '22500.00');
    expect(dialog.getByRole('region', { name: 'Converted amount' }).textContent).toContain('USDT\u00a0150.00');
  });

  it('shows the balance and says so when the month cannot be loaded', async () => {
    renderOverview(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('This month’s figures could not be loaded; showing your balance only.')).toBeTruthy();
    expect(screen.getByText('USDT 245.80')).toBeTruthy();
    expect(screen.getByText('Conservative Spending')).toBeTruthy();
  });
});
