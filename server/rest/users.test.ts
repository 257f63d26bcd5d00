import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../../test/support/backends.ts';
import { newDevice } from '../../test/support/device.ts';
import { useTestServer } from '../../test/support/server.ts';

/** Exactly the fields both transports promise for a user, no more. */
const User = z.strictObject({
  id: z.uuid(),
  username: z.string().nullable(),
  language: z.string(),
  interfaceLanguage: z.string().nullable(),
  currency: z.string(),
  country: z.string().nullable(),
  timeZone: z.string(),
  sortedWalletConnected: z.boolean(),
  usdtBalance: z.string().regex(/^\d+\.\d{2}$/),
  monthlySavingsGoal: z.string().regex(/^\d+\.\d{2}$/),
  voiceInputEnabled: z.boolean(),
  savingsNotifications: z.boolean(),
  onboardingCompleted: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
const USER_FIELDS = Object.keys(User.shape).join(' ');

describe.each(databaseBackends())('users over HTTP on $name', (backend) => {
  const server = useTestServer(backend);

  it('PATCH /api/users/{id} answers the whole updated user; unknown fields are ignored', async () => {
    const device = newDevice(server.url);
    const me = User.parse((await device.rest('GET', '/api/users/me')).body);
    const patched = await device.rest('PATCH', `/api/users/${me.id}`, {
      language: 'hi', currency: 'INR', voiceInputEnabled: false, savingsNotifications: false, monthlySavingsGoal: '5000',
      sortedWalletConnected: true, usdtBalance: 2500, username: '+15550000000', password: 'x', id: 'other',
    });
    expect(patched.status).toBe(200);
    expect(User.parse(patched.body)).toEqual({
      ...me, language: 'hi', currency: 'INR', voiceInputEnabled: false, savingsNotifications: false, monthlySavingsGoal: '5000.00',
      // A device that has only read is a pending user: it is created, with its own time, by this write.
      sortedWalletConnected: true, usdtBalance: '2500.00', createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect((await device.rest('GET', '/api/users/me')).body).toEqual(patched.body);
    expect((await device.rest('PATCH', '/api/users/me', { language: 'ta' })).body).toMatchObject({ id: me.id, language: 'ta' });
  });

  it('keeps the screens in another language than the voice, back to following it with "voice"; a bad code names the field', async () => {
    const device = newDevice(server.url);
    expect((await device.rest('PATCH', '/api/users/me', { language: 'sw', interfaceLanguage: 'en' })).body)
      .toMatchObject({ language: 'sw', interfaceLanguage: 'en' });
    expect((await device.rest('PATCH', '/api/users/me', { interfaceLanguage: 'voice' })).body).toMatchObject({ language: 'sw', interfaceLanguage: null });
    const bad = await device.rest('PATCH', '/api/users/me', { interfaceLanguage: 'xx' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'interfaceLanguage' } });
  });

  it("answers 403 for another user's id and changes nothing", async () => {
    const owner = newDevice(server.url);
    const ownerUser = User.parse((await owner.rest('PATCH', '/api/users/me', { language: 'hi' })).body);
    const stranger = newDevice(server.url);
    expect(await stranger.rest('PATCH', `/api/users/${ownerUser.id}`, { language: 'sw' })).toEqual({
      status: 403, body: { error: 'forbidden', message: 'You can only change your own settings' },
    });
    expect(await stranger.rest('PATCH', '/api/users/1', { language: 'sw' })).toMatchObject({ status: 403 });
    expect((await owner.rest('GET', '/api/users/me')).body).toEqual(ownerUser);
  });

  it.each([
    [{ language: 'klingon' }, 'language'],
    [{ currency: '$$' }, 'currency'],
    [{ voiceInputEnabled: 'false' }, 'voiceInputEnabled'],
    [{ monthlySavingsGoal: '-1' }, 'monthlySavingsGoal'],
    [{ usdtBalance: '1.234' }, 'usdtBalance'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const device = newDevice(server.url);
    const answer = await device.rest('PATCH', '/api/users/me', body);
    expect(answer).toMatchObject({ status: 400, body: { error: 'validation', field } });
  });

  it('serves the same user and rules over GraphQL', async () => {
    const device = newDevice(server.url);
    const legacy = z.object({ me: z.object({ id: z.string(), timeZone: z.string() }) }).parse(await device.data('{ me { id timeZone } }'));
    expect(legacy.me.timeZone).toBe('Africa/Nairobi');
    const fields = `{ ${USER_FIELDS} }`;
    const updated = await device.data(`mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) ${fields} }`, {
      input: { language: 'sw', monthlySavingsGoal: '1500.5', voiceInputEnabled: false },
    });
    const user = User.parse(z.object({ updateSettings: z.unknown() }).parse(updated).updateSettings);
    expect(user).toMatchObject({ id: legacy.me.id, language: 'sw', monthlySavingsGoal: '1500.50', voiceInputEnabled: false });
    expect((await device.rest('GET', '/api/users/me')).body).toEqual(user);

    const bad = await device.gql('mutation { updateSettings(input: { currency: "shillings" }) { id } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currency' });

    expect(await device.data('mutation { completeOnboarding(input: { country: "NG" }) { onboardingCompleted country currency } }'))
      .toEqual({ completeOnboarding: { onboardingCompleted: true, country: 'NG', currency: 'NGN' } });
    expect(await device.data('mutation { connectWallet { sortedWalletConnected usdtBalance } }'))
      .toEqual({ connectWallet: { sortedWalletConnected: true, usdtBalance: '245.80' } });
    expect(await device.data('mutation { disconnectWallet { sortedWalletConnected usdtBalance } }'))
      .toEqual({ disconnectWallet: { sortedWalletConnected: false, usdtBalance: '245.80' } });
    const history = z.object({ me: z.object({ history: z.array(z.object({ type: z.string() })) }) })
      .parse(await device.data('{ me { history { type } } }'));
    expect(history.me.history.map((event) => event.type)).toEqual([
      'UserCreated', 'UserSettingsChanged', 'OnboardingCompleted', 'WalletConnected', 'WalletDisconnected',
    ]);
  });
});
