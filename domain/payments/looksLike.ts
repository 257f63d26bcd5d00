// The Add Expense modal's check on pasted text: offer the import exactly when the parser would
// record something from it, so the offer and the preview never disagree. Parsing is fast enough.
import { parseMessage } from './providers.ts';
import { splitMessages } from './split.ts';

/** The parse's dates are not used here, so any zone and moment do. */
const NO_DATES = { timeZone: 'UTC', now: new Date(0) };
const MAX_LENGTH = 262_144;

export function looksLikePaymentMessage(text: string): boolean {
  if (text.length > MAX_LENGTH) return false;
  return splitMessages(text).some((message) => {
    const kind = parseMessage(message, NO_DATES).kind;
    return kind === 'payment' || kind === 'reversal';
  });
}
