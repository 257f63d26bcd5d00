// Nigeria's wallets and app banks as their alerts word it: OPay ("Transfer of ₦15,000.00 to … was
// successful"), PalmPay ("₦25,000.00 sent to …") and Moniepoint (the same, or a bank-style "Desc:" alert).
// Tried before the bank alerts, whose naira they share; recognised only by their own name at the start.
import { AMOUNT, FEE, format, PAYEE, type PaymentFormat, type ProviderTable } from './format.ts';
import { ngBank } from './ngBank.ts';

/** A payee stops at its bank in brackets, its phone, what it was for, "successful", or the date. */
const END = String.raw`(?=~(?:\(|(?<!\d)\+?\d{9,}|\b(?:was|is|successful(?:ly)?|on|for|from)\b|\.(?:\s|$)|,|$))`;

const WALLET_PAYMENTS: readonly PaymentFormat[] = [
  { pattern: format(`(?:purchased|bought) ${AMOUNT} (?:of )?airtime`), payee: 'Airtime' },
  { pattern: format(`airtime (?:purchase|top-?up|recharge) of ${AMOUNT}`), payee: 'Airtime' },
  { pattern: format(`(?:purchased|bought) [^\\n]{0,40}?data(?: bundle)? for ${AMOUNT}`), payee: 'Data bundle' },
  { pattern: format(`data (?:bundle )?[^\\n]{0,20}?purchase of ${AMOUNT}`), payee: 'Data bundle' },
  { pattern: format(`:~(?<payee>[^\\n:.]{1,40}? subscription) of ${AMOUNT}`) },
  { pattern: format(`(?:transfer|payment|merchant payment|bill payment|card payment|POS payment|POS purchase|betting top-?up) of ${AMOUNT} (?:to|at) ${PAYEE}${END}`) },
  { pattern: format(`(?:you have |you )?(?:sent|paid|transferred) ${AMOUNT} to ${PAYEE}${END}`) },
  { pattern: format(`${AMOUNT} (?:sent|paid|transferred) to ${PAYEE}${END}`) },
];

const FEES = [format(`\\b(?:fee|charges?|commission)~:?~${FEE}`)];

const wallet = (provider: ProviderTable['provider'], recognises: RegExp): ProviderTable => ({
  provider, recognises, currency: 'NGN', references: ngBank.references, payments: WALLET_PAYMENTS, fees: FEES,
});

export const opay = wallet('opay', /^\W*opay\b|\byour opay wallet\b/i);
export const palmpay = wallet('palmpay', /^\W*palmpay\b/i);

/** Moniepoint also sends bank-style alerts: its "Desc:" formats are the bank alerts', an airtime line named as such. */
export const moniepoint: ProviderTable = {
  ...wallet('moniepoint', /^\W*moniepoint\b/i),
  skips: ngBank.skips,
  payeeNoise: [...(ngBank.payeeNoise ?? []), /\/(?:GTB|GTBANK|ACCESS|UBA|ZENITH|FBN|FIRSTBANK|KUDA|OPAY|PALMPAY)$/i],
  payments: [
    { pattern: format(String.raw`^(?=[\s\S]*?\bdesc~:~airtime\b)[\s\S]*?\bamt~:~${AMOUNT}`), payee: 'Airtime' },
    ...WALLET_PAYMENTS,
    ...ngBank.payments,
  ],
};
