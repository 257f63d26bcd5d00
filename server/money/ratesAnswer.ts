// Reads a rates source's answer: `{ rates: { KES: 129.5, … } }` per 1 USD. Currency by currency: a
// missing, zero, negative or non-numeric rate refuses that currency alone. An answer that is not
// against USD, or has no rates map, is refused whole.
import { SUPPORTED_CURRENCIES } from '../../domain/currencies.ts';

/** Why an answer was refused whole, for the one log line that reports it. */
export class RatesAnswerError extends Error {}

export interface RatesAnswer {
  /** The supported currencies the answer gives a good rate for. */
  rates: Record<string, string>;
  /** The supported currencies it gives none or a bad one for. */
  refused: string[];
}

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
export function readRatesAnswer(body: unknown): RatesAnswer {
  if (typeof body !== 'object' || body === null || !('rates' in body)) throw new RatesAnswerError('the answer has no rates map');
  const { rates } = body;
  if (typeof rates !== 'object' || rates === null || Array.isArray(rates)) throw new RatesAnswerError('rates is not a map');
  const source = new Map(Object.entries(rates));
  if (!/^1(\.0+)?$/.test(decimalOf(source.get('USD')) ?? '')) throw new RatesAnswerError('the rates are not against USD');
  const answer: RatesAnswer = { rates: {}, refused: [] };
  for (const currency of SUPPORTED_CURRENCIES) {
    const given = source.get(currency);
    const decimal = given === undefined && currency === 'USDT' ? '1' : decimalOf(given);
    if (decimal !== null && isPositive(decimal)) answer.rates[currency] = decimal;
    else answer.refused.push(currency);
  }
  return answer;
}
