import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { OnboardingChoice, OnboardingInput } from './onboardingMachine.ts';
import { onboardingMachine } from './onboardingMachine.ts';

function start(server: (choice: OnboardingChoice) => Promise<unknown> = async () => undefined, input: OnboardingInput = undefined) {
  const remembered: OnboardingChoice[] = [];
  const sent: OnboardingChoice[] = [];
  const machine = onboardingMachine.provide({
    actions: { rememberOnboarding: (_, { choice }) => remembered.push(choice) },
    actors: {
      completeOnboarding: fromPromise(async ({ input }) => {
        sent.push(input.choice);
        return server(input.choice);
      }),
    },
    delays: { serverPatience: 50 },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, remembered, sent };
}

describe('onboarding machine', () => {
  it('walks the four steps and finishes with the chosen country and its currency', async () => {
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
    expect(await toPromise(actor)).toEqual({ country: 'KE', currency: 'KES' });
    expect(remembered).toEqual([{ country: 'KE', currency: 'KES' }]);
    expect(sent).toEqual([{ country: 'KE', currency: 'KES' }]);
  });

  it('preselects the country the time zone suggests and goes Back step by step', async () => {
    const { actor } = start(async () => undefined, { country: 'KE' });
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
    expect(await toPromise(actor)).toEqual({ country: 'KE', currency: 'KES' });
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
    expect(await toPromise(actor)).toEqual({ country: 'GH', currency: 'GHS' });
  });

  it('completes with no values on Skip, even after a country was chosen', async () => {
    const { actor, remembered, sent } = start();
    actor.send({ type: 'onboarding.next' });
    actor.send({ type: 'onboarding.selectCountry', country: 'KE' });
    actor.send({ type: 'onboarding.skip' });
    expect(await toPromise(actor)).toBeNull();
    expect(remembered).toEqual([null]);
    expect(sent).toEqual([null]);
  });

  it('finishes when the server refuses: the device copy already holds', async () => {
    const { actor, remembered } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'onboarding.skip' });
    expect(await toPromise(actor)).toBeNull();
    expect(remembered).toEqual([null]);
  });

  it('stops waiting for a server that does not answer', async () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'onboarding.skip' });
    actor.send({ type: 'onboarding.skip' });
    expect(await toPromise(actor)).toBeNull();
  });
});
