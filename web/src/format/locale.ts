// Which locale Intl formats numbers and dates in: the interface language's, with its CLDR default
// digits; English keeps the spec's exact forms (en-US, and en-IN's lakh grouping for rupees).
import { isLanguageCode } from '../../../domain/languages.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { activeLocale, isRightToLeft } from '../i18n/index.ts';
import { PSEUDO_LOCALE } from '../i18n/pseudo.ts';
import { getPreferences } from '../user/preferences.ts';

/**
 * Each language's own decimal digits (CLDR numbering systems), offered as a display choice (issue 33:
 * Arabic-Indic digits for a person in Cairo). Amounts stay exact decimals underneath; only how they are
 * written changes. Languages without their own decimal digits (Latin scripts, Amharic) have none.
 */
const NATIVE_DIGITS: Readonly<Partial<Record<LanguageCode, string>>> = {
  ar: 'arab', ur: 'arabext', bn: 'beng', as: 'beng', hi: 'deva', mr: 'deva', gu: 'gujr', pa: 'guru',
  kn: 'knda', ml: 'mlym', or: 'orya', ta: 'tamldec', te: 'telu',
};

const systemOf = (language: string): string | undefined => (isLanguageCode(language) ? NATIVE_DIGITS[language] : undefined);

/** A language's own digits, written out ("١٢٣٤٥٦٧٨٩٠" for Arabic); null when it has none. */
export function nativeDigits(language: string): string | null {
  const system = systemOf(language);
  return system === undefined ? null : new Intl.NumberFormat(`${language}-u-nu-${system}`, { useGrouping: false }).format(1234567890);
}

/** `locale` written in the chosen digits: the interface language's own where the person chose them and it has them. */
function withDigits(locale: string): string {
  const system = systemOf(activeLocale());
  return system !== undefined && getPreferences().digits === 'native' ? `${locale}-u-nu-${system}` : locale;
}

/** True while the screens speak English (or its pseudo-locale): the spec's own formats apply. */
export function speaksEnglish(): boolean {
  const locale = activeLocale();
  return locale === 'en' || locale === PSEUDO_LOCALE;
}

/** The locale for amounts: rupees take the Indian grouping in every language. */
export function numberLocale(currency?: string): string {
  const language = speaksEnglish() ? 'en' : activeLocale();
  if (currency === 'INR') return withDigits(`${language}-IN`);
  return speaksEnglish() ? 'en-US' : withDigits(language);
}

/** The locale for dates; English dates follow the spec's forms, which callers spell out. */
export const dateLocale = (): string => (speaksEnglish() ? 'en-US' : withDigits(activeLocale()));

/**
 * An amount or a phone number kept left to right inside a right-to-left sentence or screen (Unicode
 * isolates, so it also holds inside translated messages and accessible names); unchanged elsewhere.
 */
export const leftToRight = (text: string): string => (isRightToLeft(activeLocale()) ? `\u2066${text}\u2069` : text);
