// M-Pesa as Safaricom (Kenya) and Vodacom (Tanzania) word it: every message opens with its
// transaction code and "Confirmed" ("Imethibitishwa" in Swahili).
import { AMOUNT, FEE, format, PAYEE, type ProviderTable } from './format.ts';

const CODE = format(String.raw`^~(?<ref>[A-Z0-9]{8,12}) (?:confirmed|imethibitishwa)\b`);

export const mpesaTanzania: ProviderTable = {
  provider: 'mpesa-tz',
  recognises: /^(?=[\s\S]*\bm-?pesa\b)(?=[\s\S]*\b(?:tsh|tzs))/i,
  currency: 'TZS',
  references: [CODE],
  payments: [
    { pattern: format(`${AMOUNT} (?:paid|imelipwa) (?:to|kwa) ${PAYEE} (?:for account|kumbukumbu|on|tarehe) `) },
    { pattern: format(`${AMOUNT} (?:sent|imetumwa) (?:to|kwa) ${PAYEE} (?:on|tarehe) `) },
    { pattern: format(`(?:umelipa|you have paid) ${AMOUNT} (?:kwa|to) ${PAYEE}~(?:\\(|tarehe |kumbukumbu |namba |on \\d)`) },
    { pattern: format(`umenunua (?:kifurushi|bando)[^\\n]{0,60}? kwa ${AMOUNT}`), payee: 'Data bundle' },
    { pattern: format(`(?:you bought|umenunua) ${AMOUNT} (?:of|ya) (?:airtime|salio)`), payee: 'Airtime' },
    { pattern: format(`(?:withdraw|umetoa)~${AMOUNT} `), payee: 'Cash withdrawal', withdrawal: true },
  ],
  fees: [format(`(?:total charges|charges|ada ya muamala|makato)~:?~${FEE}`)],
};

export const mpesaKenya: ProviderTable = {
  provider: 'mpesa',
  recognises: /^\s*[A-Z0-9]{10}\s+confirmed\b|\bm-?pesa\b|^\s*transaction\s+[A-Z0-9]{10}\s+has\s+been\s+reversed/i,
  currency: 'KES',
  references: [CODE],
  payments: [
    { pattern: format(`${AMOUNT} paid to ${PAYEE}~\\.? on \\d`) },
    { pattern: format(`${AMOUNT} sent to ${PAYEE} for account `) },
    { pattern: format(`${AMOUNT} sent to ${PAYEE}~\\.? on \\d`) },
    { pattern: format(`you bought ${AMOUNT} of airtime`), payee: 'Airtime' },
    { pattern: format(`${AMOUNT} of airtime (?:for \\+?\\d+ )?bought`), payee: 'Airtime' },
    { pattern: format(`withdraw~${AMOUNT} from`), payee: 'Cash withdrawal', withdrawal: true },
  ],
  fees: [format(`transaction cost,?~${FEE}`)],
};
