// Reading "Ksh1,250.00", "UGX 20,000", "₦5,000.00", "500.00 Birr", "Rs.120", "15 000 FCFA", "5.000F" out
// of a payment message. Formats embed MONEY_SOURCE where an amount stands; readMoney turns the matched
// token into an exact amount.
import type { SupportedCurrency } from '../currencies.ts';
import { isValidAmount, normalizeAmount } from '../money.ts';

/**
 * Marks before the number, as providers write them (longest first so "KSHS" wins over "KSH"): codes,
 * symbols, and the words of the Indic and Ethiopic scripts (ብር birr, with በ "for" or የ "of" glued on).
 */
const PREFIXES: ReadonlyArray<readonly [string, SupportedCurrency]> = [
  ['KSHS', 'KES'], ['KSH', 'KES'], ['KES', 'KES'], ['UGX', 'UGX'], ['USHS', 'UGX'], ['USH', 'UGX'],
  ['GHS', 'GHS'], ['GH₵', 'GHS'], ['GH¢', 'GHS'], ['GHC', 'GHS'], ['NGN', 'NGN'], ['₦', 'NGN'],
  ['ETB', 'ETB'], ['BIRR', 'ETB'], ['BR', 'ETB'], ['INR', 'INR'], ['RS', 'INR'], ['₹', 'INR'],
  ['TZS', 'TZS'], ['TSHS', 'TZS'], ['TSH', 'TZS'], ['USD', 'USD'], ['ZAR', 'ZAR'], ['EGP', 'EGP'],
  ['GBP', 'GBP'], ['EUR', 'EUR'], ['MAD', 'MAD'], ['रु', 'INR'], ['ரூ', 'INR'], ['రూ', 'INR'], ['ರೂ', 'INR'], ['রু', 'INR'],
  ['የብር', 'ETB'], ['በብር', 'ETB'], ['ብር', 'ETB'],
];

/** Marks written after the number ("500.00 Birr", "750 جنيه", "350,00 MAD", "300 रुपये"). */
const SUFFIXES: ReadonlyArray<readonly [string, SupportedCurrency]> = [
  ['BIRR', 'ETB'], ['ETB', 'ETB'], ['ብር', 'ETB'], ['TZS', 'TZS'], ['UGX', 'UGX'], ['KES', 'KES'], ['INR', 'INR'], ['NGN', 'NGN'],
  ['GHS', 'GHS'], ['EGP', 'EGP'], ['MAD', 'MAD'], ['DHS', 'MAD'], ['DH', 'MAD'], ['درهم', 'MAD'], ['جنيه', 'EGP'], ['ZAR', 'ZAR'],
  ['NAIRA', 'NGN'], ['CEDIS', 'GHS'], ['RUPEES', 'INR'], ['रुपये', 'INR'], ['रुपए', 'INR'],
];

/** Real currencies Sauti holds no rate for: a payment in one is skipped, never read as another. */
const UNSUPPORTED = ['RWF', 'ZMW', 'MWK', 'BIF', 'CDF', 'SSP', 'MZN', 'SOS', 'LKR', 'NPR', 'AED', 'SAR', 'CNY', 'JPY', 'CAD', 'AUD'];
/** The same, written after the number ("5,000 RWF"). */
const UNSUPPORTED_AFTER = UNSUPPORTED.filter((code) => !['SAR'].includes(code));

/**
 * Digits with any thousands grouping (1,250 and Indian 1,25,000) and an optional fraction. Bounded,
 * and never a piece of a longer digit run: an account number is not money, and a long run of digits
 * must not make every reader scan it again from each position.
 */
export const NUMBER_SOURCE = String.raw`(?<![\d,])\d(?:[\d,]{0,20}\d)?(?:\.\d{1,4})?(?![\d,]*\d)`;

/**
 * A CFA franc amount: whole francs grouped by spaces or dots as French writes them ("15 000", "5.000"),
 * with its mark after ("FCFA", "F CFA", "XOF", Wave's bare "F") or before ("XAF 25000").
 */
const FRANC_NUMBER = String.raw`(?<![\d.,])(?:\d{1,3}(?:[\x20.\u00a0\u202f]\d{3})+|\d{1,15})(?![\d])`;
const FRANC_AFTER = String.raw`(?:F\s?CFA|CFA|XOF|XAF|F)(?![A-Za-z])`;
const FRANC_BEFORE = String.raw`(?:F\s?CFA|XOF|XAF)`;
const FRANC_SOURCE = `${FRANC_NUMBER}\\s?${FRANC_AFTER}|${FRANC_BEFORE}\\s?${FRANC_NUMBER}`;
const FRANC_TOKEN = new RegExp(String.raw`^(?:(?<after>${FRANC_NUMBER})\s?(?<mark>${FRANC_AFTER})|(?<mark2>${FRANC_BEFORE})\s?(?<before>${FRANC_NUMBER}))$`, 'i');

