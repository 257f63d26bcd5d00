// The 22 voice languages Sauti understands (ISO 639-1), with the facts the UI and the recogniser need.
// Pure data shared by web and server; which locale to hand the browser is decided here, not in components.
export const LANGUAGE_CODES = [
  'en', 'sw', 'fr', 'ar', 'am', 'ha', 'ig', 'yo', 'zu', 'af',
  'kn', 'gu', 'hi', 'ta', 'mr', 'ml', 'or', 'te', 'bn', 'pa', 'as', 'ur',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export type LanguageRegion = 'african' | 'indian';

export interface Language {
  readonly code: LanguageCode;
  readonly name: string;
  readonly nativeName: string;
  readonly flag: string;
  /** BCP-47 locale of the language itself: what the recogniser listens in and the speech-synthesis voice. */
  readonly speechCode: string;
  readonly country: string;
  readonly region: LanguageRegion;
  /** A typical expense said in the language's own script; shown as a hint and checked by tests. */
  readonly examplePhrase: string;
}

export const LANGUAGES: Readonly<Record<LanguageCode, Language>> = {
  en: { code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸', speechCode: 'en-US', country: 'United States', region: 'african', examplePhrase: 'bought lunch 250' },
  sw: { code: 'sw', name: 'Swahili', nativeName: 'Kiswahili', flag: '🇰🇪', speechCode: 'sw-KE', country: 'Kenya', region: 'african', examplePhrase: 'nimenunua chakula 500' },
  fr: { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', speechCode: 'fr-FR', country: 'France', region: 'african', examplePhrase: "j'ai acheté du pain 500" },
  ar: { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', speechCode: 'ar-SA', country: 'Saudi Arabia', region: 'african', examplePhrase: 'اشتريت خبز 200' },
  am: { code: 'am', name: 'Amharic', nativeName: 'አማርኛ', flag: '🇪🇹', speechCode: 'am-ET', country: 'Ethiopia', region: 'african', examplePhrase: 'ዳቦ በ50 ብር ገዛሁ' },
  // Hausa, Igbo and Yoruba have no Chrome recogniser; Nigerian English hears their loan words and numbers best.
  ha: { code: 'ha', name: 'Hausa', nativeName: 'Hausa', flag: '🇳🇬', speechCode: 'ha-NG', country: 'Nigeria', region: 'african', examplePhrase: 'na sayi abinci naira 500' },
  ig: { code: 'ig', name: 'Igbo', nativeName: 'Asụsụ Igbo', flag: '🇳🇬', speechCode: 'ig-NG', country: 'Nigeria', region: 'african', examplePhrase: 'azụtara m nri 500' },
  yo: { code: 'yo', name: 'Yoruba', nativeName: 'Èdè Yorùbá', flag: '🇳🇬', speechCode: 'yo-NG', country: 'Nigeria', region: 'african', examplePhrase: 'mo ra oúnjẹ 500' },
  zu: { code: 'zu', name: 'Zulu', nativeName: 'isiZulu', flag: '🇿🇦', speechCode: 'zu-ZA', country: 'South Africa', region: 'african', examplePhrase: 'ngithenge ukudla R50' },
  af: { code: 'af', name: 'Afrikaans', nativeName: 'Afrikaans', flag: '🇿🇦', speechCode: 'af-ZA', country: 'South Africa', region: 'african', examplePhrase: 'ek het brood vir R20 gekoop' },
  kn: { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', flag: '🇮🇳', speechCode: 'kn-IN', country: 'India', region: 'indian', examplePhrase: 'ಆಟೋ 120' },
  gu: { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', flag: '🇮🇳', speechCode: 'gu-IN', country: 'India', region: 'indian', examplePhrase: 'રિક્ષા 80' },
  hi: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', speechCode: 'hi-IN', country: 'India', region: 'indian', examplePhrase: 'ऑटो 120' },
  ta: { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', flag: '🇮🇳', speechCode: 'ta-IN', country: 'India', region: 'indian', examplePhrase: 'ஆட்டோ 120' },
  mr: { code: 'mr', name: 'Marathi', nativeName: 'मराठी', flag: '🇮🇳', speechCode: 'mr-IN', country: 'India', region: 'indian', examplePhrase: 'रिक्षा 60' },
  ml: { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', flag: '🇮🇳', speechCode: 'ml-IN', country: 'India', region: 'indian', examplePhrase: 'ഓട്ടോ 120' },
  // Odia and Assamese speakers are recognised through Indian English: its output is Latin text the
  // parser reads, while Hindi's recogniser would transcribe their speech as garbled Devanagari.
  or: { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ', flag: '🇮🇳', speechCode: 'or-IN', country: 'India', region: 'indian', examplePhrase: 'ଅଟୋ 100' },
  te: { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', flag: '🇮🇳', speechCode: 'te-IN', country: 'India', region: 'indian', examplePhrase: 'ఆటో 120' },
  bn: { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', flag: '🇮🇳', speechCode: 'bn-IN', country: 'India', region: 'indian', examplePhrase: 'বাজার ২০০' },
  // Chrome names its Punjabi model by script: Gurmukhi as used in India.
  pa: { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', flag: '🇮🇳', speechCode: 'pa-Guru-IN', country: 'India', region: 'indian', examplePhrase: 'ਆਟੋ 100' },
  as: { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া', flag: '🇮🇳', speechCode: 'as-IN', country: 'India', region: 'indian', examplePhrase: 'বজাৰ ২০০' },
  ur: { code: 'ur', name: 'Urdu', nativeName: 'اردو', flag: '🇮🇳', speechCode: 'ur-IN', country: 'India', region: 'indian', examplePhrase: 'کھانا 200' },
};

/**
 * The regional recognisers the browsers' speech services have for our languages, by the person's
 * country: Egyptian Arabic is heard best as ar-EG, not the Saudi ar-SA every Arabic speaker got
 * (issue 33); Kenyan and Nigerian English, Tanzanian Swahili, Bangladeshi Bengali, Pakistani Urdu
 * likewise. Only pairs Chrome's recogniser lists; anywhere else the language's own speechCode.
 */
const REGIONAL_SPEECH: Readonly<Partial<Record<LanguageCode, readonly string[]>>> = {
  ar: ['EG', 'MA', 'SA'],
  en: ['KE', 'NG', 'ZA', 'GH', 'TZ', 'IN', 'GB', 'US'],
  sw: ['KE', 'TZ'],
  fr: ['FR'],
  bn: ['IN', 'BD'],
  ur: ['IN', 'PK'],
};

/** The locale the recogniser listens in: the language as spoken in the person's country where there is one, else its own. */
export function speechLocale(language: LanguageCode, country: string | null | undefined): string {
  const regional = country != null && REGIONAL_SPEECH[language]?.includes(country);
  return regional ? `${language}-${country}` : LANGUAGES[language].speechCode;
}

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGE_CODES.some((code) => code === value);
}

export function languagesIn(region: LanguageRegion): readonly Language[] {
  return LANGUAGE_CODES.map((code) => LANGUAGES[code]).filter((language) => language.region === region);
}
