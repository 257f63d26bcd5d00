// The first-run flow (spec §4): onboarding, then the optional phone login, then the optional
// wallet connection, then Home. Each step is its own machine invoked here; this one only sequences.
import { assign, setup } from 'xstate';
import type { CountryCode } from '../../../domain/countries.ts';
import { loginMachine } from '../user/login/loginMachine.ts';
import { onboardingMachine } from './onboardingMachine.ts';
import { walletMachine } from '../user/wallet/walletMachine.ts';

export type FirstRunInput = {
  /** The country the login step starts with when onboarding does not choose one. */
  country: CountryCode;
  /** The country onboarding preselects: the one the device's time zone suggests, if any. */
  suggestedCountry: CountryCode | null;
  /** A phone already on the device (a login in another tab); the login step is then not needed. */
  phone: string | null;
};

type Context = FirstRunInput;

export const firstRunMachine = setup({
  types: {
    context: {} as Context,
    input: {} as FirstRunInput,
    children: {} as { onboarding: 'onboarding'; login: 'login'; wallet: 'wallet' },
  },
  actors: { onboarding: onboardingMachine, login: loginMachine, wallet: walletMachine },
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
        input: ({ context }) => ({ country: context.suggestedCountry }),
        onDone: {
          target: 'afterOnboarding',
          actions: assign({ country: ({ context, event }) => event.output?.country ?? context.country }),
        },
      },
    },
    afterOnboarding: {
      always: [{ guard: 'hasPhone', target: 'wallet' }, { target: 'login' }],
    },
    login: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ country: context.country }),
        onDone: {
          target: 'wallet',
          actions: assign({ phone: ({ context, event }) => event.output?.phone ?? context.phone }),
        },
      },
    },
    wallet: {
      invoke: {
        id: 'wallet',
        src: 'wallet',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: 'done',
      },
    },
    done: { type: 'final' },
  },
});
