// Connecting the Sorted Wallet: a two-second handshake with the wallet, then the server records the
// connection on the user's stream and the device keeps it. Both effects are injected; tests fake them.
import { assign, fromPromise, setup } from 'xstate';
import { t } from '../../i18n/index.ts';
import type { Account } from '../account.ts';
import { WALLET_MESSAGES } from './messages.ts';

/** The balance the wallet reports on connect until a real wallet API exists (spec §9). */
export const CONNECTED_USDT_BALANCE = '245.80';

export type WalletInput = { phone: string | null };
export type WalletOutput = { connected: boolean; usdtBalance: string | null };

export type WalletEvent =
  | { type: 'wallet.connect' }
  | { type: 'wallet.sync' }
  | { type: 'wallet.continue' }
  | { type: 'wallet.skip' };

type Context = { phone: string | null; usdtBalance: string | null; error: string | null };

export const walletMachine = setup({
  types: {
    context: {} as Context,
    events: {} as WalletEvent,
    input: {} as WalletInput,
    output: {} as WalletOutput,
  },
  actions: {
    alert: (_, _params: { message: string }) => {},
    /** Stores the server's answer (connected flag, balance) on the device; provided by the app. */
    rememberAccount: (_, _params: { account: Account }) => {},
  },
  actors: {
    connectWallet: fromPromise<Account, { usdtBalance: string }>(async () => {
      throw new Error('connectWallet is not provided');
    }),
  },
  delays: { walletHandshake: 2000 },
}).createMachine({
  id: 'wallet',
  context: ({ input }) => ({ phone: input.phone, usdtBalance: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'wallet.connect': 'connecting', 'wallet.skip': 'skipped' },
    },
    connecting: {
      after: { walletHandshake: 'registering' },
    },
    registering: {
      invoke: {
        src: 'connectWallet',
        input: { usdtBalance: CONNECTED_USDT_BALANCE },
        onDone: {
          target: 'connected',
          actions: [
            assign({ usdtBalance: ({ event }) => event.output.usdtBalance, error: null }),
            { type: 'rememberAccount', params: ({ event }) => ({ account: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: () => t(WALLET_MESSAGES.connectFailed) }),
        },
      },
    },
    // The handshake already happened; a retry only needs the server again.
    failed: {
      on: { 'wallet.connect': 'registering', 'wallet.skip': 'skipped' },
    },
    connected: {
      on: {
        'wallet.sync': { actions: { type: 'alert', params: () => ({ message: t(WALLET_MESSAGES.synced) }) } },
        'wallet.continue': 'done',
      },
    },
    done: { type: 'final' },
    skipped: { type: 'final' },
  },
  output: ({ context }) => ({ connected: context.usdtBalance !== null, usdtBalance: context.usdtBalance }),
});
