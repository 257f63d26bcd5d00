// Signing in and linking a wallet, wired to the server (first run and Settings both offer them): the
// login and wallet machines' effects over GraphQL, the spec's window.alert, what each answer changes
// in the device preferences, and the country the login starts from.
import type { CountryCode } from '../../../domain/countries.ts';
import { countryList, isCountryCode } from '../../../domain/countries.ts';
import type { LoadClient } from '../apolloLoader.ts';
import { fromPromise } from 'xstate';
import { graphql } from '../gql/index.ts';
import { refreshExpenses } from '../offline/expenses.ts';
import { accountFromUser, rememberAccount } from './account.ts';
import type { Preferences } from './preferences.ts';
import { getPreferences } from './preferences.ts';
import { generalMessage, readably } from './serverError.ts';
import type { VerifiedAccount } from './login/loginMachine.ts';
import { loginMachine } from './login/loginMachine.ts';
import { walletMachine } from './wallet/walletMachine.ts';

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

/**
 * The country onboarding preselects and Skip keeps: the stored one, which starts as what the phone
 * suggests (its time zone, else its locale: preferences.ts), or none.
 */
export function suggestedCountry(preferences: Pick<Preferences, 'country'>): CountryCode | null {
  return preferences.country !== null && isCountryCode(preferences.country) ? preferences.country : null;
}

/** The login step's first country: the suggested one, else the one whose currency is the person's. */
export function startingCountry(preferences: Pick<Preferences, 'country' | 'currency'>): CountryCode {
  return suggestedCountry(preferences) ?? countryList().find((country) => country.currency === preferences.currency)?.code ?? 'KE';
}
