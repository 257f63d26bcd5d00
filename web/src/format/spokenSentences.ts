// The daily summary's two sentences in each of the 22 voice languages, said as a neighbour would.
// ICU messages: {amount} and {currency} are filled in by format/spoken.ts. Native review wanted for ig, as, or.
import type { LanguageCode } from '../../../domain/languages.ts';
import { msg } from '../i18n/index.ts';
import type { Message } from '../i18n/index.ts';

type SpokenValues = { amount: string; currency: string };

export interface SummarySentences {
  spent: Message<SpokenValues>;
  nothing: string;
}

export const SUMMARY_SENTENCES: Readonly<Record<LanguageCode, SummarySentences>> = {
  en: { spent: msg<SpokenValues>('Today you have spent {amount} {currency}.'), nothing: 'You have not recorded any expenses today.' },
  sw: { spent: msg<SpokenValues>('Leo umetumia {amount} {currency}.'), nothing: 'Hujarekodi matumizi yoyote leo.' },
  fr: { spent: msg<SpokenValues>("Aujourd'hui, vous avez dépensé {amount} {currency}."), nothing: "Vous n'avez enregistré aucune dépense aujourd'hui." },
  ar: { spent: msg<SpokenValues>('أنفقت اليوم {amount} {currency}.'), nothing: 'لم تسجل أي مصروفات اليوم.' },
  am: { spent: msg<SpokenValues>('ዛሬ {amount} {currency} አውጥተዋል።'), nothing: 'ዛሬ ምንም ወጪ አልመዘገቡም።' },
  ha: { spent: msg<SpokenValues>('Yau kun kashe {amount} {currency}.'), nothing: 'Ba ku rubuta wani kashe kuɗi yau ba.' },
  ig: { spent: msg<SpokenValues>('Taa, i mefuru {amount} {currency}.'), nothing: 'I debeghị mmefu ọ bụla taa.' },
  yo: { spent: msg<SpokenValues>('Lónìí, o ti ná {amount} {currency}.'), nothing: 'O kò tíì kọ ìnáwó kankan sílẹ̀ lónìí.' },
  zu: { spent: msg<SpokenValues>('Namuhla usebenzise {amount} {currency}.'), nothing: 'Awukabhali zindleko namuhla.' },
  af: { spent: msg<SpokenValues>('Vandag het jy {amount} {currency} spandeer.'), nothing: 'Jy het vandag nog geen uitgawes aangeteken nie.' },
  kn: { spent: msg<SpokenValues>('ಇಂದು ನೀವು {amount} {currency} ಖರ್ಚು ಮಾಡಿದ್ದೀರಿ.'), nothing: 'ಇಂದು ನೀವು ಯಾವುದೇ ಖರ್ಚನ್ನು ದಾಖಲಿಸಿಲ್ಲ.' },
  gu: { spent: msg<SpokenValues>('આજે તમે {amount} {currency} ખર્ચ્યા છે.'), nothing: 'આજે તમે કોઈ ખર્ચ નોંધ્યો નથી.' },
  hi: { spent: msg<SpokenValues>('आज आपने {amount} {currency} खर्च किए हैं।'), nothing: 'आज आपने कोई खर्च दर्ज नहीं किया है।' },
  ta: { spent: msg<SpokenValues>('இன்று நீங்கள் {amount} {currency} செலவழித்துள்ளீர்கள்.'), nothing: 'இன்று நீங்கள் எந்தச் செலவையும் பதிவு செய்யவில்லை.' },
  mr: { spent: msg<SpokenValues>('आज तुम्ही {amount} {currency} खर्च केले आहेत.'), nothing: 'आज तुम्ही कोणताही खर्च नोंदवलेला नाही.' },
  ml: { spent: msg<SpokenValues>('ഇന്ന് നിങ്ങൾ {amount} {currency} ചെലവാക്കി.'), nothing: 'ഇന്ന് നിങ്ങൾ ചെലവുകളൊന്നും രേഖപ്പെടുത്തിയിട്ടില്ല.' },
  or: { spent: msg<SpokenValues>('ଆଜି ଆପଣ {amount} {currency} ଖର୍ଚ୍ଚ କରିଛନ୍ତି।'), nothing: 'ଆଜି ଆପଣ କୌଣସି ଖର୍ଚ୍ଚ ଲେଖିନାହାଁନ୍ତି।' },
  te: { spent: msg<SpokenValues>('ఈ రోజు మీరు {amount} {currency} ఖర్చు చేశారు.'), nothing: 'ఈ రోజు మీరు ఏ ఖర్చునూ నమోదు చేయలేదు.' },
  bn: { spent: msg<SpokenValues>('আজ আপনি {amount} {currency} খরচ করেছেন।'), nothing: 'আজ আপনি কোনো খরচ লেখেননি।' },
  pa: { spent: msg<SpokenValues>('ਅੱਜ ਤੁਸੀਂ {amount} {currency} ਖਰਚ ਕੀਤੇ ਹਨ।'), nothing: 'ਅੱਜ ਤੁਸੀਂ ਕੋਈ ਖਰਚ ਦਰਜ ਨਹੀਂ ਕੀਤਾ।' },
  as: { spent: msg<SpokenValues>('আজি আপুনি {amount} {currency} খৰচ কৰিছে।'), nothing: 'আজি আপুনি কোনো খৰচ লিখা নাই।' },
  ur: { spent: msg<SpokenValues>('آج آپ نے {amount} {currency} خرچ کیے ہیں۔'), nothing: 'آج آپ نے کوئی خرچ درج نہیں کیا۔' },
};
