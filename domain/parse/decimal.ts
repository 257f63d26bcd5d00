// Exact amounts as bigint cents: reading digit strings, scaling shorthands, writing the result.
// Money never passes through floating point here; the output is a canonical decimal string.

export type Cents = bigint;

/** Twelve integer digits, as domain/money.ts accepts: beyond any personal expense, exact as a float. */
export const MAX_AMOUNT_CENTS: Cents = 10n ** 14n - 1n;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Reads "1500", "12.5", "3.149" (rounded half-up to cents). Undefined for anything else. */
export function centsFromDecimal(text: string): Cents | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const cents = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
  const roundsUp = (fraction[2] ?? '0') >= '5';
  return roundsUp ? cents + 1n : cents;
}

/** Lexicon values are small and have at most two decimals (1.5 for डेढ़), so this is exact. */
export function centsFromUnits(value: number): Cents {
  return BigInt(Math.round(value * 100));
}

/** "1500", "12.5", "0.05": no thousands separators, no trailing fraction zeros. */
export function formatCents(cents: Cents): string {
  const positive = cents < 0n ? -cents : cents;
  const whole = (positive / 100n).toString();
  const fraction = (positive % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** Multiplies a decimal string by 10^places without rounding: ("1.5", 3) → "1500". */
export function shiftDecimal(text: string, places: number): string {
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const digits = `${whole}${fraction.padEnd(places, '0')}`;
  const point = whole.length + places;
  const shifted = `${digits.slice(0, point)}.${digits.slice(point)}`.replace(/\.$/, '');
  return shifted.replace(/^0+(?=\d)/, '');
}
