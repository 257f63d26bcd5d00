// The day's total as one sentence in the person's language, said as a neighbour would: what the
// app's "AI Voice Summary" speaks and what Sauti answers on WhatsApp to "today". English names the
// currencies spec §9 lists, other languages take CLDR's name (Intl.DisplayNames), else the code.
// Pure text; which voice says it is the phone's concern. Native review wanted for ig, as, or.
import type { LanguageCode } from './languages.ts';
import { toCents } from './money.ts';

interface SummarySentences {
  /** {amount} and {currency} are filled in. */
  spent: string;
  nothing: string;
}

const SUMMARY_SENTENCES: Readonly<Record<LanguageCode, SummarySentences>> = {
  en: { spent: 'Today you have spent {amount} {currency}.', nothing: 'You have not recorded any expenses today.' },
  sw: { spent: 'Leo umetumia {amount} {currency}.', nothing: 'Hujarekodi matumizi yoyote leo.' },
  fr: { spent: "Aujourd'hui, vous avez dépensé {amount} {currency}.", nothing: "Vous n'avez enregistré aucune dépense aujourd'hui." },
  ar: { spent: 'أنفقت اليوم {amount} {currency}.', nothing: 'لم تسجل أي مصروفات اليوم.' },
  am: { spent: 'ዛሬ {amount} {currency} አውጥተዋል።', nothing: 'ዛሬ ምንም ወጪ አልመዘገቡም።' },
  ha: { spent: 'Yau kun kashe {amount} {currency}.', nothing: 'Ba ku rubuta wani kashe kuɗi yau ba.' },
  ig: { spent: 'Taa, i mefuru {amount} {currency}.', nothing: 'I debeghị mmefu ọ bụla taa.' },
  yo: { spent: 'Lónìí, o ti ná {amount} {currency}.', nothing: 'O kò tíì kọ ìnáwó kankan sílẹ̀ lónìí.' },
  zu: { spent: 'Namuhla usebenzise {amount} {currency}.', nothing: 'Awukabhali zindleko namuhla.' },
  af: { spent: 'Vandag het jy {amount} {currency} spandeer.', nothing: 'Jy het vandag nog geen uitgawes aangeteken nie.' },
  kn: { spent: 'ಇಂದು ನೀವು {amount} {currency} ಖರ್ಚು ಮಾಡಿದ್ದೀರಿ.', nothing: 'ಇಂದು ನೀವು ಯಾವುದೇ ಖರ್ಚನ್ನು ದಾಖಲಿಸಿಲ್ಲ.' },
  gu: { spent: 'આજે તમે {amount} {currency} ખર્ચ્યા છે.', nothing: 'આજે તમે કોઈ ખર્ચ નોંધ્યો નથી.' },
  hi: { spent: 'आज आपने {amount} {currency} खर्च किए हैं।', nothing: 'आज आपने कोई खर्च दर्ज नहीं किया है।' },
  ta: { spent: 'இன்று நீங்கள் {amount} {currency} செலவழித்துள்ளீர்கள்.', nothing: 'இன்று நீங்கள் எந்தச் செலவையும் பதிவு செய்யவில்லை.' },
  mr: { spent: 'आज तुम्ही {amount} {currency} खर्च केले आहेत.', nothing: 'आज तुम्ही कोणताही खर्च नोंदवलेला नाही.' },
  ml: { spent: 'ഇന്ന് നിങ്ങൾ {amount} {currency} ചെലവാക്കി.', nothing: 'ഇന്ന് നിങ്ങൾ ചെലവുകളൊന്നും രേഖപ്പെടുത്തിയിട്ടില്ല.' },
  or: { spent: 'ଆଜି ଆପଣ {amount} {currency} ଖର୍ଚ୍ଚ କରିଛନ୍ତି।', nothing: 'ଆଜି ଆପଣ କୌଣସି ଖର୍ଚ୍ଚ ଲେଖିନାହାଁନ୍ତି।' },
  te: { spent: 'ఈ రోజు మీరు {amount} {currency} ఖర్చు చేశారు.', nothing: 'ఈ రోజు మీరు ఏ ఖర్చునూ నమోదు చేయలేదు.' },
  bn: { spent: 'আজ আপনি {amount} {currency} খরচ করেছেন।', nothing: 'আজ আপনি কোনো খরচ লেখেননি।' },
  pa: { spent: 'ਅੱਜ ਤੁਸੀਂ {amount} {currency} ਖਰਚ ਕੀਤੇ ਹਨ।', nothing: 'ਅੱਜ ਤੁਸੀਂ ਕੋਈ ਖਰਚ ਦਰਜ ਨਹੀਂ ਕੀਤਾ।' },
  as: { spent: 'আজি আপুনি {amount} {currency} খৰচ কৰিছে।', nothing: 'আজি আপুনি কোনো খৰচ লিখা নাই।' },
  ur: { spent: 'آج آپ نے {amount} {currency} خرچ کیے ہیں۔', nothing: 'آج آپ نے کوئی خرچ درج نہیں کیا۔' },
};

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
    return currency; // no CLDR data for this language here, or not an ISO code (USDT)
  }
}

/** "500" for whole amounts (a synthesiser reads "500.00" as "five hundred point zero zero"). */
function spokenAmount(amount: string): string {
  const cents = toCents(amount);
  return cents % 100n === 0n ? (cents / 100n).toString() : amount;
}

export function daySummarySentence(total: string, currency: string, language: LanguageCode = 'en'): string {
  const sentences = SUMMARY_SENTENCES[language];
  if (toCents(total) === 0n) return sentences.nothing;
  const values: Readonly<Record<string, string>> = { amount: spokenAmount(total), currency: spokenCurrency(currency, language) };
  return sentences.spent.replace(/\{(amount|currency)\}/g, (_match, name: string) => values[name] ?? '');
}
