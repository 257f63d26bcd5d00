// Money as a person reads it: Intl formatting of exact decimal strings, and the ≈ USDT figures.
// Display only — sums and comparisons stay in domain/money.ts; no amount is ever turned into a float.
import { convert } from '../../../domain/exchange.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { leftToRight, numberLocale } from './locale.ts';

type Numeric = `${number}`;

const DECIMAL = /^-?\d+(\.\d+)?$/;

function isNumeric(value: string): value is Numeric {
  return DECIMAL.test(value);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Intl knows ISO 4217 codes only: USDT and anything unknown is shown as a plain 2-decimal number.
 * `maxFractionDigits` lets a figure finer than the currency's cent keep its digits (a share's value).
 */
function formatterFor(currency: string, maxFractionDigits?: number): Intl.NumberFormat {
  const locale = numberLocale(currency);
  const key = `${locale} ${currency} ${maxFractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    const finer = maxFractionDigits === undefined ? {} : { maximumFractionDigits: maxFractionDigits };
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', ...finer });
    } catch {
      formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: maxFractionDigits ?? 2 });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface MoneyParts {
  /** The currency code as shown ("KES"). */
  code: string;
  /** The grouped number without the code ("1,500.00"; "1,00,000.00" for INR), in the interface's digits. */
  number: string;
}

/** Splits a formatted amount so a screen can style the code and the number apart. */
export function moneyParts(amount: string, currency: string, maxFractionDigits?: number): MoneyParts {
  if (!isNumeric(amount)) return { code: currency, number: amount };
  // The string overload keeps every digit: Intl formats "12345678901.99" exactly, a float would not.
  const parts = formatterFor(currency, maxFractionDigits).formatToParts(amount);
  const number = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return { code: currency, number };
}

/**
 * "KES 500.00", "INR 1,00,000.00", "UGX 5,000", "USDT 3.85"; with `maxFractionDigits`, digits past the
 * cent are kept up to that many ("KES 546.6667"), never fewer than the currency's own ("KES 500.00").
 */
export function formatMoney(amount: string, currency: string, maxFractionDigits?: number): string {
  const { code, number } = moneyParts(amount, currency, maxFractionDigits);
  return leftToRight(`${code}\u00a0${number}`);
}

/** `amount` of `currency` in USDT at these rates, to the cent (half-even); null without a rate. */
export function approxUsdt(amount: string, currency: string, rates: Readonly<Record<string, string>>): string | null {
  return convert(amount, currency, 'USDT', rates);
}

/** The USDT value of several amounts, each converted from its own currency; those without a rate are left out. */
export function totalUsdt(amounts: ReadonlyArray<{ amount: string; currency: string }>, rates: Readonly<Record<string, string>>): string {
  const cents = amounts.reduce((sum, { amount, currency }) => sum + toCents(approxUsdt(amount, currency, rates) ?? '0'), 0n);
  return fromCents(cents);
}
