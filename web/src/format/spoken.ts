// The day's total as a sentence for speech synthesis in the user's language: English names the
// currencies spec §9 lists, other languages take CLDR's name (Intl.DisplayNames), else the code.
// Text only: which voice says it, and whether the browser can, is decided by home/voiceSummary.ts.
import { setupI18n } from '@lingui/core';
import type { LanguageCode } from '../../../domain/languages.ts';
import { toCents } from '../../../domain/money.ts';
import { compiledMessage } from '../i18n/messages.ts';
import { SUMMARY_SENTENCES } from './spokenSentences.ts';

const SPOKEN_CURRENCY: Readonly<Record<string, string>> = {
  KES: 'Kenyan shillings',
  NGN: 'Nigerian naira',
  INR: 'Indian rupees',
  USD: 'US dollars',
  EUR: 'euros',
  GBP: 'British pounds',
};

export function spokenCurrency(currency: string, language: LanguageCode = 'en'): string {
  if (language === 'en') return SPOKEN_CURRENCY[currency] ?? currency;
  try {
    return new Intl.DisplayNames([language], { type: 'currency', fallback: 'code' }).of(currency) ?? currency;
  } catch {
    return currency; // no CLDR data for this language in this browser, or not an ISO code (USDT)
  }
}

/** "500" for whole amounts (a synthesiser reads "500.00" as "five hundred point zero zero"). */
function spokenAmount(amount: string): string {
  const cents = toCents(amount);
  return cents % 100n === 0n ? (cents / 100n).toString() : amount;
}

// The sentence speaks the voice language, which may differ from the screens' (i18n/index.ts), so it is
// formatted by its own Lingui instance; all 22 sentences are small enough to ship with the summary
// (compiled at build, as every message is).
const speech = setupI18n({ locale: 'en', messages: { en: {} } });
speech.setMessagesCompiler(compiledMessage);

export function daySummarySentence(total: string, currency: string, language: LanguageCode = 'en'): string {
  const sentences = SUMMARY_SENTENCES[language];
  if (toCents(total) === 0n) return sentences.nothing;
  speech.loadAndActivate({ locale: language, messages: {} });
  const values = { amount: spokenAmount(total), currency: spokenCurrency(currency, language) };
  return speech._(`spoken.${language}`, values, { message: sentences.spent.message });
}
