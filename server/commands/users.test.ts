import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors.ts';
import { callerAt, createUserFor, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import type { Caller } from '../context.ts';
import { currentUser, userHistory } from '../queries/users.ts';
import { completeOnboarding, connectWallet, disconnectWallet, updateSettings } from './users.ts';

const NOON = '2026-11-21T09:00:00.000Z';

async function refusal(work: Promise<unknown>) {
  const error = await work.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message, field: error.field };
}

describe.each(databaseBackends())('user commands on $name', (backend) => {
  const fixture = useTestApp(backend);

  async function newUser(): Promise<Caller> {
    const caller = callerAt(NOON, 'Africa/Nairobi');
    await createUserFor(fixture.app, caller);
    return caller;
  }
  const eventsOf = async (caller: Caller) => (await userHistory(fixture.app, caller.userId)).map(({ type, data }) => ({ type, data }));

  it('starts a user with the defaults', async () => {
    const caller = await newUser();
    expect(await currentUser(fixture.app, caller)).toEqual({
      id: caller.userId, username: null, language: 'en', interfaceLanguage: null, currency: 'KES', country: null, timeZone: 'Africa/Nairobi',
      sortedWalletConnected: false, usdtBalance: '0.00', monthlySavingsGoal: '0.00', voiceInputEnabled: true,
      savingsNotifications: true, onboardingCompleted: false, createdAt: NOON, updatedAt: NOON,
    });
  });

  it('records one event carrying only the changed settings, and nothing when nothing changes', async () => {
    const caller = await newUser();
    const later = { ...caller, now: new Date('2026-11-21T09:05:00.000Z') };
    const user = await updateSettings(fixture.app, later, caller.userId, {
      language: 'sw', currency: 'kes', voiceInputEnabled: true, savingsNotifications: false, monthlySavingsGoal: 5000, id: 'ignored',
    });
    expect(user).toMatchObject({ language: 'sw', currency: 'KES', savingsNotifications: false, monthlySavingsGoal: '5000.00', updatedAt: '2026-11-21T09:05:00.000Z' });
    expect(await updateSettings(fixture.app, caller, caller.userId, { language: 'sw', monthlySavingsGoal: '5000.00' })).toEqual(user);
    expect(await eventsOf(caller)).toEqual([
      { type: 'UserCreated', data: { userId: caller.userId, timeZone: 'Africa/Nairobi' } },
      { type: 'UserSettingsChanged', data: { changes: { language: 'sw', savingsNotifications: false, monthlySavingsGoal: '5000.00' } } },
    ]);
  });

  it('connects the wallet through the settings, keeping the balance when none is given', async () => {
    const caller = await newUser();
    expect(await updateSettings(fixture.app, caller, caller.userId, { sortedWalletConnected: true, usdtBalance: '2500' }))
      .toMatchObject({ sortedWalletConnected: true, usdtBalance: '2500.00' });
    expect(await updateSettings(fixture.app, caller, caller.userId, { sortedWalletConnected: false }))
      .toMatchObject({ sortedWalletConnected: false, usdtBalance: '2500.00' });
    expect(await updateSettings(fixture.app, caller, caller.userId, { sortedWalletConnected: true }))
      .toMatchObject({ sortedWalletConnected: true, usdtBalance: '2500.00' });
    expect((await eventsOf(caller)).map((event) => event.type)).toEqual(['UserCreated', 'WalletConnected', 'WalletDisconnected', 'WalletConnected']);
  });

  it('connects the simulated wallet with 245.80, and disconnects it', async () => {
    const caller = await newUser();
    expect(await connectWallet(fixture.app, caller)).toMatchObject({ sortedWalletConnected: true, usdtBalance: '245.80' });
    expect(await connectWallet(fixture.app, caller, { usdtBalance: '245.8' })).toMatchObject({ usdtBalance: '245.80' });
    expect(await disconnectWallet(fixture.app, caller)).toMatchObject({ sortedWalletConnected: false, usdtBalance: '245.80' });
    expect(await disconnectWallet(fixture.app, caller)).toMatchObject({ sortedWalletConnected: false });
    expect((await eventsOf(caller)).map((event) => event.type)).toEqual(['UserCreated', 'WalletConnected', 'WalletDisconnected']);
  });

  it('completes the onboarding once: a country brings its currency; skipping keeps the defaults', async () => {
    const india = await newUser();
    expect(await completeOnboarding(fixture.app, india, { country: 'in' })).toMatchObject({ onboardingCompleted: true, country: 'IN', currency: 'INR' });
    expect(await completeOnboarding(fixture.app, india, { country: 'KE', currency: 'KES' })).toMatchObject({ country: 'IN', currency: 'INR' });
    const skipper = await newUser();
    expect(await completeOnboarding(fixture.app, skipper, {})).toMatchObject({ onboardingCompleted: true, country: null, currency: 'KES' });
    expect(await eventsOf(skipper)).toContainEqual({ type: 'OnboardingCompleted', data: { country: null, currency: null } });
  });

  it("refuses another user's settings with forbidden, and writes nothing", async () => {
    const caller = await newUser();
    const other = await newUser();
    expect(await refusal(updateSettings(fixture.app, caller, other.userId, { language: 'sw' }))).toEqual({
      code: 'FORBIDDEN', message: 'You can only change your own settings', field: undefined,
    });
    expect(await eventsOf(other)).toHaveLength(1);
  });

  it.each([
    [{ language: 'xx' }, 'language'],
    [{ currency: 'shillings' }, 'currency'],
    [{ voiceInputEnabled: 'true' }, 'voiceInputEnabled'],
    [{ savingsNotifications: 1 }, 'savingsNotifications'],
    [{ monthlySavingsGoal: '-5' }, 'monthlySavingsGoal'],
    [{ monthlySavingsGoal: '10.005' }, 'monthlySavingsGoal'],
    [{ monthlySavingsGoal: 0.1 + 0.2 }, 'monthlySavingsGoal'],
    [{ sortedWalletConnected: 'yes' }, 'sortedWalletConnected'],
    [{ usdtBalance: 'lots' }, 'usdtBalance'],
  ])('refuses %j naming the field', async (input, field) => {
    const caller = await newUser();
    expect(await refusal(updateSettings(fixture.app, caller, caller.userId, input))).toMatchObject({ code: 'VALIDATION', field });
    expect(await eventsOf(caller)).toHaveLength(1);
  });

  it('accepts a monthly savings goal of zero', async () => {
    const caller = await newUser();
    await updateSettings(fixture.app, caller, caller.userId, { monthlySavingsGoal: '100' });
    expect(await updateSettings(fixture.app, caller, caller.userId, { monthlySavingsGoal: 0 })).toMatchObject({ monthlySavingsGoal: '0.00' });
  });

  it('refuses an onboarding country outside the 15', async () => {
    const caller = await newUser();
    expect(await refusal(completeOnboarding(fixture.app, caller, { country: 'FR' }))).toMatchObject({ code: 'VALIDATION', field: 'country' });
  });
});
