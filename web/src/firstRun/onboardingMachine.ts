// The four onboarding steps (Welcome, Select Your Country, How It Works, Stay Organized) as a
// machine: which step shows, whether Next may go on (or Back), and what finishing or skipping records.
import { assign, fromPromise, setup } from 'xstate';
import { COUNTRIES } from '../../../domain/countries.ts';
import type { CountryCode } from '../../../domain/countries.ts';

/** What finishing chose; null when the person skipped (spec §4: Skip completes with no values). */
export type OnboardingChoice = { country: CountryCode; currency: string } | null;

export const ONBOARDING_STEPS = ['welcome', 'country', 'howItWorks', 'stayOrganized'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type OnboardingEvent =
  | { type: 'onboarding.next' }
  | { type: 'onboarding.back' }
  | { type: 'onboarding.skip' }
  | { type: 'onboarding.selectCountry'; country: CountryCode };

type Context = { country: CountryCode | null; choice: OnboardingChoice };

/** The country the time zone suggests, preselected on the country step (the person may change it). */
export type OnboardingInput = { country: CountryCode | null } | undefined;

export const onboardingMachine = setup({
  types: {
    context: {} as Context,
    input: {} as OnboardingInput,
    events: {} as OnboardingEvent,
    output: {} as OnboardingChoice,
  },
  actions: {
    selectCountry: assign({
      country: ({ event }) => (event.type === 'onboarding.selectCountry' ? event.country : null),
    }),
    finishWithCountry: assign({
      choice: ({ context }): OnboardingChoice =>
        context.country === null ? null : { country: context.country, currency: COUNTRIES[context.country].currency },
    }),
    finishWithoutValues: assign({ choice: null }),
    /** Stores the flag (and the choice) on the device; provided by the app. */
    rememberOnboarding: (_, _params: { choice: OnboardingChoice }) => {},
  },
  actors: {
    /** Tells the server; the device copy already holds, so a failure only loses the server copy. */
    completeOnboarding: fromPromise<unknown, { choice: OnboardingChoice }>(async () => undefined),
  },
  guards: {
    hasCountry: ({ context }) => context.country !== null,
  },
  delays: {
    // A slow or absent network must not hold the person on the last step.
    serverPatience: 3000,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ country: input?.country ?? null, choice: null }),
  initial: 'welcome',
  on: {
    'onboarding.skip': { target: '.saving', actions: 'finishWithoutValues' },
  },
  states: {
    welcome: { on: { 'onboarding.next': 'country' } },
    country: {
      on: {
        'onboarding.selectCountry': { actions: 'selectCountry' },
        'onboarding.next': { guard: 'hasCountry', target: 'howItWorks' },
        'onboarding.back': 'welcome',
      },
    },
    howItWorks: { on: { 'onboarding.next': 'stayOrganized', 'onboarding.back': 'country' } },
    stayOrganized: {
      on: { 'onboarding.next': { target: 'saving', actions: 'finishWithCountry' }, 'onboarding.back': 'howItWorks' },
    },
    saving: {
      // Skip while saving must not restart the save.
      on: { 'onboarding.skip': {} },
      entry: { type: 'rememberOnboarding', params: ({ context }) => ({ choice: context.choice }) },
      invoke: {
        src: 'completeOnboarding',
        input: ({ context }) => ({ choice: context.choice }),
        onDone: 'done',
        onError: 'done',
      },
      after: { serverPatience: 'done' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.choice,
});

/** The step a snapshot is on, for the dots and the headings; saving shows the last step. */
export function stepOf(value: string): OnboardingStep {
  return ONBOARDING_STEPS.find((step) => step === value) ?? 'stayOrganized';
}
