// The day-phrase table that specifies how a phrase says its own day ("jana", "कल", "last Monday"),
// in all 22 languages: rows per region in dayPhrases/, read against ROWS_TODAY.
import {
  AFRIKAANS_DAYS, AMHARIC_DAYS, ARABIC_DAYS, ENGLISH_DAYS, FRENCH_DAYS, HAUSA_DAYS, IGBO_DAYS, SWAHILI_DAYS, YORUBA_DAYS, ZULU_DAYS,
} from './dayPhrases/african.fixture.ts';
import {
  ASSAMESE_DAYS, BENGALI_DAYS, GUJARATI_DAYS, HINDI_DAYS, KANNADA_DAYS, MALAYALAM_DAYS, MARATHI_DAYS, ODIA_DAYS, PUNJABI_DAYS,
  TAMIL_DAYS, TELUGU_DAYS, URDU_DAYS,
} from './dayPhrases/indian.fixture.ts';
import type { DayRow } from './dayPhrases/row.ts';

export { type DayRow, ROWS_TODAY } from './dayPhrases/row.ts';

export const DAY_PHRASES: readonly DayRow[] = [
  ...ENGLISH_DAYS, ...SWAHILI_DAYS, ...FRENCH_DAYS, ...ARABIC_DAYS, ...AMHARIC_DAYS, ...HAUSA_DAYS, ...IGBO_DAYS, ...YORUBA_DAYS,
  ...ZULU_DAYS, ...AFRIKAANS_DAYS, ...KANNADA_DAYS, ...GUJARATI_DAYS, ...HINDI_DAYS, ...TAMIL_DAYS, ...MARATHI_DAYS,
  ...MALAYALAM_DAYS, ...ODIA_DAYS, ...TELUGU_DAYS, ...BENGALI_DAYS, ...PUNJABI_DAYS, ...ASSAMESE_DAYS, ...URDU_DAYS,
];
