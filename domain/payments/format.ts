// The shape of one provider's table of formats and the pieces formats are written with, so a table
// reads as the provider words its messages: `${MONEY} paid to ${PAYEE} on`, not a bespoke regex each.
import type { SupportedCurrency } from '../currencies.ts';
import { MONEY_SOURCE, NUMBER_SOURCE } from './money.ts';
import type { Provider, SkipReason } from './types.ts';

/** A money token, captured as `amount`. */
export const AMOUNT = `(?<amount>${MONEY_SOURCE})`;
/** An amount that may lack a mark, where the provider writes none ("debited by 150.0"). */
export const BARE_AMOUNT = `(?<amount>${MONEY_SOURCE}|${NUMBER_SOURCE})`;
/** A money token, captured as `fee`. */
export const FEE = `(?<fee>${MONEY_SOURCE})`;
/** A payee: as few characters as reach the format's next piece, never across a line; bounded, as names are. */
export const PAYEE = String.raw`(?<payee>[^\n]{1,100}?)`;
/** A payee running to the end of its line (the "Desc:" and "To" lines of bank alerts). */
export const PAYEE_LINE = String.raw`(?<payee>[^\n]{1,100})`;

/** A reference is a code with a digit in it: "Ref. Groceries" is the payer's note, not a key. */
export const CODE = String.raw`(?=[A-Z]*\d)[A-Z0-9]{6,}`;

/**
 * Builds a case-insensitive format from pieces: a space stands for one or more spaces or line breaks,
 * `~` for any (possibly none), so a table reads like the message it matches.
 */
export function format(source: string): RegExp {
  return new RegExp(source.replace(/ /g, String.raw`\s+`).replace(/~/g, String.raw`\s*`), 'i');
}

export interface PaymentFormat {
  /** Named groups: `amount` (a money token) and, unless `payee` is fixed, `payee`. */
  pattern: RegExp;
  /** The description when the message names no payee ("Airtime"). */
  payee?: string;
  /** A cash withdrawal: the cash is spent later, only its fee is an expense. */
  withdrawal?: true;
}

export interface ProviderTable {
  provider: Provider;
  /** Whether a message is this provider's at all (its brand, sender line or transaction code). */
  recognises: RegExp;
  /** The currency of an amount written without a mark ("debited by 150.0"). */
  currency: SupportedCurrency;
  /** Group `ref`: the provider's transaction code. First match wins. */
  references: readonly RegExp[];
  /** Channel words stripped from a payee ("POS PURCHASE @", "VPA"), as the alerts prefix them. */
  payeeNoise?: readonly RegExp[];
  /** Checked before the payment formats (for wording the shared skip rules do not know). */
  skips?: ReadonlyArray<readonly [SkipReason, RegExp]>;
  payments: readonly PaymentFormat[];
  /** Group `fee`: each fee, tax or levy charged on the payment; all matches are added. */
  fees: readonly RegExp[];
}
