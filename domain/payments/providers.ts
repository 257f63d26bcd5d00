// The provider tables in the order they are tried: the more specific recogniser first (Tanzanian
// M-Pesa before Kenyan, wallets that name themselves first before the bank alerts whose naira they
// share, bank alerts before wallets whose names appear in their payees), then the careful general rule.
import type { ProviderTable } from './format.ts';
import { unwrapForwarded } from './forwarded.ts';
import { general } from './general.ts';
import { nativeDigitsToAscii } from '../parse/digits.ts';
import { airtel, airtelNigeria } from './airtel.ts';
import { orangeMoney, wave } from './francophone.ts';
import { momo } from './momo.ts';
import { mpesaKenya, mpesaTanzania } from './mpesa.ts';
import { ngBank } from './ngBank.ts';
import { moniepoint, opay, palmpay } from './ngWallets.ts';
import { parseWithTable } from './parse.ts';
import { telebirr } from './telebirr.ts';
import { tigoPesa } from './tigoPesa.ts';
import type { ParsedMessage, ParseOptions } from './types.ts';
import { upi } from './upi.ts';

const PROVIDER_TABLES: readonly ProviderTable[] = [
  tigoPesa, mpesaTanzania, mpesaKenya, airtelNigeria, opay, palmpay, moniepoint, ngBank, upi, airtel, momo, telebirr,
  orangeMoney, wave,
];

/**
 * One trimmed message through the first table that recognises it, or the general rule alone. A
 * forwarded message is read and answered without its wrapper (forwarded.ts), so it is known as the
 * same message. Bank alerts in Bengali or Tamil may write their digits natively: the tables read
 * ASCII digits, the answer keeps the message as written.
 */
export function parseMessage(text: string, options: ParseOptions): ParsedMessage {
  const message = unwrapForwarded(text).trim();
  const ascii = nativeDigitsToAscii(message);
  const table = PROVIDER_TABLES.find((candidate) => candidate.recognises.test(ascii)) ?? general;
  return { ...parseWithTable(table, general, ascii, options), text: message };
}
