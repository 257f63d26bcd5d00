import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Account } from '../account.ts';
import { APP_STORE_URL, PLAY_STORE_URL } from './walletLink.ts';
import { t } from '../../i18n/index.ts';
import { WALLET_MESSAGES } from './messages.ts';
import { walletMachine } from './walletMachine.ts';
import { WalletConnectScreen } from './WalletConnectScreen.tsx';

function renderWallet(phone: string | null = '+254712345678') {
  const alerts: string[] = [];
  const machine = walletMachine.provide({
    actions: { alert: (_, { message }) => alerts.push(message) },
    actors: {
      connectWallet: fromPromise(
        async ({ input }): Promise<Account> => ({
          phone,
          language: 'en',
          currency: 'KES',
          country: 'KE',
          walletConnected: true,
          usdtBalance: input.usdtBalance,
        }),
      ),
    },
    delays: { walletHandshake: 30 },
  });
  const actor = createActor(machine, { input: { phone } }).start();
  render(<WalletConnectScreen actor={actor} />);
  return { actor, alerts };
}

describe('WalletConnectScreen', () => {
  it('lists the benefits and the phone the wallet links to', () => {
    renderWallet();
    expect(screen.getByRole('heading', { name: 'Connect Sorted Wallet' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('+254712345678')).toBeTruthy();
    // Not connected yet, and it says so (issue 33: "Wallet linked to +254…" stood beside Connect).
    expect(screen.getByText('Your wallet will be linked to')).toBeTruthy();
    expect(screen.queryByText('Wallet linked to')).toBeNull();
  });

  it('connects, shows 245.80 USDT, alerts on Sync Expenses and continues', async () => {
    const { actor, alerts } = renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('status').textContent).toContain('Connecting to Sorted Wallet');
    await screen.findByRole('heading', { name: 'Wallet Connected' });
    expect(screen.getByText('Wallet linked to')).toBeTruthy();
    expect(screen.getByText('USDT 245.80')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync Expenses' }));
    expect(alerts).toEqual([t(WALLET_MESSAGES.synced)]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Sauti' }));
    expect(actor.getSnapshot().output).toEqual({ connected: true, usdtBalance: '245.80' });
  });

  it('offers the iOS and Android downloads when "Open Wallet App" is used on a computer', () => {
    renderWallet(null);
    expect(screen.getByText('This phone (no number added)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open Wallet App' }));
    const dialog = screen.getByRole('dialog', { name: 'Get Sorted Wallet' });
    expect(within(dialog).getByRole('link', { name: 'Download for iOS' }).getAttribute('href')).toBe(APP_STORE_URL);
    expect(within(dialog).getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toBe(PLAY_STORE_URL);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
