// The wallet machine wired to the server: the connection recorded over GraphQL, the spec's
// window.alert on Sync, and the answer kept in the device preferences.
import { fromPromise } from 'xstate';
import type { LoadClient } from '../apolloLoader.ts';
import { graphql } from '../gql/index.ts';
import { accountFromUser, rememberAccount } from '../user/account.ts';
import { generalMessage, readably } from '../user/serverError.ts';
import { walletMachine } from './walletMachine.ts';

const ConnectWallet = graphql(`
  mutation ConnectWallet($input: ConnectWalletInput) {
    connectWallet(input: $input) {
      ...AccountFields
    }
  }
`);

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
