// Which locale Intl formats numbers and dates in: the interface language's, with its CLDR default
// digits; English keeps the spec's exact forms (en-US, and en-IN's lakh grouping for rupees).
import { activeLocale, isRightToLeft } from '../i18n/index.ts';
import { PSEUDO_LOCALE } from '../i18n/pseudo.ts';

/** True while the screens speak English (or its pseudo-locale): the spec's own formats apply. */
export function speaksEnglish(): boolean {
  const locale = activeLocale();
  return locale === 'en' || locale === PSEUDO_LOCALE;
}

/** The locale for amounts: rupees take the Indian grouping in every language. */
export function numberLocale(currency?: string): string {
  const language = speaksEnglish() ? 'en' : activeLocale();
  if (currency === 'INR') return `${language}-IN`;
  return speaksEnglish() ? 'en-US' : language;
}

/** The locale for dates; English dates follow the spec's forms, which callers spell out. */
export const dateLocale = (): string => (speaksEnglish() ? 'en-US' : activeLocale());

/**
 * An amount or a phone number kept left to right inside a right-to-left sentence or screen (Unicode
 * isolates, so it also holds inside translated messages and accessible names); unchanged elsewhere.
 */
export const leftToRight = (text: string): string => (isRightToLeft(activeLocale()) ? `\u2066${text}\u2069` : text);
