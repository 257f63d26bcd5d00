// MTN Mobile Money as Uganda ("Y'ello. You have paid UGX 15,000 to …") and Ghana ("Payment made for
// GHS 45.00 to …") word it; fees, taxes and Ghana's E-levy all count as the MoMo fee.
import { AMOUNT, FEE, format, PAYEE, type ProviderTable } from './format.ts';

const END = String.raw`(?=~(?:\(|(?<!\d)\+?\d{9,}|on \d|\bfor (?:account|meter|student)\b|\bsuccessful\b|\.~(?:reason|fee|your|current|reference|transaction|\d)|reason|has been|,|\.?$))`;

export const momo: ProviderTable = {
  provider: 'mtn-momo',
  recognises: /y'ello|\bmomo\b|\bmtn\b|financial transaction id|payment (?:made )?for (?:GHS|GH₵)|cash out made for|current balance:?\s*GH|\b(?:GHS|GH₵)\s?\d/i,
  currency: 'UGX',
  references: [format(String.raw`(?:financial transaction id|transaction id|\bID)~:~(?<ref>\d{6,})`)],
  skips: [['received', /\bpayment received for\b|\byou have received\b|\bcash in\b/i]],
  payments: [
    { pattern: format(`(?:you have withdrawn|cash out made for) ${AMOUNT}`), payee: 'Cash withdrawal', withdrawal: true },
    { pattern: format(`you have (?:sent|paid|transferred) ${AMOUNT} to ${PAYEE}${END}`) },
    { pattern: format(`payment (?:made )?for ${AMOUNT} (?:sent )?to ${PAYEE}${END}`) },
    { pattern: format(`your payment of ${AMOUNT} to ${PAYEE}${END}`) },
    { pattern: format(`transfer of ${AMOUNT} to ${PAYEE}${END}`) },
    { pattern: format(`you have bought ${AMOUNT} (?:of )?airtime`), payee: 'Airtime' },
    { pattern: format(`you have bought (?:an? )?[^\\n]{0,60}?(?:data|internet) bundle (?:at|for|of) ${AMOUNT}`), payee: 'Data bundle' },
  ],
  fees: [format(`\\b(?:fee|e-levy|tax)(?: was| charged)?~:?~${FEE}`)],
};
