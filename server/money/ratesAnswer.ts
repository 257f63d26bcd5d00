// Reads a rates source's answer: `{ rates: { KES: 129.5, … } }` per 1 USD. All or nothing — one
// missing, zero, negative or non-numeric rate for a currency we support rejects the whole answer.
import { SUPPORTED_CURRENCIES } from '../../domain/currencies.ts';

/** Why an answer was refused, for the one log line that reports it. */
export class RatesAnswerError extends Error {}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A JSON number as an exact decimal string; exponent forms (1e-7) are expanded, not rounded. */
function decimalOf(value: unknown): string | null {
  if (typeof value === 'string') return DECIMAL.test(value.trim()) ? value.trim() : null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const plain = String(value);
  if (DECIMAL.test(plain)) return plain;
  const expanded = value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
  return DECIMAL.test(expanded) ? expanded : null;
}

const isPositive = (decimal: string) => /[1-9]/.test(decimal);

/** The supported currencies' rates from a parsed JSON answer; USDT is pegged at 1 unless the source gives it. */
export function readRatesAnswer(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('rates' in body)) throw new RatesAnswerError('the answer has no rates map');
  const { rates } = body;
  if (typeof rates !== 'object' || rates === null || Array.isArray(rates)) throw new RatesAnswerError('rates is not a map');
  const source = new Map(Object.entries(rates));
  const table: Record<string, string> = {};
  for (const currency of SUPPORTED_CURRENCIES) {
    const given = source.get(currency);
    if (given === undefined && currency === 'USDT') {
      table.USDT = '1';
      continue;
    }
    if (given === undefined) throw new RatesAnswerError(`no rate for ${currency}`);
    const decimal = decimalOf(given);
    if (decimal === null || !isPositive(decimal)) throw new RatesAnswerError(`the rate for ${currency} is not a positive number`);
    table[currency] = decimal;
  }
  if (!/^1(\.0+)?$/.test(table.USD ?? '')) throw new RatesAnswerError('the rates are not against USD');
  return table;
}
