// Indian bank SMS for UPI and card debits: HDFC, SBI (English and Hindi), ICICI, Axis, Kotak and
// Paytm Payments Bank. SBI writes the amount with no mark ("debited by 150.0"): rupees.
import { AMOUNT, BARE_AMOUNT, format, PAYEE, PAYEE_LINE, type ProviderTable } from './format.ts';

const END = String.raw`(?=~(?:\(|\.(?:\s|$)|,|;|\n|via |(?<![@.\w])(?:upi|ref)|on \d|from |for |successfully|(?<!\d)\d{10}(?!\d)|$))`;

/** A debit in an Indian-script alert: the word the bank uses for it (Hindi, Bengali, Tamil, Telugu, Kannada, Gujarati). */
const SCRIPT_DEBIT = '(?=[\\s\\S]*?(?:डेबिट|भुगतान|ডেবিট|பற்று|அனுப்பப்பட்டது|డెబిట్|ಡೆಬಿಟ್|ડેબિટ))';
/** The payee as these alerts write it: a Latin name before the script's "to" (को, কে, க்கு, కు, ला, ને, ಗೆ). */
const SCRIPT_PAYEE = String.raw`(?<![A-Za-z0-9])(?<payee>[A-Z][A-Z0-9&.'\x20-]{1,40}?)\x20(?:को|কে|க்கு|కు|ला|ને|ಗೆ)(?![\p{L}\p{M}])`;

export const upi: ProviderTable = {
  provider: 'upi',
  recognises: /\bUPI\b|phonepe|google pay|\bVPA\b|(?<![A-Za-z])rs\.?\s?\d|₹|\bINR\b|-SBI|\bHDFC\b|\bICICI\b|\baxis\b|\bkotak\b|\bpaytm\b|डेबिट|यूपीआई/i,
  currency: 'INR',
  references: [
    format(String.raw`UPI\/P2[MA]\/(?<ref>\d{12})`),
    format(String.raw`(?:UPI Ref(?:erence)?(?: No\.?)?|Ref~no\.?|Ref|UPI|रेफ नं\.?)~[:.]?~(?<ref>\d{12})`),
  ],
  payeeNoise: [/^VPA\s+/i],
  payments: [
    { pattern: format(`sent ${AMOUNT}~\\n~from [^\\n]+\\n~to ${PAYEE_LINE}`) },
    // UPI apps' receipts as copied: "Paid to X\n₹240", "Payment Successful\n₹899\nPaid to X", "You paid ₹350.00 to X\n…".
    { pattern: format(`(?:paid|payment) to ${PAYEE_LINE}\\n~${AMOUNT}`) },
    { pattern: format(`${AMOUNT}\\n~paid to ${PAYEE_LINE}`) },
    { pattern: format(`paid ${AMOUNT} to ${PAYEE_LINE}\\n`) },
    { pattern: format(`${AMOUNT} paid successfully to ${PAYEE}${END}`) },
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
    { pattern: new RegExp(`^${SCRIPT_DEBIT}(?=[\\s\\S]*?${SCRIPT_PAYEE})[\\s\\S]*?${AMOUNT}`, 'iu') },
    { pattern: format(`^${SCRIPT_DEBIT}[\\s\\S]*?${AMOUNT}[\\s\\S]{0,200}?UPI\\/P2[MA]\\/\\d+\\/${PAYEE_LINE}`) },
  ],
  fees: [],
};
