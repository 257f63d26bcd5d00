// Category keywords per language: the typed home of the research starter list, extended.
// Which lists apply to a language is decided here; how they are matched lives in parse/categorize.ts.
import { LANGUAGES, type LanguageCode } from './languages.ts';
import { AMHARIC_KEYWORDS, SWAHILI_KEYWORDS } from './keywords/eastAfrican.ts';
import {
  ASSAMESE_KEYWORDS, BENGALI_KEYWORDS, GUJARATI_KEYWORDS, HINDI_KEYWORDS, MARATHI_KEYWORDS, ODIA_KEYWORDS,
  PUNJABI_KEYWORDS, URDU_KEYWORDS,
} from './keywords/indian.ts';
import { ARABIC_KEYWORDS, FRENCH_KEYWORDS } from './keywords/northAfrican.ts';
import { ENGLISH_KEYWORDS, ROMAN_HINDI_KEYWORDS } from './keywords/shared.ts';
import { KANNADA_KEYWORDS, MALAYALAM_KEYWORDS, TAMIL_KEYWORDS, TELUGU_KEYWORDS } from './keywords/southIndian.ts';
import { AFRIKAANS_KEYWORDS, ZULU_KEYWORDS } from './keywords/southernAfrican.ts';
import type { LanguageKeywords } from './keywords/types.ts';
import { HAUSA_KEYWORDS, IGBO_KEYWORDS, YORUBA_KEYWORDS } from './keywords/westAfrican.ts';

export type { AmbiguousKeyword, KeywordCategory, LanguageKeywords } from './keywords/types.ts';
export { ENGLISH_KEYWORDS, ROMAN_HINDI_KEYWORDS } from './keywords/shared.ts';

export const CATEGORY_KEYWORDS: Readonly<Record<LanguageCode, LanguageKeywords>> = {
  en: ENGLISH_KEYWORDS, sw: SWAHILI_KEYWORDS, fr: FRENCH_KEYWORDS, ar: ARABIC_KEYWORDS, am: AMHARIC_KEYWORDS,
  ha: HAUSA_KEYWORDS, ig: IGBO_KEYWORDS, yo: YORUBA_KEYWORDS, zu: ZULU_KEYWORDS, af: AFRIKAANS_KEYWORDS,
  kn: KANNADA_KEYWORDS, gu: GUJARATI_KEYWORDS, hi: HINDI_KEYWORDS, ta: TAMIL_KEYWORDS, mr: MARATHI_KEYWORDS,
  ml: MALAYALAM_KEYWORDS, or: ODIA_KEYWORDS, te: TELUGU_KEYWORDS, bn: BENGALI_KEYWORDS, pa: PUNJABI_KEYWORDS,
  as: ASSAMESE_KEYWORDS, ur: URDU_KEYWORDS,
};

/** The lists checked for a language, its own first: English always, romanised Hindi for Indian languages. */
export function keywordListsFor(language: LanguageCode): readonly LanguageKeywords[] {
  const own = CATEGORY_KEYWORDS[language];
  if (language === 'en') return [own];
  return LANGUAGES[language].region === 'indian' ? [own, ROMAN_HINDI_KEYWORDS, ENGLISH_KEYWORDS] : [own, ENGLISH_KEYWORDS];
}
