// Airtel Money as Kenya ("TID: PP240312.1015.A12345 … You have sent Ksh 500.00 to …") and Uganda
// ("SENT.TID 101234567890. UGX 10,000 to … Fee UGX 500. Bal …") word it.
import { AMOUNT, FEE, format, PAYEE, type ProviderTable } from './format.ts';

/** Where a payee stops: its phone number, the till, the date, or the next sentence. */
const END = String.raw`(?=~(?:,~till|\(|(?<!\d)\+?\d{9,}|on \d|\b(?:for (?:account|meter|student|smartcard)|merchant code|ref)\b|\.~(?:fee|charge|bal|new|date|\d)|\.?$))`;

/** A Nigerian payee stops at its account in brackets, its phone, what it was for, "successful" or the date. */
const NG_END = String.raw`(?=~(?:\(|(?<!\d)\+?\d{9,}|(?<!\d)0\d{3}\*|\b(?:prepaid meter|for|on|successful|was)\b|\.(?:\s|$)|,|$))`;

export const airtel: ProviderTable = {
  provider: 'airtel',
  recognises: /\bairtel\b|\bTID\b/i,
  currency: 'KES',
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
  fees: [format(`\\b(?:fee|charge|tax)~:?~${FEE}`)],
};

/** Airtel SmartCash, Airtel's payment bank in Nigeria: tried before the bank alerts, as its naira look like theirs. */
export const airtelNigeria: ProviderTable = {
  ...airtel,
  recognises: /airtel smartcash/i,
  currency: 'NGN',
  payments: [
    { pattern: format(`(?:bought|purchased) ${AMOUNT} (?:of )?airtime`), payee: 'Airtime' },
    { pattern: format(`(?:bought|purchased) [^\\n]{0,40}?data(?: bundle)? (?:at|for|of) ${AMOUNT}`), payee: 'Data bundle' },
    { pattern: format(`(?:you have |you )?(?:transferred|sent|paid) ${AMOUNT} to ${PAYEE}${NG_END}`) },
    { pattern: format(`payment of ${AMOUNT} to ${PAYEE}${NG_END}`) },
    { pattern: format(`${AMOUNT} has been sent from [^\\n]{0,60}? to ${PAYEE}${NG_END}`) },
  ],
};
