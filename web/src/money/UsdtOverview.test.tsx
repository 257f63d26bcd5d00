// The USDT overview for a seeded month: figures in USDT and the chosen currency, the spending
// status, advice from the figures, and quick actions opening the converter pre-filled.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '../user/preferences.ts';
import { UsdtOverview } from './UsdtOverview.tsx';

const MONTH_EXPENSES = [
  { amount: '15000.00', currency: 'KES' },
  { amount: '40000.00', currency: 'NGN' },
];
const MONTH_SAVINGS = [{ amount: '1500.00', currency: 'KES' }];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setPreferences({ currency: 'KES', usdtBalance: '245.80' });
});

describe('UsdtOverview', () => {
  it('shows a seeded month against the balance: Moderate Spending at 61 %', () => {
    render(<UsdtOverview expenses={MONTH_EXPENSES} savings={MONTH_SAVINGS} />);
    const overview = within(screen.getByRole('region', { name: 'USDT Overview' }));
    // KES 15,000 = 100 USDT and NGN 40,000 = 50 USDT at the built-in rates: 150 of 245.80.
    expect(overview.getByText('USDT 150.00')).toBeTruthy();
    expect(overview.getByText('KES 22,500.00')).toBeTruthy();
    expect(overview.getByText('Moderate Spending')).toBeTruthy();
    expect(overview.getByText('61.0% of your USDT balance spent this month')).toBeTruthy();
    expect(overview.getByText('Save KES 3,000.00 more this month to reach 20% of your expenses.')).toBeTruthy();
    fireEvent.change(overview.getByRole('combobox', { name: 'Conversion currency' }), { target: { value: 'NGN' } });
    expect(overview.getByText('NGN 120,000.00')).toBeTruthy();
  });

  it('opens the converter pre-filled with the month’s expenses', async () => {
    render(<UsdtOverview expenses={MONTH_EXPENSES} savings={MONTH_SAVINGS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Convert expenses' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Currency Converter' }));
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '22500.00');
    expect(dialog.getByRole('region', { name: 'Converted amount' }).textContent).toContain('USDT\u00a0150.00');
  });
});
