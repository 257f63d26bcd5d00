// Tigo Pesa, now Mixx by Yas (Tanzania), in Swahili and English: "Umelipa Tsh 25,000 kwa LUKU TANESCO
// namba ya mita … Ada Tsh 500", "You have sent TZS 50,000 to … Charges TZS 1,200. Levy TZS 500".
import { AMOUNT, FEE, format, PAYEE, type ProviderTable } from './format.ts';

/** Where a payee stops: its phone number, the meter or reference that follows, the date, the sentence. */
const END = String.raw`(?=~(?:\(|(?<!\d)\+?\d{9,}|\b(?:namba|kumbukumbu|tarehe|for|on|kwa akaunti|kwa mita|kwa namba)\b|\.~|,|$))`;

export const tigoPesa: ProviderTable = {
  provider: 'tigo-pesa',
  recognises: /tigo ?pesa|mixx by yas|\bmixx\b/i,
  currency: 'TZS',
  references: [format(String.raw`(?:kumbukumbu|muamala|txn ?id|ref)~[:.]?~(?<ref>[A-Z0-9][A-Z0-9.]{7,}[A-Z0-9])`)],
  payments: [
    { pattern: format(`(?:umetoa|you have withdrawn) ${AMOUNT}`), payee: 'Cash withdrawal', withdrawal: true },
    { pattern: format(`umenunua muda wa maongezi ${AMOUNT}`), payee: 'Airtime' },
    { pattern: format(`(?:you have bought|bought) ${AMOUNT} (?:of )?airtime`), payee: 'Airtime' },
    { pattern: format(`umenunua (?:kifurushi|bando)[^\\n]{0,60}? kwa ${AMOUNT}`), payee: 'Data bundle' },
    { pattern: format(`(?:umelipa|umetuma) ${AMOUNT} kwa ${PAYEE}${END}`) },
    { pattern: format(`you have (?:paid|sent) ${AMOUNT} to ${PAYEE}${END}`) },
  ],
  fees: [format(`\\b(?:ada|charges?|fee|tozo(?: ya serikali)?|levy)~:?~${FEE}`)],
};
