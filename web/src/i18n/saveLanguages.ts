// A language choice sent to the account, so a sign-in on another phone brings it. Loaded only when a
// choice is made (it carries Apollo's document); the device already holds the choice by then.
import { loadApolloClient } from '../apolloLoader.ts';
import type { LoadClient } from '../apolloLoader.ts';
import { graphql } from '../gql/index.ts';
import { accountFromUser, rememberAccount } from '../user/account.ts';
import type { LanguageChoice } from './locale.ts';

const SaveLanguages = graphql(`
  mutation SaveLanguages($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...AccountFields
    }
  }
`);

/** The account's name for "the screens follow the voice language" (a null field counts as absent there). */
const FOLLOW_VOICE = 'voice';

/** Offline or refused, the account keeps its old value until the next choice or Settings' next save. */
export function saveLanguages(choice: LanguageChoice, load: LoadClient = loadApolloClient): Promise<void> {
  const input = {
    commandId: crypto.randomUUID(),
    ...(choice.language !== undefined && { language: choice.language }),
    ...(choice.interfaceLanguage !== undefined && { interfaceLanguage: choice.interfaceLanguage ?? FOLLOW_VOICE }),
  };
  return load()
    .then((client) => client.mutate({ mutation: SaveLanguages, variables: { input } }))
    .then(({ data }) => {
      if (data) rememberAccount(accountFromUser(data.updateSettings));
    })
    .catch((error: unknown) => console.warn('the language choice is kept on this device only for now', error));
}
