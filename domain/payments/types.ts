// What a payment message (M-Pesa, MoMo, UPI, bank alerts…) becomes: the contract between the one
// parser in domain/payments, the server's import call and the phone's import preview.
import type { CategoryId } from '../categories.ts';
import type { SupportedCurrency } from '../currencies.ts';
import type { LanguageCode } from '../languages.ts';

export const PROVIDERS = [
  'mpesa', 'mpesa-tz', 'airtel', 'mtn-momo', 'telebirr', 'ng-bank', 'upi', 'general',
  'tigo-pesa', 'orange-money', 'wave', 'opay', 'palmpay', 'moniepoint',
] as const;
export type Provider = (typeof PROVIDERS)[number];

/** One expense a message yields: the payment itself, or the provider's fee on it. */
export interface ImportEntry {
  role: 'payment' | 'fee';
  /** Exact decimal, greater than zero, as the message states it ("1250.00"). */
  amount: string;
  currency: SupportedCurrency;
  /** The payee as written ("KPLC PREPAID", "Airtime"), or the fee's name in the person's language (feeNames.ts). */
  description: string;
  category: CategoryId;
}

export interface ParsedPayment {
  kind: 'payment';
  provider: Provider;
  /** The provider's transaction code; null when the message has none (the text hash stands in). */
  reference: string | null;
  /** ISO instant read from the message in the user's time zone; null when it carries no date. */
  spentAt: string | null;
  /** Payment first, then its fee when above zero; a cash withdrawal yields only its fee (may be empty). */
  entries: ImportEntry[];
  text: string;
}

interface ParsedReversal {
  kind: 'reversal';
  provider: Provider;
  /** The transaction code of the payment being reversed. */
  reference: string;
  text: string;
}

export const SKIP_REASONS = [
  'received', 'failed', 'otp', 'balance', 'promotion', 'withdrawal', 'unsupported-currency', 'not-a-payment',
  // Given by the import, not the parser: a reversal of a payment this user never imported.
  'unknown-reversal',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

interface SkippedMessage {
  kind: 'skipped';
  reason: SkipReason;
  text: string;
}

/**
 * A message with money in it that no format reads with confidence: never dropped, it is shown as
 * "not understood" with what could be read, for the person to add by hand or leave.
 */
interface UnclearMessage {
  kind: 'unclear';
  /** The first amount with a currency mark in the message; null when it has none. */
  amount: { amount: string; currency: SupportedCurrency } | null;
  /** As for a payment: the message's date in the user's zone, or null. */
  spentAt: string | null;
  text: string;
}

export type ParsedMessage = ParsedPayment | ParsedReversal | SkippedMessage | UnclearMessage;

export interface ParseOptions {
  /** The user's IANA time zone: message dates are local times there. */
  timeZone: string;
  /** The person's language: a fee line is named in it ("Ada ya muamala ya M-Pesa"); English when absent. */
  language?: LanguageCode;
  /** The moment of import: a date without a time gets a time on that day that is not after now. */
  now: Date;
}
