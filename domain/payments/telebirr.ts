// telebirr (Ethio telecom) as it words its messages: "Dear Abebe, You have transferred ETB 500.00 to …
// Your transaction number is CC12AB35CE. The service fee is ETB 2.00 and 15% VAT on the service fee is …".
import { AMOUNT, FEE, format, PAYEE, type ProviderTable } from './format.ts';

const END = String.raw`(?=~(?:\(|(?<!\d)\+?\d{9,}|on \d|for |\.~|,|$))`;

export const telebirr: ProviderTable = {
  provider: 'telebirr',
  recognises: /telebirr|ethio ?telecom|e-money account|\bETB\b|\bbirr\b/i,
  currency: 'ETB',
  references: [format(String.raw`transaction number is~(?<ref>[A-Z0-9]{8,})`)],
  payments: [
    { pattern: format(`you have withdrawn ${AMOUNT}`), payee: 'Cash withdrawal', withdrawal: true },
    { pattern: format(`(?:recharged|bought) ${AMOUNT} (?:of )?airtime`), payee: 'Airtime' },
    { pattern: format(`bought airtime of ${AMOUNT}`), payee: 'Airtime' },
    { pattern: format(`bought [^\\n]{0,60}?(?:package|bundle)[^\\n]{0,20}? for ${AMOUNT}`), payee: 'Data bundle' },
    { pattern: format(`paid ${AMOUNT} for goods purchased from (?:\\d+~-~)?${PAYEE}${END}`) },
    { pattern: format(`(?:transferred|paid|sent) ${AMOUNT} to ${PAYEE}${END}`) },
    { pattern: format(`paid ${AMOUNT} for ${PAYEE} of `) },
  ],
  fees: [format(`service fee is~${FEE}`)],
};
