// The currencies a person can choose in Settings (spec §3 currency table): symbol, name and the
// locale their amounts are written in. Choosing one sets preferences.currency for every screen.
import { speaksEnglish } from '../format/locale.ts';
import { activeLocale } from '../i18n/index.ts';

export interface CurrencyOption {
  readonly code: string;
  readonly symbol: string;
  readonly name: string;
  readonly locale: string;
}

export const CURRENCY_OPTIONS: readonly CurrencyOption[] = [
  { code: 'KES', symbol: 'KSh', name: 'Kenyan Shilling', locale: 'en-KE' },
  { code: 'USD', symbol: '$', name: 'US Dollar', locale: 'en-US' },
  { code: 'EUR', symbol: '€', name: 'Euro', locale: 'de-DE' },
  { code: 'GBP', symbol: '£', name: 'British Pound', locale: 'en-GB' },
  { code: 'UGX', symbol: 'USh', name: 'Ugandan Shilling', locale: 'en-UG' },
  { code: 'TZS', symbol: 'TSh', name: 'Tanzanian Shilling', locale: 'en-TZ' },
  { code: 'NGN', symbol: '₦', name: 'Nigerian Naira', locale: 'en-NG' },
  { code: 'ZAR', symbol: 'R', name: 'South African Rand', locale: 'en-ZA' },
];

/**
 * The options to offer when `current` is the person's currency. Onboarding may have set one outside
 * the table (Ghana's GHS, India's INR): it is kept as an option so opening Settings never changes it.
 */
export function currencyOptionsWith(current: string): readonly CurrencyOption[] {
  if (CURRENCY_OPTIONS.some((option) => option.code === current)) return CURRENCY_OPTIONS;
  return [...CURRENCY_OPTIONS, { code: current, symbol: current, name: currencyName(current), locale: 'en-US' }];
}

/**
 * In English the table's name (the spec's), else the browser's English name; in another language
 * CLDR's name in it. The code itself where there is none (USDT).
 */
export function currencyName(code: string): string {
  const known = CURRENCY_OPTIONS.find((option) => option.code === code);
  if (known && speaksEnglish()) return known.name;
  try {
    return new Intl.DisplayNames([speaksEnglish() ? 'en' : activeLocale()], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
