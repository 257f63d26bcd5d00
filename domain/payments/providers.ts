// The provider tables in the order they are tried: the more specific recogniser first (Tanzanian
// M-Pesa before Kenyan, bank alerts before wallets whose names appear in their payees), then the
// careful general rule.
import type { ProviderTable } from './format.ts';
import { general } from './general.ts';
import { airtel } from './airtel.ts';
import { momo } from './momo.ts';
import { mpesaKenya, mpesaTanzania } from './mpesa.ts';
import { ngBank } from './ngBank.ts';
import { parseWithTable } from './parse.ts';
import { telebirr } from './telebirr.ts';
import type { ParsedMessage, ParseOptions } from './types.ts';
import { upi } from './upi.ts';

export const PROVIDER_TABLES: readonly ProviderTable[] = [mpesaTanzania, mpesaKenya, ngBank, upi, airtel, momo, telebirr];

/** One trimmed message through the first table that recognises it, or the general rule alone. */
export function parseMessage(text: string, options: ParseOptions): ParsedMessage {
  const table = PROVIDER_TABLES.find((candidate) => candidate.recognises.test(text)) ?? general;
  return parseWithTable(table, general, text, options);
}
