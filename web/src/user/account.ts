// The server's account as this device keeps it: after a login, a settings save or a wallet change
// the server's answer replaces the stored preferences (spec §7: the response replaces local state).
import { isCountryCode } from '../../../domain/countries.ts';
import { isLanguageCode } from '../../../domain/languages.ts';
import { graphql } from '../gql/index.ts';
import type { Preferences } from './preferences.ts';
import { setPreferences } from './preferences.ts';

/** The account fields the device mirrors; screens map their own query results onto it. */
export interface Account {
  phone: string | null;
  language: string;
  /** Null when the account never chose one: the screens follow the voice language. */
  interfaceLanguage?: string | null;
  currency: string;
  country: string | null;
  walletConnected: boolean;
  usdtBalance: string;
}

/** What every mutation answering a User asks back, so the device copy can be replaced whole. */
/** @public spread by name (...AccountFields) in this module's documents */
export const AccountFields = graphql(`
  fragment AccountFields on User {
    id
    username
    language
    interfaceLanguage
    currency
    country
    sortedWalletConnected
    usdtBalance
  }
`);

/** A user as the fragment reads it; optional fields let partial answers and tests through. */
export interface UserFields {
  username?: string | null;
  language: string;
  interfaceLanguage?: string | null;
  currency: string;
  country?: string | null;
  sortedWalletConnected: boolean;
  usdtBalance: string;
}

export function accountFromUser(user: UserFields): Account {
  return {
    phone: user.username ?? null,
    language: user.language,
    interfaceLanguage: user.interfaceLanguage ?? null,
    currency: user.currency,
    country: user.country ?? null,
    walletConnected: user.sortedWalletConnected,
    usdtBalance: user.usdtBalance,
  };
}

/**
 * The preference changes an account implies. A language this build does not know and an empty
 * country keep the device's value: a newer server or an anonymous account must not erase them.
 */
export function preferencesFromAccount(account: Account): Partial<Preferences> {
  const changes: Partial<Preferences> = {
    currency: account.currency,
    walletConnected: account.walletConnected,
    usdtBalance: account.usdtBalance,
  };
  if (account.phone !== null) changes.phone = account.phone;
  if (isLanguageCode(account.language)) changes.language = account.language;
  // An account that never chose keeps this device's own (its language, or the one picked here).
  if (typeof account.interfaceLanguage === 'string' && isLanguageCode(account.interfaceLanguage)) changes.interfaceLanguage = account.interfaceLanguage;
  if (account.country !== null && isCountryCode(account.country)) changes.country = account.country;
  return changes;
}

export function rememberAccount(account: Account): void {
  setPreferences(preferencesFromAccount(account));
}
