// The careful rule for a provider Sauti has no table for: an amount with a currency mark right after
// "debited / paid / sent / spent" (Swahili "umetuma / umelipa") and a payee after "to", "at" or "kwa".
// Anything looser is not a payment.
import { AMOUNT, CODE, FEE, format, PAYEE, type ProviderTable } from './format.ts';

// Where a payee stops, in English and Swahili: the sentence, "on", what it was for, its phone number,
// the date (tarehe), the reference (kumbukumbu), the account or meter paid into (kwa akaunti, kwa mita).
const END = String.raw`(?=~(?:\.(?:\s|$)|,|;|\(|(?<!\d)\+?\d{9,}|\b(?:on|via|using|from|with|for|was|is|has) |\bref|\b(?:tarehe|kumbukumbu|namba|saa|kwa akaunti|kwa mita|kwa namba)\b|$))`;

/** A payee, never a date or a time standing where one would ("at 14:02 to UMEME"). */
const NAME = String.raw`(?!\d{1,4}[:/.-]\d)${PAYEE}`;

export const general: ProviderTable = {
  provider: 'general',
  recognises: /(?:)/, // tried last, on anything; its formats also back up every other table
  currency: 'USD',
  references: [format(String.raw`\b(?:ref(?:erence)?|txn id|transaction id|trx id)(?: no\.?)?~[:#.]?~(?<ref>${CODE})`)],
  payments: [
    { pattern: format(`(?:you|you have|we have) (?:paid|sent|spent|transferred) ${AMOUNT} (?:to|at) ${NAME}${END}`) },
    { pattern: format(`(?:debited|charged)~(?:with|by|for)?~${AMOUNT} (?:\\w+ )?(?:to|at|towards|for) ${NAME}${END}`) },
    { pattern: format(`${AMOUNT} (?:was |has been )?(?:debited|paid|spent|sent) (?:from [^\\n]{0,80}? )?(?:to|at|towards) ${NAME}${END}`) },
    { pattern: format(`(?:payment|purchase) of ${AMOUNT} (?:to|at) ${NAME}${END}`) },
    { pattern: format(`(?:umetuma|umelipa) ${AMOUNT} kwa ${PAYEE}${END}`) },
  ],
  fees: [format(`\\b(?:fee|charges?|ada)~:?~${FEE}`)],
};
