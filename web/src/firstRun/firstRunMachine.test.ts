import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { CountryCode } from '../../../domain/countries.ts';
import type { Account } from '../user/account.ts';
import type { FirstRunInput } from './firstRunMachine.ts';
import { firstRunMachine } from './firstRunMachine.ts';
import { loginMachine } from '../user/login/loginMachine.ts';
import { onboardingMachine } from './onboardingMachine.ts';

const account = (phone: string): Account & { phone: string } => ({
  phone,
  language: 'sw',
  currency: 'KES',
  country: 'KE',
  walletConnected: false,
  usdtBalance: '0.00',
});

const KENYA: FirstRunInput = { country: 'KE', suggestion: { country: 'KE', currency: 'KES', language: 'sw' }, phone: null };

function start(input: FirstRunInput = KENYA) {
  const codeRequests: { phone: string; country: CountryCode }[] = [];
  const machine = firstRunMachine.provide({
    actors: {
      onboarding: onboardingMachine.provide({ actors: { completeOnboarding: fromPromise(async (): Promise<unknown> => undefined) } }),
      login: loginMachine.provide({
        actors: {
          requestCode: fromPromise(async ({ input: sent }) => {
            codeRequests.push(sent);
          }),
          verifyCode: fromPromise(async () => account('+256712345678')),
        },
        delays: { successPause: 10 },
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), codeRequests };
}

describe('first-run flow', () => {
  it('goes onboarding, login, then ends on Home (no wallet pitch first), passing the chosen country on', async () => {
    const { actor, codeRequests } = start();
    const onboarding = actor.getSnapshot().children.onboarding;
    onboarding?.send({ type: 'onboarding.next' });
    onboarding?.send({ type: 'onboarding.selectCountry', country: 'UG' });
    for (let i = 0; i < 3; i += 1) onboarding?.send({ type: 'onboarding.next' });
    await waitFor(actor, (snapshot) => snapshot.matches('login'));

    const login = actor.getSnapshot().children.login;
    if (!login) throw new Error('no login step');
    login.send({ type: 'login.typePhone', value: '0712345678' });
    login.send({ type: 'login.sendCode' });
    await waitFor(login, (snapshot) => snapshot.matches('code'));
    expect(codeRequests).toEqual([{ phone: '071 234 5678', country: 'UG' }]);
    login.send({ type: 'login.typeCode', index: 0, value: '123456' });
    login.send({ type: 'login.verify' });
    await toPromise(actor);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('still offers login after onboarding was skipped, in the suggested country', async () => {
    const { actor } = start({ country: 'KE', suggestion: { country: 'NG', currency: 'NGN', language: 'ha' }, phone: null });
    actor.getSnapshot().children.onboarding?.send({ type: 'onboarding.skip' });
    await waitFor(actor, (snapshot) => snapshot.matches('login'));
    expect(actor.getSnapshot().children.login?.getSnapshot().context.country).toBe('NG');
    actor.getSnapshot().children.login?.send({ type: 'login.skip' });
    await toPromise(actor);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not ask for a phone the device already has', async () => {
    const { actor } = start({ ...KENYA, phone: '+254700000001' });
    actor.getSnapshot().children.onboarding?.send({ type: 'onboarding.skip' });
    await toPromise(actor);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
