// The day's total as a sentence for speech synthesis, with the currency names spec §9 lists.
// Text only: which voice says it, and whether the browser can, is decided by home/voiceSummary.ts.
import { toCents } from '../../../domain/money.ts';

const SPOKEN_CURRENCY: Readonly<Record<string, string>> = {
  KES: 'Kenyan shillings',
  NGN: 'Nigerian naira',
  INR: 'Indian rupees',
  USD: 'US dollars',
  EUR: 'euros',
  GBP: 'British pounds',
};

export function spokenCurrency(currency: string): string {
  return SPOKEN_CURRENCY[currency] ?? currency;
}

/** "500" for whole amounts (a synthesiser reads "500.00" as "five hundred point zero zero"). */
export function spokenAmount(amount: string): string {
  const cents = toCents(amount);
  return cents % 100n === 0n ? (cents / 100n).toString() : amount;
}

export function daySummarySentence(total: string, currency: string): string {
  if (toCents(total) === 0n) return 'You have not recorded any expenses today.';
  return `Today you have spent ${spokenAmount(total)} ${spokenCurrency(currency)}.`;
}
