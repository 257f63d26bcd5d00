// The four onboarding steps (Welcome with the language, Select Your Country, How It Works, Stay
// Organized) as a machine: which step shows, whether Next may go on (or Back), and what finishing or
// skipping records. Skipping keeps what the phone suggested (issue 33: a student in Pune who skips
// keeps rupees, not the shilling default), so the person never ends up with nothing chosen.
import { assign, fromPromise, setup } from 'xstate';
import { COUNTRIES } from '../../../domain/countries.ts';
import type { CountryCode } from '../../../domain/countries.ts';
import type { LanguageCode } from '../../../domain/languages.ts';

/** What finishing chose, or on Skip what the phone suggested; the country is null where nothing suggested one. */
export type OnboardingChoice = { country: CountryCode | null; currency: string; language: LanguageCode };

export const ONBOARDING_STEPS = ['welcome', 'country', 'howItWorks', 'stayOrganized'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type OnboardingEvent =
  | { type: 'onboarding.next' }
  | { type: 'onboarding.back' }
  | { type: 'onboarding.skip' }
  | { type: 'onboarding.selectCountry'; country: CountryCode }
  | { type: 'onboarding.selectLanguage'; language: LanguageCode };

/** What the phone suggests (domain/regionDefaults.ts): preselected, and kept on Skip. */
export type OnboardingInput = {
  country: CountryCode | null;
  /** The currency where no country is suggested (a CFA franc city, or nowhere known: the default). */
  currency: string;
  language: LanguageCode;
};

type Context = OnboardingInput & { choice: OnboardingChoice | null };

export const onboardingMachine = setup({
  types: {
    context: {} as Context,
    input: {} as OnboardingInput,
    events: {} as OnboardingEvent,
    output: {} as OnboardingChoice | null,
  },
  actions: {
    selectCountry: assign({
      country: ({ context, event }) => (event.type === 'onboarding.selectCountry' ? event.country : context.country),
    }),
    selectLanguage: assign({
      language: ({ context, event }) => (event.type === 'onboarding.selectLanguage' ? event.language : context.language),
    }),
    /** Speaks the chosen language at once, screens and voice alike; provided by the app. */
    applyLanguage: (_, _params: { language: LanguageCode }) => {},
    /** Next on the last step and Skip alike: the country shown (chosen or suggested), its currency, the language. */
    finish: assign({
      choice: ({ context }): OnboardingChoice => ({
        country: context.country,
        currency: context.country === null ? context.currency : COUNTRIES[context.country].currency,
        language: context.language,
      }),
    }),
    /** Stores the flag and the choice on the device; provided by the app. */
    rememberOnboarding: (_, _params: { choice: OnboardingChoice | null }) => {},
  },
  actors: {
    /** Tells the server; the device copy already holds, so a failure only loses the server copy. */
    completeOnboarding: fromPromise<unknown, { choice: OnboardingChoice | null }>(async () => undefined),
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
  context: ({ input }) => ({ ...input, choice: null }),
  initial: 'welcome',
  on: {
    'onboarding.skip': { target: '.saving', actions: 'finish' },
  },
  states: {
    welcome: {
      on: {
        'onboarding.next': 'country',
        'onboarding.selectLanguage': {
          actions: ['selectLanguage', { type: 'applyLanguage', params: ({ event }) => ({ language: event.language }) }],
        },
      },
    },
    country: {
      on: {
        'onboarding.selectCountry': { actions: 'selectCountry' },
        'onboarding.next': { guard: 'hasCountry', target: 'howItWorks' },
        'onboarding.back': 'welcome',
      },
    },
    howItWorks: { on: { 'onboarding.next': 'stayOrganized', 'onboarding.back': 'country' } },
    stayOrganized: {
      on: { 'onboarding.next': { target: 'saving', actions: 'finish' }, 'onboarding.back': 'howItWorks' },
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