/** Zones of the Central African franc (XAF); every other zone that writes "FCFA" pays in XOF. */
const XAF_ZONES = ['Africa/Douala', 'Africa/Libreville', 'Africa/Brazzaville', 'Africa/Bangui', 'Africa/Ndjamena', 'Africa/Malabo'];

/** The franc a bare "FCFA" or "F" means for a person in `timeZone`. */
export const francOf = (timeZone: string): SupportedCurrency => (XAF_ZONES.includes(timeZone) ? 'XAF' : 'XOF');

const prefixAlternatives = [...PREFIXES.map(([mark]) => mark), ...UNSUPPORTED]
  .map((mark) => mark.replace(/[.$]/g, '\\$&')).join('|');
const suffixAlternatives = [...SUFFIXES.map(([mark]) => mark), ...UNSUPPORTED_AFTER].sort((a, b) => b.length - a.length).join('|');

/**
 * One amount with its currency mark. The bare "N" of Nigerian alerts and "R" of South African ones count only glued to digits.
 * Used inside case-insensitive formats, so marks are matched in any case.
 */
export const MONEY_SOURCE = String.raw`(?<![A-Za-z])(?:${FRANC_SOURCE}|(?:${prefixAlternatives})\.?\s?${NUMBER_SOURCE}|N${NUMBER_SOURCE}|R${NUMBER_SOURCE}|${NUMBER_SOURCE}\s?(?:${suffixAlternatives})(?![A-Za-z0-9]))`;

export type Money =
  | { kind: 'amount'; amount: string; currency: SupportedCurrency }
  | { kind: 'unsupported-currency' };

function exactAmount(digits: string): string | null {
  // A comma before exactly two final digits is a decimal comma (350,00 MAD): grouping is by three.
  const plain = /^\d+,\d{2}$/.test(digits) ? digits.replace(',', '.') : digits.replace(/,/g, '');
  // More than two fraction digits is not money as a provider writes it (rounding would invent cents).
  if (!/^\d+(?:\.\d{1,2})?$/.test(plain)) return null;
  const trimmed = plain.replace(/^0+(?=\d)/, '');
  return isValidAmount(trimmed) ? normalizeAmount(trimmed) : null;
}

/** A franc token: its grouping dropped, whole francs only ("7 500,50 FCFA" is no amount). */
function readFranc(token: string, franc: SupportedCurrency): Money | null | undefined {
  const match = FRANC_TOKEN.exec(token);
  if (match === null) return undefined;
  const { after, mark, mark2, before } = match.groups ?? {};
  const written = (mark ?? mark2 ?? '').replace(/\s/g, '').toUpperCase();
  const currency: SupportedCurrency = written === 'XAF' ? 'XAF' : written === 'XOF' ? 'XOF' : franc;
  const amount = exactAmount((after ?? before ?? '').replace(/[\x20.\u00a0\u202f]/g, ''));
  return amount === null ? null : { kind: 'amount', amount, currency };
}

/**
 * Reads one money token. A token without a mark takes `fallback` (SBI writes "debited by 150.0");
 * "FCFA" and "F" take `franc`, the CFA franc of the person's zone. Null when the number is not a
 * positive amount of at most 12 integer digits.
 */
export function readMoney(token: string, fallback: SupportedCurrency, franc: SupportedCurrency = 'XOF'): Money | null {
  const text = token.trim();
  const asFranc = readFranc(text, franc);
  if (asFranc !== undefined) return asFranc;
  const number = new RegExp(NUMBER_SOURCE).exec(text);
  if (number === null) return null;
  const mark = (text.slice(0, number.index) + text.slice(number.index + number[0].length))
    .replace(/[.\s]/g, '').toUpperCase();
  const amount = exactAmount(number[0]);
  if (amount === null) return null;
  if (mark === '') return { kind: 'amount', amount, currency: fallback };
  if (mark === 'N') return { kind: 'amount', amount, currency: 'NGN' };
  if (mark === 'R') return { kind: 'amount', amount, currency: 'ZAR' };
  const known = [...PREFIXES, ...SUFFIXES].find(([candidate]) => candidate.toUpperCase() === mark);
  if (known !== undefined) return { kind: 'amount', amount, currency: known[1] };
  return { kind: 'unsupported-currency' };
}
