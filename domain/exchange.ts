// Converting amounts between currencies, exactly: rates are decimal strings per 1 USD, and a
// conversion is done in BigInt rationals and rounded half-even to the target's minor unit. Shared
// by web (offline) and server; rates are never stored with an event, only applied at read time.
import { WHOLE_UNIT_CURRENCIES } from './currencies.ts';

export type RatesSource = 'live' | 'cached' | 'built-in';

export interface RateTable {
  base: 'USD';
  /** Units of each currency per 1 USD, as exact decimal strings. */
  rates: Readonly<Record<string, string>>;
  /** 'live' when the source's fresh answer gave at least one rate (`live` says which). */
  source: RatesSource;
  /** When these rates were fetched (ISO instant); for built-in rates, null. */
  asOf: string | null;
  /** The currencies whose rate is from the source's fresh answer; the others are older or built in. */
  live: readonly string[];
}

/**
 * Spec §9's fallback per USD, plus INR, BDT and PKR for our Indian and South Asian users, and the CFA
 * francs at their fixed euro parity (655.957 per EUR) times the table's EUR.
 */
export const BUILT_IN_RATES: Readonly<Record<string, string>> = {
  USD: '1', EUR: '0.85', GBP: '0.73', KES: '150', NGN: '800', ZAR: '18', GHS: '12', UGX: '3700', TZS: '2500',
  ETB: '55', MAD: '10', EGP: '31', USDT: '1', INR: '83', BDT: '110', PKR: '280',
  XOF: '557.56', XAF: '557.56',
};

export const builtInRateTable = (): RateTable => ({ base: 'USD', rates: BUILT_IN_RATES, source: 'built-in', asOf: null, live: [] });

interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function fraction(value: string): Fraction | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', decimals = ''] = match;
  const numerator = BigInt(`${sign}${whole}${decimals}`);
  return { numerator, denominator: 10n ** BigInt(decimals.length) };
}

/** Minor-unit digits Sauti shows and stores for a currency (ISO 4217; USDT kept to cents). */
const minorUnits = (currency: string): number => (WHOLE_UNIT_CURRENCIES.includes(currency) ? 0 : 2);

/** numerator / denominator (denominator > 0) rounded half-even to an integer. */
function roundHalfEven(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let quotient = abs / denominator;
  const twice = (abs % denominator) * 2n;
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

function formatUnits(units: bigint, digits: number): string {
  const negative = units < 0n;
  const abs = (negative ? -units : units).toString().padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  const sign = negative ? '-' : '';
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${abs.slice(abs.length - digits)}`;
}

/**
 * `amount` of `from` in `to`, rounded half-even to `to`'s minor unit; null when either rate is
 * unknown or not positive, or the amount is not a decimal.
 */
export function convert(amount: string, from: string, to: string, rates: Readonly<Record<string, string>>): string | null {
  const value = fraction(amount);
  const fromRate = fraction(rates[from] ?? '');
  const toRate = fraction(rates[to] ?? '');
  if (!value || !fromRate || !toRate || fromRate.numerator <= 0n || toRate.numerator <= 0n) return null;
  const digits = minorUnits(to);
  // amount × (to per USD) ÷ (from per USD), in the target's minor units.
  const numerator = value.numerator * toRate.numerator * fromRate.denominator * 10n ** BigInt(digits);
  const denominator = value.denominator * toRate.denominator * fromRate.numerator;
  return formatUnits(roundHalfEven(numerator, denominator), digits);
}
