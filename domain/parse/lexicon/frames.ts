// Which hand-written frames (keywords/frames/) each language reads: its own, the romanised Indian
// spellings for the Indian languages, and English's, which every language reads.
import {
  AFRIKAANS_FRAMES, AMHARIC_FRAMES, ARABIC_FRAMES, ENGLISH_FRAMES, FRENCH_FRAMES, HAUSA_FRAMES, IGBO_FRAMES, SWAHILI_FRAMES,
  YORUBA_FRAMES, ZULU_FRAMES,
} from '../../keywords/frames/african.ts';
import {
  ASSAMESE_FRAMES, BENGALI_FRAMES, GUJARATI_FRAMES, HINDI_FRAMES, KANNADA_FRAMES, MALAYALAM_FRAMES, MARATHI_FRAMES, ODIA_FRAMES,
  PUNJABI_FRAMES, ROMAN_INDIAN_FRAMES, TAMIL_FRAMES, TELUGU_FRAMES, URDU_FRAMES,
} from '../../keywords/frames/indian.ts';
import type { Frames } from '../../keywords/frames/types.ts';
import { LANGUAGES, type LanguageCode } from '../../languages.ts';

const OWN: Readonly<Record<LanguageCode, Frames>> = {
  en: ENGLISH_FRAMES, sw: SWAHILI_FRAMES, fr: FRENCH_FRAMES, ar: ARABIC_FRAMES, am: AMHARIC_FRAMES, ha: HAUSA_FRAMES, ig: IGBO_FRAMES,
  yo: YORUBA_FRAMES, zu: ZULU_FRAMES, af: AFRIKAANS_FRAMES, kn: KANNADA_FRAMES, gu: GUJARATI_FRAMES, hi: HINDI_FRAMES, ta: TAMIL_FRAMES,
  mr: MARATHI_FRAMES, ml: MALAYALAM_FRAMES, or: ODIA_FRAMES, te: TELUGU_FRAMES, bn: BENGALI_FRAMES, pa: PUNJABI_FRAMES,
  as: ASSAMESE_FRAMES, ur: URDU_FRAMES,
};

/** Whose words these are: the language's own in its script, romanised Indian, or English. */
export type FrameSource = 'own' | 'roman' | 'english';

export function framesFor(language: LanguageCode): ReadonlyArray<readonly [FrameSource, Frames]> {
  if (language === 'en') return [['english', ENGLISH_FRAMES]];
  const roman: ReadonlyArray<readonly [FrameSource, Frames]> = LANGUAGES[language].region === 'indian' ? [['roman', ROMAN_INDIAN_FRAMES]] : [];
  return [['own', OWN[language]], ...roman, ['english', ENGLISH_FRAMES]];
}
