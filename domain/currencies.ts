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

/** Whether an exact decimal `amount` can be written in `currency`: francs and shillings of no minor unit have no cents. */
export function fitsCurrency(amount: string, currency: string): boolean {
  return !WHOLE_UNIT_CURRENCIES.includes(currency) || /^\d+(?:\.0+)?$/.test(amount.trim());
}

/** The smallest step of an amount in cents: 100 in a currency without cents, else 1 (a split keeps to it). */
export const centsStep = (currency: string): bigint => (WHOLE_UNIT_CURRENCIES.includes(currency) ? 100n : 1n);

/** The message for an amount `fitsCurrency` refuses. */
export const wholeUnitsMessage = (currency: string, field = 'amount') => `${field} must be whole ${currency}, without cents`;

/**
 * The fields in which an item (any noun) holds an amount of its `currency`. A noun with an amount
 * under another name adds it here (currencies.test.ts finds every amount field of every noun).
 */
export const AMOUNT_FIELDS = ['amount', 'value', 'budgetAmount', 'targetAmount', 'minimumPayment'] as const;

/**
 * The first amount field of an item that its currency cannot hold, after `changes`: the one currency
 * rule of every noun. Only the amounts a change gives are asked (all, when it gives the currency), so
 * an item stored before the rule can still be changed otherwise.
 */
export function unfitAmount(fields: object, changes?: object): { field: string; currency: string } | undefined {
  const after: Record<string, unknown> = { ...fields, ...changes };
  const { currency } = after;
  if (typeof currency !== 'string') return undefined;
  const asked = changes === undefined || 'currency' in changes ? after : changes;
  const field = AMOUNT_FIELDS.find((name) => {
    const amount: unknown = name in asked ? after[name] : undefined;
    return typeof amount === 'string' && !fitsCurrency(amount, currency);
  });
  return field === undefined ? undefined : { field, currency };
}
