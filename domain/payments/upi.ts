// Indian bank SMS for UPI and card debits: HDFC, SBI (English and Hindi), ICICI, Axis, Kotak and
// Paytm Payments Bank. SBI writes the amount with no mark ("debited by 150.0"): rupees.
import { AMOUNT, BARE_AMOUNT, format, PAYEE, PAYEE_LINE, type ProviderTable } from './format.ts';

const END = String.raw`(?=~(?:\(|\.(?:\s|$)|,|;|via |(?<![@.\w])(?:upi|ref)|on \d|from |$))`;

export const upi: ProviderTable = {
  provider: 'upi',
  recognises: /\bUPI\b|\bVPA\b|(?<![A-Za-z])rs\.?\s?\d|₹|\bINR\b|-SBI|\bHDFC\b|\bICICI\b|\baxis\b|\bkotak\b|\bpaytm\b|डेबिट|यूपीआई/i,
  currency: 'INR',
  feeName: 'Bank charges',
  references: [
    format(String.raw`UPI\/P2[MA]\/(?<ref>\d{12})`),
    format(String.raw`(?:UPI Ref(?:erence)?(?: No\.?)?|Ref~no\.?|Ref|UPI|रेफ नं\.?)~[:.]?~(?<ref>\d{12})`),
  ],
  payeeNoise: [/^VPA\s+/i],
  payments: [
    { pattern: format(`sent ${AMOUNT}~\\n~from [^\\n]+\\n~to ${PAYEE_LINE}`) },
    { pattern: format(`sent ${AMOUNT} from [^\\n]{0,80}? to ${PAYEE}${END}`) },
    { pattern: format(`${AMOUNT} (?:has been |is )?debited from (?:your )?(?:a\\/c|ac|account) [^\\n]{0,80}? to ${PAYEE}${END}`) },
    { pattern: format(`debited by ${BARE_AMOUNT} [^\\n]{0,80}?trf to ${PAYEE}${END}`) },
    { pattern: format(`${BARE_AMOUNT}~(?:रु\\.?)? डेबिट (?:हुआ|किया गया)~,? ${PAYEE} को`) },
    { pattern: format(`debited (?:for|with|by) ${AMOUNT} [^;\\n]{0,80}; ${PAYEE} credited`) },
    { pattern: format(`debited (?:with|for|by) ${AMOUNT} [^\\n]{0,40}?(?:towards|to|at) ${PAYEE}${END}`) },
    { pattern: format(`${AMOUNT} debited[\\s\\S]{0,200}?UPI\\/P2[MA]\\/\\d+\\/${PAYEE_LINE}`) },
    { pattern: format(`${AMOUNT} (?:sent|paid) to ${PAYEE}${END}`) },
    { pattern: format(`paid ${AMOUNT} to ${PAYEE} from `) },
    { pattern: format(`${AMOUNT} spent (?:on|using|via) [^\\n]{0,80}? at ${PAYEE}${END}`) },
  ],
  fees: [],
};
