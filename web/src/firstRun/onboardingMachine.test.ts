import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { LanguageCode } from '../../../domain/languages.ts';
import type { OnboardingChoice, OnboardingInput } from './onboardingMachine.ts';
import { onboardingMachine } from './onboardingMachine.ts';

/** Nothing suggested: a phone in a time zone and locale of none of the countries. */
const NOWHERE: OnboardingInput = { country: null, currency: 'KES', language: 'en' };

function start(server: (choice: OnboardingChoice | null) => Promise<unknown> = async () => undefined, input: OnboardingInput = NOWHERE) {
  const remembered: (OnboardingChoice | null)[] = [];
  const sent: (OnboardingChoice | null)[] = [];
  const spoken: LanguageCode[] = [];
  const machine = onboardingMachine.provide({
    actions: {
      rememberOnboarding: (_, { choice }) => remembered.push(choice),
      applyLanguage: (_, { language }) => spoken.push(language),
    },
    actors: {
      completeOnboarding: fromPromise(async ({ input }) => {
        sent.push(input.choice);
        return server(input.choice);
      }),
    },
    delays: { serverPatience: 50 },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, remembered, sent, spoken };
}

describe('onboarding machine', () => {
  it('walks the four steps and finishes with the chosen country, its currency and the language', async () => {
    const { actor, remembered, sent } = start();
    expect(actor.getSnapshot().value).toBe('welcome');
    actor.send({ type: 'onboarding.next' });
    expect(actor.getSnapshot().value).toBe('country');
    actor.send({ type: 'onboarding.selectCountry', country: 'KE' });
    actor.send({ type: 'onboarding.next' });
    expect(actor.getSnapshot().value).toBe('howItWorks');
    actor.send({ type: 'onboarding.next' });
    expect(actor.getSnapshot().value).toBe('stayOrganized');
    actor.send({ type: 'onboarding.next' });
    const chosen = { country: 'KE', currency: 'KES', language: 'en' };
    expect(await toPromise(actor)).toEqual(chosen);
    expect(remembered).toEqual([chosen]);
    expect(sent).toEqual([chosen]);
  });

  it('asks the language on Welcome and speaks it at once', async () => {
    const { actor, spoken } = start(async () => undefined, { country: 'IN', currency: 'INR', language: 'en' });
    actor.send({ type: 'onboarding.selectLanguage', language: 'hi' });
    expect(spoken).toEqual(['hi']);
    actor.send({ type: 'onboarding.skip' });
    expect(await toPromise(actor)).toEqual({ country: 'IN', currency: 'INR', language: 'hi' });
  });

  it('preselects the suggested country and goes Back step by step', async () => {
    const { actor } = start(async () => undefined, { country: 'KE', currency: 'KES', language: 'sw' });
    actor.send({ type: 'onboarding.next' });
    expect(actor.getSnapshot().can({ type: 'onboarding.next' })).toBe(true);
    actor.send({ type: 'onboarding.next' });
    actor.send({ type: 'onboarding.next' });
    expect(actor.getSnapshot().value).toBe('stayOrganized');
    for (const step of ['howItWorks', 'country', 'welcome']) {
      actor.send({ type: 'onboarding.back' });
      expect(actor.getSnapshot().value).toBe(step);
    }
    actor.send({ type: 'onboarding.back' });
    expect(actor.getSnapshot().value).toBe('welcome');
    for (let step = 0; step < 4; step += 1) actor.send({ type: 'onboarding.next' });
    expect(await toPromise(actor)).toEqual({ country: 'KE', currency: 'KES', language: 'sw' });
  });

  it('refuses Next on the country step until a country is chosen', () => {
    const { actor } = start();
    actor.send({ type: 'onboarding.next' });
    expect(actor.getSnapshot().can({ type: 'onboarding.next' })).toBe(false);
    actor.send({ type: 'onboarding.next' });
    expect(actor.getSnapshot().value).toBe('country');
    actor.send({ type: 'onboarding.selectCountry', country: 'IN' });
    expect(actor.getSnapshot().can({ type: 'onboarding.next' })).toBe(true);
  });

  it('keeps the last country chosen and its currency', async () => {
    const { actor } = start();
    actor.send({ type: 'onboarding.next' });
    actor.send({ type: 'onboarding.selectCountry', country: 'NG' });
    actor.send({ type: 'onboarding.selectCountry', country: 'GH' });
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'onboarding.next' });
    expect(await toPromise(actor)).toEqual({ country: 'GH', currency: 'GHS', language: 'en' });
  });

  it('keeps what the phone suggested on Skip: an en-IN phone in Kolkata keeps India and rupees', async () => {
    const { actor, remembered, sent } = start(async () => undefined, { country: 'IN', currency: 'INR', language: 'en' });
    actor.send({ type: 'onboarding.skip' });
    const suggested = { country: 'IN', currency: 'INR', language: 'en' };
    expect(await toPromise(actor)).toEqual(suggested);
    expect(remembered).toEqual([suggested]);
    expect(sent).toEqual([suggested]);
  });

  it('keeps a suggested currency without a country (a CFA franc city) on Skip', async () => {
    const { actor } = start(async () => undefined, { country: null, currency: 'XOF', language: 'fr' });
    actor.send({ type: 'onboarding.skip' });
    expect(await toPromise(actor)).toEqual({ country: null, currency: 'XOF', language: 'fr' });
  });

  it('keeps a country chosen before Skip', async () => {
    const { actor } = start(async () => undefined, { country: 'KE', currency: 'KES', language: 'en' });
    actor.send({ type: 'onboarding.next' });
    actor.send({ type: 'onboarding.selectCountry', country: 'TZ' });
    actor.send({ type: 'onboarding.skip' });
    expect(await toPromise(actor)).toEqual({ country: 'TZ', currency: 'TZS', language: 'en' });
  });

  it('finishes when the server refuses: the device copy already holds', async () => {
    const { actor, remembered } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'onboarding.skip' });
    expect(await toPromise(actor)).toEqual({ country: null, currency: 'KES', language: 'en' });
    expect(remembered).toHaveLength(1);
  });

  it('stops waiting for a server that does not answer', async () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'onboarding.skip' });
    actor.send({ type: 'onboarding.skip' });
    expect(await toPromise(actor)).toEqual({ country: null, currency: 'KES', language: 'en' });
  });
});
