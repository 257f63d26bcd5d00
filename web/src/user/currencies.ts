// The currencies a person can choose in Settings: every currency Sauti supports (domain/currencies.ts),
// never a hand-kept few, with its symbol and English name (spec §3's table for its eight). Choosing one
// sets preferences.currency for every screen. Keyed by the supported list, so a currency added there
// without a symbol and a name here fails the type check.
import { SUPPORTED_CURRENCIES } from '../../../domain/currencies.ts';
import type { SupportedCurrency } from '../../../domain/currencies.ts';
import { speaksEnglish } from '../format/locale.ts';
import { activeLocale } from '../i18n/index.ts';

export interface CurrencyOption {
  readonly code: string;
  readonly symbol: string;
  readonly name: string;
}

const KNOWN: Readonly<Record<SupportedCurrency, Omit<CurrencyOption, 'code'>>> = {
  KES: { symbol: 'KSh', name: 'Kenyan Shilling' },
  NGN: { symbol: '₦', name: 'Nigerian Naira' },
  ZAR: { symbol: 'R', name: 'South African Rand' },
  GHS: { symbol: 'GH₵', name: 'Ghanaian Cedi' },
  UGX: { symbol: 'USh', name: 'Ugandan Shilling' },
  TZS: { symbol: 'TSh', name: 'Tanzanian Shilling' },
  ETB: { symbol: 'Br', name: 'Ethiopian Birr' },
  MAD: { symbol: 'DH', name: 'Moroccan Dirham' },
  EGP: { symbol: 'E£', name: 'Egyptian Pound' },
  INR: { symbol: '₹', name: 'Indian Rupee' },
  BDT: { symbol: '৳', name: 'Bangladeshi Taka' },
  PKR: { symbol: 'Rs', name: 'Pakistani Rupee' },
  XOF: { symbol: 'CFA', name: 'West African CFA Franc' },
  XAF: { symbol: 'FCFA', name: 'Central African CFA Franc' },
  USD: { symbol: '$', name: 'US Dollar' },
  GBP: { symbol: '£', name: 'British Pound' },
  EUR: { symbol: '€', name: 'Euro' },
  USDT: { symbol: '₮', name: 'Tether (USDT)' },
};

export const CURRENCY_OPTIONS: readonly CurrencyOption[] = SUPPORTED_CURRENCIES.map((code) => ({ code, ...KNOWN[code] }));

/**
 * The options to offer when `current` is the person's currency: a currency stored before the list
 * narrowed is kept as an option, so opening Settings never changes it.
 */
export function currencyOptionsWith(current: string): readonly CurrencyOption[] {
  if (CURRENCY_OPTIONS.some((option) => option.code === current)) return CURRENCY_OPTIONS;
  return [...CURRENCY_OPTIONS, { code: current, symbol: current, name: currencyName(current) }];
}

/** In English the table's name, in another language CLDR's name in it; the English name, else the code, where CLDR has none. */
export function currencyName(code: string): string {
  const english = CURRENCY_OPTIONS.find((option) => option.code === code)?.name;
  if (english !== undefined && (speaksEnglish() || code === 'USDT')) return english;
  try {
    return new Intl.DisplayNames([speaksEnglish() ? 'en' : activeLocale()], { type: 'currency', fallback: 'none' }).of(code) ?? english ?? code;
  } catch {
    return english ?? code;
  }
}
