// Exact decimal money: amounts travel as strings ("1500.50") and are summed as integer cents
// (BigInt), so no float ever touches an amount. Shared by web (offline totals) and server.

const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** A positive amount: at most 12 integer digits and 2 fraction digits. */
export function isValidAmount(value: string): boolean {
  return AMOUNT.test(value) && toCents(value) > 0n;
}

/** Zero or a positive amount with at most 2 decimals: a balance or a goal, never a spend. */
export const isBalance = (value: string) => isValidAmount(value) || /^0(\.0{1,2})?$/.test(value);

export function toCents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  return negative ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Canonical form with two fraction digits: "5" → "5.00". */
export function normalizeAmount(amount: string): string {
  return fromCents(toCents(amount));
}

export function sumAmounts(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));
}

/** Percent change from `before` to `after` (both positive totals), 1 decimal, half away from zero; null when before is 0. */
export function percentChange(before: string, after: string): string | null {
  const base = toCents(before);
  if (base <= 0n) return null;
  const scaled = (toCents(after) - base) * 1000n; // tenths of a percent, times base
  const abs = scaled < 0n ? -scaled : scaled;
  const tenths = abs / base + (2n * (abs % base) >= base ? 1n : 0n);
  return `${scaled < 0n && tenths > 0n ? '-' : ''}${tenths / 10n}.${tenths % 10n}`;
}

/** Orders amounts exactly: negative when a < b, 0 when equal, positive when a > b. */
export function compareAmounts(a: string, b: string): number {
  const difference = toCents(a) - toCents(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}
