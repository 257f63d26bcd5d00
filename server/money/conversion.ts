// One conversion at the rates the app holds now, for the converter on the server's side: the
// amount checked like every other amount, the currencies against the supported list.
import * as z from 'zod';
import { CURRENCY_MESSAGE, isSupportedCurrency } from '../../domain/currencies.ts';
import { convert } from '../../domain/exchange.ts';
import type { RatesSource } from '../../domain/exchange.ts';
import { isValidAmount } from '../../domain/money.ts';
import type { App } from '../context.ts';
import { parseInput } from '../input.ts';

const currency = z.string({ error: CURRENCY_MESSAGE }).trim().toUpperCase().refine(isSupportedCurrency, CURRENCY_MESSAGE);

const ConvertInput = z.object({
  amount: z
    .union([z.string(), z.number()], { error: 'amount is required' })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine(isValidAmount, 'amount must be a positive decimal with at most 12 integer digits and 2 decimals'),
  from: currency,
  to: currency,
});

export interface Conversion {
  amount: string;
  from: string;
  to: string;
  /** `amount` of `from` in `to`, rounded half-even to `to`'s minor unit. */
  result: string;
  source: RatesSource;
  asOf: string | null;
}

export async function convertAmount(app: App, input: unknown): Promise<Conversion> {
  const { amount, from, to } = parseInput(ConvertInput, input);
  const rates = await app.rates.current();
  const result = convert(amount, from, to, rates.rates);
  // Every table holds every supported currency (a live answer missing one is refused as a whole).
  if (result === null) throw new Error(`no rate to convert ${from} to ${to}`);
  return { amount, from, to, result, source: rates.source, asOf: rates.asOf };
}
