import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { Account } from '../account.ts';
import { t } from '../../i18n/index.ts';
import { WALLET_MESSAGES } from './messages.ts';
import { CONNECTED_USDT_BALANCE, walletMachine } from './walletMachine.ts';

const connectedAccount = (usdtBalance: string): Account => ({
  phone: '+254712345678',
  language: 'en',
  currency: 'KES',
  country: 'KE',
  walletConnected: true,
  usdtBalance,
});

function start(connect: (balance: string) => Promise<Account> = async (balance) => connectedAccount(balance)) {
  const alerts: string[] = [];
  const remembered: Account[] = [];
  const balancesSent: string[] = [];
  const machine = walletMachine.provide({
    actions: {
      alert: (_, { message }) => alerts.push(message),
      rememberAccount: (_, { account }) => remembered.push(account),
    },
    actors: {
      connectWallet: fromPromise(async ({ input }) => {
        balancesSent.push(input.usdtBalance);
        return connect(input.usdtBalance);
      }),
    },
    delays: { walletHandshake: 20 },
  });
  const actor = createActor(machine, { input: { phone: '+254712345678' } }).start();
  return { actor, alerts, remembered, balancesSent };
}

describe('wallet machine', () => {
  it('connects after the handshake, records it on the server and on the device, then continues', async () => {
    const { actor, remembered, balancesSent } = start();
    expect(actor.getSnapshot().context.phone).toBe('+254712345678');
    actor.send({ type: 'wallet.connect' });
    expect(actor.getSnapshot().value).toBe('connecting');
    await waitFor(actor, (snapshot) => snapshot.matches('connected'));
    expect(balancesSent).toEqual([CONNECTED_USDT_BALANCE]);
    expect(remembered).toEqual([connectedAccount('245.80')]);
    expect(actor.getSnapshot().context.usdtBalance).toBe('245.80');
    actor.send({ type: 'wallet.continue' });
    expect(await toPromise(actor)).toEqual({ connected: true, usdtBalance: '245.80' });
  });

  it('shows the spec alert on "Sync Expenses" and stays connected', async () => {
    const { actor, alerts } = start();
    actor.send({ type: 'wallet.connect' });
    await waitFor(actor, (snapshot) => snapshot.matches('connected'));
    actor.send({ type: 'wallet.sync' });
    expect(alerts).toEqual([t(WALLET_MESSAGES.synced)]);
    expect(actor.getSnapshot().value).toBe('connected');
  });

  it('ignores a second tap on Connect while connecting', async () => {
    const { actor, balancesSent } = start();
    actor.send({ type: 'wallet.connect' });
    actor.send({ type: 'wallet.connect' });
    await waitFor(actor, (snapshot) => snapshot.matches('connected'));
    expect(balancesSent).toHaveLength(1);
  });

  it('says so when the server refuses, and retries without a new handshake', async () => {
    let attempts = 0;
    const { actor, remembered } = start(async (balance) => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return connectedAccount(balance);
    });
    actor.send({ type: 'wallet.connect' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toContain('Could not connect the wallet');
    expect(remembered).toEqual([]);
    actor.send({ type: 'wallet.connect' });
    expect(actor.getSnapshot().value).toBe('registering');
    await waitFor(actor, (snapshot) => snapshot.matches('connected'));
  });

  it('ends unconnected on skip', async () => {
    const { actor, remembered } = start();
    actor.send({ type: 'wallet.skip' });
    expect(await toPromise(actor)).toEqual({ connected: false, usdtBalance: null });
    expect(remembered).toEqual([]);
  });
});
