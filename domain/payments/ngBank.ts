// Nigerian bank debit alerts (GTBank, Access, Zenith, First Bank, UBA): one field a line, in any
// order: "Acct:", "Amt: NGN2,500.00 DR", "Desc:", "Date:", "Bal:". The amount is only ever "Amt".
import { AMOUNT, CODE, FEE, format, PAYEE, type ProviderTable } from './format.ts';

/** The fields an alert is made of: a "Desc:" value ends where the next begins (or its line ends). */
const NEXT_FIELD = String.raw`(?=~(?:\n|$|(?:avail(?:able)? )?bal(?:ance)?~:|date~:|DT~:|amt~:|ac(?:c|ct)?~:|CR\/DR~:|total~:|charge~:))`;
/** The "Desc:"/"Des:"/"Narration:" value wherever it stands, captured as the payee. */
const DESC = String.raw`^(?=[\s\S]*?\b(?:desc?(?:ription)?|narration|remarks?)~:~-?~${PAYEE}${NEXT_FIELD})`;
const AMT = String.raw`[\s\S]*?\b(?:amt|amount)~:~${AMOUNT}`;
const CASH = String.raw`^(?=[\s\S]*?\b(?:desc?(?:ription)?|narration)~:~[^\n]{0,100}\b(?:ATM|WDL|cash withdrawal|withdrawal)\b)`;

export const ngBank: ProviderTable = {
  provider: 'ng-bank',
  recognises: /NGN|₦|(?<![A-Za-z])N\d[\d,]*\.\d\d|\bnaira\b/i,
  currency: 'NGN',
  references: [format(String.raw`\b(?:ref(?:erence)?|session id)~[:.]?~(?<ref>${CODE})`)],
  skips: [['received', /^\s*credit\b|\btxn\s*:\s*credit\b|\bamt\s*:[^\n]{0,40}\bCR\b|\bCR\/DR\s*:\s*CR\b|\bcredit alert\b|\btype\s*:\s*credit\b/im]],
  payeeNoise: [
    /^(?:POS|WEB|ONLINE)(?:\/|\s|-)*(?:PURCHASE|PURCH|PAYMENT|TRANS)?(?:\s*[@/-])?\s*/i,
    /^(?:NIP|MOB|MOBILE|USSD|INTERNET)?(?:\s|\/|-)*(?:TRF|TRANSFER)(?:\s*TO|\/|-)?\s*/i,
    /\/(?:MOB|USSD|WEB|APP)$/i,
  ],
  payments: [
    { pattern: format(CASH + AMT), payee: 'Cash withdrawal', withdrawal: true },
    { pattern: format(DESC + AMT) },
  ],
  fees: [format(`\\b(?:charge|fee|commission)~:~${FEE}`)],
};
