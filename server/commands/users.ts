// The user commands, one function each, shared by GraphQL and REST: settings, the wallet link
// and onboarding. Each runs the decider, then waits for the read model, so callers read their writes.
import { randomUUID } from 'node:crypto';
import { COUNTRIES } from '../../domain/countries.ts';
import { userDecider } from '../../events/user/decider.ts';
import type { UserCommand } from '../../events/user/decider.ts';
import { userStream } from '../../events/user/events.ts';
import type { UserRow } from '../../projections/users/row.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser } from '../envelope.ts';
import { currentUser } from '../queries/users.ts';
import { parseInput } from '../input.ts';
import { readOwn, runCommand } from './run.ts';
import { CompleteOnboardingInput, ConnectWalletInput, UpdateSettingsInput } from './userInput.ts';

/** What the companion wallet reports when connected without a balance of its own (the spec's mock). */
const SIMULATED_WALLET_BALANCE = '245.80';

async function run(app: App, caller: Caller, command: UserCommand, commandId: string = randomUUID()): Promise<UserRow> {
  await runCommand(app, caller, userDecider, { streamId: userStream(caller.userId), streamType: 'user', commandId, command });
  return readOwn(app, caller, () => currentUser(app, caller));
}

/** Changes any of the settings (and the wallet link) of `userId`, which must be the caller (or "me"). */
export async function updateSettings(app: App, caller: Caller, userId: string, input: unknown): Promise<UserRow> {
  assertOwnUser(caller, userId, 'You can only change your own settings');
  const { commandId, sortedWalletConnected, usdtBalance, ...changes } = parseInput(UpdateSettingsInput, input);
  const wallet = { connected: sortedWalletConnected, usdtBalance };
  return run(app, caller, { type: 'ChangeSettings', userId: caller.userId, changes, wallet }, commandId);
}

export async function completeOnboarding(app: App, caller: Caller, input: unknown = {}): Promise<UserRow> {
  const { country, currency } = parseInput(CompleteOnboardingInput, input ?? {});
  const chosenCurrency = currency ?? (country ? COUNTRIES[country].currency : null);
  return run(app, caller, { type: 'CompleteOnboarding', userId: caller.userId, country: country ?? null, currency: chosenCurrency });
}

export async function connectWallet(app: App, caller: Caller, input: unknown = {}): Promise<UserRow> {
  const { usdtBalance } = parseInput(ConnectWalletInput, input ?? {});
  return run(app, caller, { type: 'ConnectWallet', userId: caller.userId, usdtBalance: usdtBalance ?? SIMULATED_WALLET_BALANCE });
}

export const disconnectWallet = (app: App, caller: Caller): Promise<UserRow> =>
  run(app, caller, { type: 'DisconnectWallet', userId: caller.userId });
