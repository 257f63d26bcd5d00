// The first-run machines wired to the server: login codes and onboarding over GraphQL, the spec's
// window.alert, and what each answer changes in the device preferences.
import type { LoadClient } from '../apolloLoader.ts';
import { fromPromise } from 'xstate';
import { graphql } from '../gql/index.ts';
import { refreshExpenses } from '../offline/expenses.ts';
import { accountFromUser, rememberAccount } from '../user/account.ts';
import { getPreferences, setPreferences } from '../user/preferences.ts';
import { generalMessage, readably } from '../user/serverError.ts';
import type { VerifiedAccount } from './loginMachine.ts';
import { chooseLanguages } from '../i18n/locale.ts';
import { loginMachine } from './loginMachine.ts';
import { onboardingMachine } from './onboardingMachine.ts';

const RequestLoginCode = graphql(`
  mutation RequestLoginCode($input: RequestLoginCodeInput!) {
    requestLoginCode(input: $input) {
      expiresAt
    }
  }
`);

const VerifyLoginCode = graphql(`
  mutation VerifyLoginCode($input: VerifyLoginCodeInput!) {
    verifyLoginCode(input: $input) {
      ...AccountFields
    }
  }
`);

const CompleteOnboarding = graphql(`
  mutation CompleteOnboarding($input: CompleteOnboardingInput) {
    completeOnboarding(input: $input) {
      id
      onboardingCompleted
    }
  }
`);

export function loginWithEffects(loadClient: LoadClient) {
  return loginMachine.provide({
    actions: {
      alert: (_, { message }) => window.alert(message),
      rememberAccount: (_, { account }) => {
        rememberAccount(account);
        // The session now names the phone's user, whose expenses include this device's: every
        // cached answer belongs to the old identity, so it is dropped and the screens ask again,
        // and the local expense copy pulls the account's week (the other phones' expenses).
        loadClient()
          .then((client) => client.resetStore())
          .catch(() => undefined);
        void refreshExpenses();
      },
    },
    actors: {
      requestCode: fromPromise(async ({ input }) =>
        readably((await loadClient()).mutate({ mutation: RequestLoginCode, variables: { input } })),
      ),
      verifyCode: fromPromise(async ({ input }): Promise<VerifiedAccount> => {
        // The device's voice language and currency seed a new number's account (issue 15).
        const { language, currency } = getPreferences();
        const variables = { input: { ...input, language, currency } };
        const { data } = await readably((await loadClient()).mutate({ mutation: VerifyLoginCode, variables }));
        const user = data?.verifyLoginCode;
        const phone = user?.username;
        // A verified login always answers the phone's user; anything else is a server fault.
        if (!user || !phone) throw new Error(generalMessage());
        return { ...accountFromUser(user), phone };
      }),
    },
  });
}

export function onboardingWithEffects(loadClient: LoadClient) {
  return onboardingMachine.provide({
    actions: {
      // The device copy is the person's: the server's answer is not written back, so a server
      // that is slow or unreachable changes nothing they chose.
      rememberOnboarding: (_, { choice }) => {
        if (choice === null) setPreferences({ onboardingComplete: true });
        else setPreferences({ onboardingComplete: true, currency: choice.currency, language: choice.language, ...(choice.country && { country: choice.country }) });
      },
      // The voice language, and the screens with it unless the person set theirs apart (Settings'
      // app language): the next steps already speak it, and the account hears it too.
      applyLanguage: (_, { language }) => void chooseLanguages({ language }).catch(() => undefined),
    },
    actors: {
      completeOnboarding: fromPromise(async ({ input: { choice } }) => {
        const input = choice === null ? {} : { currency: choice.currency, ...(choice.country && { country: choice.country }) };
        return (await loadClient()).mutate({ mutation: CompleteOnboarding, variables: { input } });
      }),
    },
  });
}
