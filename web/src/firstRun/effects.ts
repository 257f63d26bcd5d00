// The first-run machines wired to the server: login codes, onboarding and the wallet over
// GraphQL, the spec's window.alert, and what each answer changes in the device preferences.
import type { LoadClient } from '../apolloLoader.ts';
import { fromPromise } from 'xstate';
import { graphql } from '../gql/index.ts';
import { refreshExpenses } from '../offline/expenses.ts';
import { accountFromUser, rememberAccount } from '../user/account.ts';
import { getPreferences, setPreferences } from '../user/preferences.ts';
import { generalMessage, readably } from '../user/serverError.ts';
import type { VerifiedAccount } from './loginMachine.ts';
import { loginMachine } from './loginMachine.ts';
import { onboardingMachine } from './onboardingMachine.ts';
import { walletMachine } from '../wallet/walletMachine.ts';

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

const ConnectWallet = graphql(`
  mutation ConnectWallet($input: ConnectWalletInput) {
    connectWallet(input: $input) {
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

export function walletWithEffects(loadClient: LoadClient) {
  return walletMachine.provide({
    actions: {
      alert: (_, { message }) => window.alert(message),
      rememberAccount: (_, { account }) => rememberAccount(account),
    },
    actors: {
      connectWallet: fromPromise(async ({ input }) => {
        const { data } = await readably((await loadClient()).mutate({ mutation: ConnectWallet, variables: { input } }));
        if (!data) throw new Error(generalMessage());
        return accountFromUser(data.connectWallet);
      }),
    },
  });
}

export function onboardingWithEffects(loadClient: LoadClient) {
  return onboardingMachine.provide({
    actions: {
      // The device copy is the person's: the server's answer is not written back, so a server
      // that is slow or unreachable changes nothing they chose.
      rememberOnboarding: (_, { choice }) => setPreferences({ onboardingComplete: true, ...choice }),
    },
    actors: {
      completeOnboarding: fromPromise(async ({ input }) =>
        (await loadClient()).mutate({ mutation: CompleteOnboarding, variables: { input: input.choice ?? {} } }),
      ),
    },
  });
}
