// Which language the screens speak, from the device's preferences: the interface language when one
// is chosen, else the voice language. Also what that means for the document (lang, right to left).
import { useSyncExternalStore } from 'react';
import type { LanguageCode } from '../../../domain/languages.ts';
import type { Preferences } from '../user/preferences.ts';
import { setPreferences, usePreferences } from '../user/preferences.ts';
import { isRightToLeft } from './index.ts';
import type { Locale } from './index.ts';
import { manifestUrl } from './manifestUrl.ts';
import { PSEUDO_LOCALE } from './pseudo.ts';

/** Set (to "on") by a test to see every screen in the pseudo-locale. */
export const PSEUDO_LOCALE_KEY = 'sauti.pseudoLocale';

const interfaceLanguageOf = (preferences: Pick<Preferences, 'language' | 'interfaceLanguage'>): LanguageCode =>
  preferences.interfaceLanguage ?? preferences.language;

const unchanging = () => () => {};
const pseudoOn = () => typeof localStorage !== 'undefined' && localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on';

/** The locale the screens should speak now; changes as soon as the preferences do. */
export function useLocale(): Locale {
  const preferences = usePreferences();
  const pseudo = useSyncExternalStore(unchanging, pseudoOn, () => false);
  return pseudo ? PSEUDO_LOCALE : interfaceLanguageOf(preferences);
}

export interface LanguageChoice {
  /** The voice language. */
  language?: LanguageCode;
  /** The screens' language; null follows the voice language. */
  interfaceLanguage?: LanguageCode | null;
}

/**
 * Applies a language choice at once, with no Save step: on this device first (so it holds offline
 * and across reloads), then on the account (saveLanguages.ts, loaded only when a choice is made).
 */
export function chooseLanguages(choice: LanguageChoice): Promise<void> {
  setPreferences(choice);
  return import('./saveLanguages.ts').then(({ saveLanguages }) => saveLanguages(choice));
}

/** Keeps the screens in `language` (null: follow the voice language); see chooseLanguages. */
export const setInterfaceLanguage = (language: LanguageCode | null): Promise<void> => chooseLanguages({ interfaceLanguage: language });

export function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  // The pseudo-locale is English underneath; an install from it gets the English manifest.
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = manifestUrl(locale === PSEUDO_LOCALE ? 'en' : locale);
}
