// What web and server import to turn pasted or shared payment messages into expenses (issue 17).
// Parsing is pure: the caller gives the user's zone and the moment of import.
import { parseMessage } from './providers.ts';
import { splitMessages } from './split.ts';
import type { ParsedMessage, ParseOptions } from './types.ts';

export { feeDescription } from './feeNames.ts';
export { splitMessages } from './split.ts';
export * from './types.ts';

export function parsePaymentMessage(message: string, options: ParseOptions): ParsedMessage {
  return parseMessage(message.trim(), options);
}

export function parsePaymentMessages(text: string, options: ParseOptions): ParsedMessage[] {
  return splitMessages(text).map((message) => parsePaymentMessage(message, options));
}
