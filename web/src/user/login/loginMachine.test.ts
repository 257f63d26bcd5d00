import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { CountryCode } from '../../../../domain/countries.ts';
import type { VerifiedAccount } from './loginMachine.ts';
import { loginMachine } from './loginMachine.ts';

const INVALID_PHONE = 'Please enter a valid phone number';
const INCOMPLETE_CODE = 'Please enter the 6-digit verification code';

type Sent = { phone: string; country: CountryCode; code?: string };

const account = (phone: string): VerifiedAccount => ({
  phone,
  language: 'sw',
  currency: 'KES',
  country: 'KE',
  walletConnected: false,
  usdtBalance: '0.00',
});

function start(options: { requestCode?: () => Promise<unknown>; verifyCode?: (code: string) => Promise<VerifiedAccount> } = {}) {
  const alerts: string[] = [];
  const remembered: VerifiedAccount[] = [];
  const requests: Sent[] = [];
  const verifications: Sent[] = [];
  const machine = loginMachine.provide({
    actions: {
      alert: (_, { message }) => alerts.push(message),
      rememberAccount: (_, params) => remembered.push(params.account),
    },
    actors: {
      requestCode: fromPromise(async ({ input }) => {
        requests.push(input);
        return options.requestCode?.();
      }),
      verifyCode: fromPromise(async ({ input }) => {
        verifications.push(input);
        return options.verifyCode ? options.verifyCode(input.code) : account('+254712345678');
      }),
    },
    delays: { successPause: 20 },
  });
  const actor = createActor(machine, { input: { country: 'KE' } }).start();
  return { actor, alerts, remembered, requests, verifications };
}

type Started = ReturnType<typeof start>;

async function reachCode({ actor }: Started) {
  actor.send({ type: 'login.typePhone', value: '0712345678' });
  actor.send({ type: 'login.sendCode' });
  await waitFor(actor, (snapshot) => snapshot.matches('code'));
}

const typeCode = ({ actor }: Started, code: string) => actor.send({ type: 'login.typeCode', index: 0, value: code });

describe('login machine', () => {
  it('formats the phone 3-3-4 as typed and stops at 10 digits', () => {
    const { actor } = start();
    actor.send({ type: 'login.typePhone', value: '07123' });
    expect(actor.getSnapshot().context.phone).toBe('071 23');
    actor.send({ type: 'login.typePhone', value: '0712345678999' });
    expect(actor.getSnapshot().context.phone).toBe('071 234 5678');
  });

  it('refuses a phone with fewer than 10 digits with the spec alert', () => {
    const started = start();
    started.actor.send({ type: 'login.typePhone', value: '071234567' });
    started.actor.send({ type: 'login.sendCode' });
    expect(started.actor.getSnapshot().value).toBe('phone');
    expect(started.alerts).toEqual([INVALID_PHONE]);
    expect(started.actor.getSnapshot().context.error).toBe(INVALID_PHONE);
    expect(started.requests).toEqual([]);
    started.actor.send({ type: 'login.typePhone', value: '0712345678' });
    expect(started.actor.getSnapshot().context.error).toBeNull();
  });

  it('sends the code for the phone and country, then verifies, welcomes and hands back the phone', async () => {
    const started = start();
    started.actor.send({ type: 'login.changeCountry', country: 'UG' });
    await reachCode(started);
    expect(started.requests).toEqual([{ phone: '071 234 5678', country: 'UG' }]);
    typeCode(started, '123456');
    started.actor.send({ type: 'login.verify' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('success'));
    expect(started.verifications).toEqual([{ phone: '071 234 5678', country: 'UG', code: '123456' }]);
    expect(started.remembered).toEqual([account('+254712345678')]);
    expect(await toPromise(started.actor)).toEqual({ phone: '+254712345678' });
  });

  it('refuses to verify fewer than 6 digits with the spec alert', async () => {
    const started = start();
    await reachCode(started);
    typeCode(started, '12345');
    expect(started.actor.getSnapshot().can({ type: 'login.verify' })).toBe(true);
    started.actor.send({ type: 'login.verify' });
    expect(started.actor.getSnapshot().value).toBe('code');
    expect(started.alerts).toEqual([INCOMPLETE_CODE]);
    expect(started.verifications).toEqual([]);
  });

  it('shows the server refusal of a code and clears the boxes for another try', async () => {
    const started = start({ verifyCode: () => Promise.reject(new Error('That code is not right')) });
    await reachCode(started);
    typeCode(started, '000000');
    started.actor.send({ type: 'login.verify' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('code') && snapshot.context.error !== null);
    expect(started.actor.getSnapshot().context.error).toBe('That code is not right');
    expect(started.actor.getSnapshot().context.code.digits.join('')).toBe('');
  });

  it('stays on the phone step with the reason when no code could be sent', async () => {
    const started = start({ requestCode: () => Promise.reject(new Error('Too many codes')) });
    started.actor.send({ type: 'login.typePhone', value: '0712345678' });
    started.actor.send({ type: 'login.sendCode' });
    await waitFor(started.actor, (snapshot) => snapshot.context.error !== null);
    expect(started.actor.getSnapshot().value).toBe('phone');
    expect(started.actor.getSnapshot().context.error).toBe('Too many codes');
  });

  it('goes back to the phone step on "Change phone number", keeping the number', async () => {
    const started = start();
    await reachCode(started);
    typeCode(started, '12');
    started.actor.send({ type: 'login.changePhone' });
    expect(started.actor.getSnapshot().value).toBe('phone');
    expect(started.actor.getSnapshot().context.phone).toBe('071 234 5678');
    expect(started.actor.getSnapshot().context.code.digits.join('')).toBe('');
  });

  it('sends a new code on resend', async () => {
    const started = start();
    await reachCode(started);
    started.actor.send({ type: 'login.resend' });
    await waitFor(started.actor, (snapshot) => snapshot.matches('code'));
    expect(started.requests).toHaveLength(2);
  });

  it('ends with no phone on skip, from either step', async () => {
    const first = start();
    first.actor.send({ type: 'login.skip' });
    expect(await toPromise(first.actor)).toBeNull();
    const second = start();
    await reachCode(second);
    second.actor.send({ type: 'login.skip' });
    expect(await toPromise(second.actor)).toBeNull();
    expect(second.remembered).toEqual([]);
  });
});
