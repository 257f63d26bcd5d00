// What the converter shows for what was typed: the converted amount and the rate line, or why
// there is none. Pure: exact conversion through domain/exchange.ts, never a float.
import { SUPPORTED_CURRENCIES } from '../../../domain/currencies.ts';
import { convert } from '../../../domain/exchange.ts';
import { MONEY_MESSAGES as M } from './messages.ts';
import { t } from '../i18n/index.ts';

/** The spec's country and currency tables plus USDT: every currency we hold a rate for. */
export const CONVERTER_CURRENCIES: readonly string[] = SUPPORTED_CURRENCIES;

// A positive amount as a person types it: up to 12 integer digits, 2 decimals, "1,500" allowed.
const TYPED_AMOUNT = /^(?:\d{1,12}|\d{1,3}(?:,\d{3}){1,3})(?:\.\d{0,2})?$/;

export type Conversion =
  | { kind: 'empty'; hint: string }
  | { kind: 'invalid'; hint: string }
  | { kind: 'converted'; amount: string; rateLine: string }
  | { kind: 'noRate'; hint: string };

/** The typed amount as an exact decimal string, or null when it is not a positive amount. */
export function readAmount(typed: string): string | null {
  const trimmed = typed.trim();
  if (!TYPED_AMOUNT.test(trimmed)) return null;
  const plain = trimmed.replaceAll(',', '').replace(/\.$/, '');
  return /[1-9]/.test(plain) ? plain : null;
}

/** "1 USD = 125.00 KES" or, when one unit is worth less than a cent there, the other way round. */
function rateLine(from: string, to: string, rates: Readonly<Record<string, string>>): string {
  const forward = convert('1', from, to, rates);
  if (forward !== null && /[1-9]/.test(forward.split('.')[0] ?? '')) return t(M.rateLine, { from, rate: forward, to });
  const backward = convert('1', to, from, rates);
  return backward === null ? '' : t(M.rateLine, { from: to, rate: backward, to: from });
}

export function conversionOf(typed: string, from: string, to: string, rates: Readonly<Record<string, string>>): Conversion {
  if (typed.trim() === '' || from === '' || to === '') return { kind: 'empty', hint: t(M.enterAmount) };
  const amount = readAmount(typed);
  if (amount === null) return { kind: 'invalid', hint: t(M.badAmount) };
  const converted = convert(amount, from, to, rates);
  if (converted === null) return { kind: 'noRate', hint: t(M.noRate) };
  return { kind: 'converted', amount: converted, rateLine: rateLine(from, to, rates) };
}
