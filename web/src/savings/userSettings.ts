// The two settings the Savings screen reads from the person's account (Settings saves them on the
// server): the monthly savings goal and whether Savings Notifications are on. Offline: not known.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql/index.ts';
import type { SavingsSettingsQuery } from '../gql/graphql.ts';

const SavingsSettingsDocument = graphql(`
  query SavingsSettings {
    me { id monthlySavingsGoal savingsNotifications }
  }
`);

/** Asked again on every visit (Settings may have changed them on another device); the cache answers meanwhile. */
export function useSavingsSettings(): SavingsSettingsQuery['me'] | null {
  const { data } = useQuery(SavingsSettingsDocument, { fetchPolicy: 'cache-and-network' });
  return data?.me ?? null;
}
