// Airtel Money as Kenya ("TID: PP240312.1015.A12345 … You have sent Ksh 500.00 to …") and Uganda
// ("SENT.TID 101234567890. UGX 10,000 to … Fee UGX 500. Bal …") word it.
import { AMOUNT, FEE, format, PAYEE, type ProviderTable } from './format.ts';

/** Where a payee stops: its phone number, the till, the date, or the next sentence. */
const END = String.raw`(?=~(?:,~till|\(|(?<!\d)\+?\d{9,}|on \d|\.~(?:fee|charge|bal|new|date|\d)|\.?$))`;

export const airtel: ProviderTable = {
  provider: 'airtel',
  recognises: /\bairtel\b|\bTID\b/i,
  currency: 'KES',
  feeName: 'Airtel Money fee',
  skips: [['received', /^\s*received\b/i]],
  references: [format(String.raw`\bTID~[:.]?~(?<ref>[A-Z0-9][A-Z0-9.]*[A-Z0-9])`)],
  payments: [
    { pattern: format(`(?:cash )?withdraw(?:al|n)?~\\.?~(?:TID~:?~[A-Z0-9.]+?\\.~)?(?:of )?${AMOUNT}`), payee: 'Cash withdrawal', withdrawal: true },
    { pattern: format(`(?:sent|paid)~\\.~TID~:?~[A-Z0-9.]+?\\.~${AMOUNT} to ${PAYEE}${END}`) },
    { pattern: format(`you have (?:sent|paid|transferred) ${AMOUNT} to ${PAYEE}${END}`) },
    { pattern: format(`(?:bought|purchased) airtime of ${AMOUNT}`), payee: 'Airtime' },
    { pattern: format(`(?:bought|purchased) ${AMOUNT} (?:of )?airtime`), payee: 'Airtime' },
    { pattern: format(`(?:bought|purchased) [^\\n]{0,60}?data bundle (?:at|for|of) ${AMOUNT}`), payee: 'Data bundle' },
  ],
  fees: [format(`\\b(?:fee|charge)~:?~${FEE}`)],
};
