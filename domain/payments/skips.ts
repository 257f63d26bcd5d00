// What every provider's distractors share: one-time codes, failures and reversals are recognised
// before any amount is read; received money, balances and promotions only when no payment matched.
import type { SkipReason } from './types.ts';

/** A code word, as one-time codes are named. */
const CODE = String.raw`(?:\b(?:OTP|one[- ]time (?:password|pin|code)|verification code|security code|PIN|code)\b|ओटीपी|code de (?:confirmation|v[ée]rification))`;

/**
 * Before the payment formats: an OTP or a failure can quote an amount and a payee. An OTP message
 * gives the code itself; a debit alert that only warns "never share your OTP" is still a payment.
 */
export const BEFORE_PAYMENT: ReadonlyArray<readonly [SkipReason, RegExp]> = [
  ['otp', new RegExp(String.raw`${CODE}(?:[^\n.]|\.(?=\d)){0,80}?(?:\b(?:is|ni|est)\b|:)\s*:?\s*\d{4,8}\b(?!\d)|(?:\bOTP\b|ओटीपी)\s*\d{4,8}\s*है|(?<![\d,.])\d{4,8}\s+(?:is|as|हे|है)\s+(?:the\s+|your\s+)?(?:\w+\s+)?${CODE}`, 'i')],
  ['failed', /\b(?:failed|unsuccessful|declined|could not be (?:completed|processed)|insufficient (?:funds|balance)|not (?:been )?completed|transaction (?:was )?rejected)\b|विफल/i],
];

/**
 * A reversal names the transaction it undoes, in English, Swahili (umerudishwa) or French (annulée,
 * remboursée): a code with a digit in it, at most a few words before the word that undoes it.
 */
export const REVERSALS: readonly RegExp[] = [
  /\b(?:transaction(?: with)?(?: id)?|TID|txn|ID)[:\s]*(?<ref>[A-Z0-9][A-Z0-9.]{5,})\s+(?:has been|was|is)\s+(?:successfully\s+)?reversed/i,
  /\breversal of (?:transaction\s+)?(?:ID\s*:?\s*)?(?<ref>[A-Z0-9][A-Z0-9.]{5,})/i,
  /\b(?:transaction|txn|muamala|reference|ref)(?:\s+(?:with\s+)?(?:id|no\.?|number))?\s*:?\s*(?<ref>(?=[A-Z.]*\d)[A-Z0-9][A-Z0-9.]{5,}[A-Z0-9])\b[^\n]{0,40}?\b(?:reversed|umerudishwa|imerudishwa|annul[ée]e|rembours[ée]e)/iu,
];

/** After the payment formats found none: why a message with money in it is still not an expense. */
export const AFTER_PAYMENT: ReadonlyArray<readonly [SkipReason, RegExp]> = [
  // Deposit words (जमा, জমা, deposited) are read apart: a person says them of money put aside (ownWords.ts).
  ['received', /\b(?:you have received|you received|received from|umepokea|vous avez re[çc]u|received (?:UGX|KES|Ksh|GHS|ETB|Tsh|TZS|Rs|INR|NGN|₹|₦)|payment received|credited (?:to|in|by|with)|has been credited|\bCR\b|credit alert|txn\s*:\s*credit|cash in)\b|क्रेडिट|வரவு/i],
  ['balance', /\b(?:balance (?:is|was|enquiry|inquiry)|account balance|avail(?:able)? bal|avl\.? bal|bal(?:ance)? as of|mini statement|votre solde|solde est)\b|शेष/i],
  // A bill or loan that is due, a debit announced for later, a request to approve: nothing spent yet.
  ['not-a-payment', /\b(?:is due|due on|will be (?:debited|transferred|deducted|charged)|payment request|requested a payment|reminder|fuliza|token for meter|approve)\b/i],
  ['promotion', /\b(?:get|offer|bonus|win|won|congratulations|redeem|promo|discount|cashback|free|buy now|subscribe|hurry|valid till|limited time|bundles?)\b/i],
];
