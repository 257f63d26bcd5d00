// Reading "Ksh1,250.00", "UGX 20,000", "₦5,000.00", "500.00 Birr", "Rs.120" out of a payment message.
// Formats embed MONEY_SOURCE where an amount stands; readMoney turns the matched token into an exact amount.
import type { SupportedCurrency } from '../currencies.ts';
import { isValidAmount, normalizeAmount } from '../money.ts';

/** Marks before the number, as providers write them (longest first so "KSHS" wins over "KSH"). */
const PREFIXES: ReadonlyArray<readonly [string, SupportedCurrency]> = [
  ['KSHS', 'KES'], ['KSH', 'KES'], ['KES', 'KES'], ['UGX', 'UGX'], ['USHS', 'UGX'], ['USH', 'UGX'],
  ['GHS', 'GHS'], ['GH₵', 'GHS'], ['GH¢', 'GHS'], ['GHC', 'GHS'], ['NGN', 'NGN'], ['₦', 'NGN'],
  ['ETB', 'ETB'], ['BIRR', 'ETB'], ['BR', 'ETB'], ['INR', 'INR'], ['RS', 'INR'], ['₹', 'INR'],
  ['TZS', 'TZS'], ['TSHS', 'TZS'], ['TSH', 'TZS'], ['USD', 'USD'], ['ZAR', 'ZAR'], ['EGP', 'EGP'],
  ['GBP', 'GBP'], ['EUR', 'EUR'],
];

/** Marks written after the number ("500.00 Birr"). */
const SUFFIXES: ReadonlyArray<readonly [string, SupportedCurrency]> = [
  ['BIRR', 'ETB'], ['ETB', 'ETB'], ['TZS', 'TZS'], ['UGX', 'UGX'], ['KES', 'KES'], ['INR', 'INR'],
];

/** Real currencies Sauti holds no rate for: a payment in one is skipped, never read as another. */
const UNSUPPORTED = ['RWF', 'ZMW', 'MWK', 'XOF', 'XAF', 'BIF', 'CDF', 'SSP', 'MZN', 'SOS', 'LKR', 'NPR', 'AED', 'SAR', 'CNY', 'JPY', 'CAD', 'AUD'];

/**
 * Digits with any thousands grouping (1,250 and Indian 1,25,000) and an optional fraction. Bounded,
 * and never a piece of a longer digit run: an account number is not money, and a long run of digits
 * must not make every reader scan it again from each position.
 */
export const NUMBER_SOURCE = String.raw`(?<![\d,])\d(?:[\d,]{0,20}\d)?(?:\.\d{1,4})?(?![\d,]*\d)`;

const prefixAlternatives = [...PREFIXES.map(([mark]) => mark), ...UNSUPPORTED]
  .map((mark) => mark.replace(/[.$]/g, '\\$&')).join('|');
const suffixAlternatives = SUFFIXES.map(([mark]) => mark).join('|');

/**
 * One amount with its currency mark. The bare "N" of Nigerian alerts and "R" of South African ones count only glued to digits.
 * Used inside case-insensitive formats, so marks are matched in any case.
 */
export const MONEY_SOURCE = String.raw`(?<![A-Za-z])(?:(?:${prefixAlternatives})\.?\s?${NUMBER_SOURCE}|N${NUMBER_SOURCE}|R${NUMBER_SOURCE}|${NUMBER_SOURCE}\s?(?:${suffixAlternatives})\b)`;

export type Money =
  | { kind: 'amount'; amount: string; currency: SupportedCurrency }
  | { kind: 'unsupported-currency' };

function exactAmount(digits: string): string | null {
  const plain = digits.replace(/,/g, '');
  // More than two fraction digits is not money as a provider writes it (rounding would invent cents).
  if (!/^\d+(?:\.\d{1,2})?$/.test(plain)) return null;
  const trimmed = plain.replace(/^0+(?=\d)/, '');
  return isValidAmount(trimmed) ? normalizeAmount(trimmed) : null;
}

/**
 * Reads one money token. A token without a mark takes `fallback` (SBI writes "debited by 150.0").
 * Null when the number is not a positive amount of at most 12 integer digits.
 */
export function readMoney(token: string, fallback: SupportedCurrency): Money | null {
  const text = token.trim();
  const number = new RegExp(NUMBER_SOURCE).exec(text);
  if (number === null) return null;
  const mark = (text.slice(0, number.index) + text.slice(number.index + number[0].length))
    .replace(/[.\s]/g, '').toUpperCase();
  const amount = exactAmount(number[0]);
  if (amount === null) return null;
  if (mark === '') return { kind: 'amount', amount, currency: fallback };
  if (mark === 'N') return { kind: 'amount', amount, currency: 'NGN' };
  if (mark === 'R') return { kind: 'amount', amount, currency: 'ZAR' };
  const known = [...PREFIXES, ...SUFFIXES].find(([candidate]) => candidate === mark);
  if (known !== undefined) return { kind: 'amount', amount, currency: known[1] };
  return { kind: 'unsupported-currency' };
}
