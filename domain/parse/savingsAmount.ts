// Exact savings amounts: like expense amounts (decimal strings, at most 12 integer digits) but
// USDT may carry 8 decimals, so sums run in BigInt units of 10⁻⁸ rather than in cents.

/** The spec's manual-entry currencies for savings; the user's own currency is allowed beside them. */
export const SAVINGS_CURRENCIES = ['KES', 'USD', 'EUR', 'GBP', 'USDT'] as const;

export const GOAL_TYPES = ['emergency', 'investment', 'goal', 'general'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/** Decimals a saved amount may carry in a currency. */
const savingDecimals = (currency: string): number => (currency === 'USDT' ? 8 : 2);

const SCALE = 8;

/** A positive decimal with at most 12 integer digits and the currency's decimals. */
export function isValidSavingAmount(amount: string, currency: string): boolean {
  const match = /^(0|[1-9]\d{0,11})(?:\.(\d+))?$/.exec(amount);
  if (!match) return false;
  if ((match[2] ?? '').length > savingDecimals(currency)) return false;
  return toUnits(amount) > 0n;
}

export function toUnits(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const units = BigInt(whole || '0') * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0').slice(0, SCALE) || '0');
  return negative ? -units : units;
}

/** Units back to a decimal string with at least 2 decimals and no trailing zeros beyond them. */
function fromUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const whole = abs / 10n ** BigInt(SCALE);
  const fraction = (abs % 10n ** BigInt(SCALE)).toString().padStart(SCALE, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${sign}${whole}.${fraction}`;
}

export const normalizeSavingAmount = (amount: string): string => fromUnits(toUnits(amount));

export const sumSavingAmounts = (amounts: readonly string[]): string =>
  fromUnits(amounts.reduce((total, amount) => total + toUnits(amount), 0n));

/** Goal names match trimmed and case-insensitively ("School Fees " is "school fees"). */
export const goalKey = (name: string): string => name.trim().toLocaleLowerCase();
