// The currencies Sauti accepts on an amount: the spec's country and currency tables plus USDT, the
// South Asian currencies and the CFA francs (issue 26) — exactly those we hold a rate for.
export const DEFAULT_CURRENCY = 'KES';

export const SUPPORTED_CURRENCIES = [
  'KES', 'NGN', 'ZAR', 'GHS', 'UGX', 'TZS', 'ETB', 'MAD', 'EGP', 'INR', 'BDT', 'PKR', 'XOF', 'XAF', 'USD', 'GBP', 'EUR', 'USDT',
] as const;

export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number];

export function isSupportedCurrency(code: string): code is SupportedCurrency {
  return SUPPORTED_CURRENCIES.some((supported) => supported === code);
}

/** The message every input schema gives for a currency outside the list. */
export const CURRENCY_MESSAGE = `currency must be one of ${SUPPORTED_CURRENCIES.join(', ')}`;

/**
 * Any ISO-shaped code or USDT: what stored events may carry (they are facts, recorded before the
 * supported list narrowed). New input is checked with `isSupportedCurrency`.
 */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) || code === 'USDT';
}

/** The West (XOF) and Central (XAF) African CFA francs: whole francs only, an amount with cents is refused. */
const CFA_FRANCS: readonly string[] = ['XOF', 'XAF'];

/** Currencies shown and converted without a minor unit (ISO 4217). */
export const WHOLE_UNIT_CURRENCIES: readonly string[] = ['UGX', ...CFA_FRANCS];

/** Whether an exact decimal `amount` can be written in `currency`: francs have no cents. */
export function fitsCurrency(amount: string, currency: string): boolean {
  return !CFA_FRANCS.includes(currency) || /^\d+(?:\.0{1,2})?$/.test(amount.trim());
}

/** The message for an amount `fitsCurrency` refuses. */
export const wholeUnitsMessage = (currency: string) => `amount must be whole ${currency}, without cents`;
