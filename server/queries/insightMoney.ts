// Money the insights read in one currency: the caller's currency, amounts converted at read time
// with the rates the app holds now (never stored converted), and exact percentages.
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { convert } from '../../domain/exchange.ts';
import type { RateTable } from '../../domain/exchange.ts';
import { toCents } from '../../domain/money.ts';
import { findUser } from '../../projections/users/queries.ts';
import type { App, Caller } from '../context.ts';

export async function callerCurrency(app: App, caller: Caller): Promise<string> {
  return (await findUser(app.db, caller.userId))?.currency ?? DEFAULT_CURRENCY;
}

/** `amount` of `from` in cents of `to`; an amount with no known rate counts as nothing. */
export function centsIn(amount: string, from: string, to: string, rates: RateTable): bigint {
  if (from === to) return toCents(amount);
  const converted = convert(amount, from, to, rates.rates);
  return converted === null ? 0n : toCents(converted);
}

/** part / whole in percent, 1 decimal, rounded down so 79.99 % never shows as 80. */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * 1000n) / whole) / 10;
}
