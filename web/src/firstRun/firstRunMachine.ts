// The first-run flow (spec §4): onboarding, then the optional phone login, then Home. The wallet's
// offer waits on Home's wallet card ("Connect"): a newcomer's first screen after signing in is Home,
// where the first expense is one tap away (issue 33), not a pitch. Each step is its own machine
// invoked here; this one only sequences.
import { assign, setup } from 'xstate';
import type { CountryCode } from '../../../domain/countries.ts';
import { loginMachine } from '../user/login/loginMachine.ts';
import type { OnboardingInput } from './onboardingMachine.ts';
import { onboardingMachine } from './onboardingMachine.ts';

export type FirstRunInput = {
  /** The country the login step starts with when onboarding does not choose one. */
  country: CountryCode;
  /** What the phone suggests: onboarding preselects it, and Skip keeps it. */
  suggestion: OnboardingInput;
  /** A phone already on the device (a login in another tab); the login step is then not needed. */
  phone: string | null;
};

type Context = FirstRunInput;

export const firstRunMachine = setup({
  types: {
    context: {} as Context,
    input: {} as FirstRunInput,
    children: {} as { onboarding: 'onboarding'; login: 'login' },
  },
  actors: { onboarding: onboardingMachine, login: loginMachine },
  guards: {
    hasPhone: ({ context }) => context.phone !== null,
  },
}).createMachine({
  id: 'firstRun',
  context: ({ input }) => input,
  initial: 'onboarding',
  states: {
    onboarding: {
      invoke: {
        id: 'onboarding',
        src: 'onboarding',
        input: ({ context }) => context.suggestion,
        onDone: {
          target: 'afterOnboarding',
          actions: assign({ country: ({ context, event }) => event.output?.country ?? context.country }),
        },
      },
    },
    afterOnboarding: {
      always: [{ guard: 'hasPhone', target: 'done' }, { target: 'login' }],
    },
    login: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ country: context.country }),
        onDone: 'done',
      },
    },
    done: { type: 'final' },
  },
});
