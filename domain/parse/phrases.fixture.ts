// The phrase table that specifies the expense parser: realistic phrases in all 22 languages, each
// with the amount, description and category it must yield. Rows live per region in phrases/.
import { ENGLISH_PHRASES } from './phrases/english.fixture.ts';
import { AMHARIC_PHRASES, SWAHILI_PHRASES } from './phrases/eastAfrica.fixture.ts';
import { ASSAMESE_PHRASES, BENGALI_PHRASES, ODIA_PHRASES } from './phrases/eastIndia.fixture.ts';
import { HINDI_PHRASES, URDU_PHRASES } from './phrases/hindustani.fixture.ts';
import { ARABIC_PHRASES, FRENCH_PHRASES } from './phrases/northAfrica.fixture.ts';
import {
  HARD_AFRIKAANS, HARD_AMHARIC, HARD_ARABIC, HARD_ENGLISH, HARD_FRENCH, HARD_HAUSA, HARD_IGBO, HARD_SWAHILI, HARD_YORUBA, HARD_ZULU,
} from './phrases/hardAfrica.fixture.ts';
import {
  HARD_ASSAMESE, HARD_BENGALI, HARD_KANNADA, HARD_MALAYALAM, HARD_ODIA, HARD_TAMIL, HARD_TELUGU,
} from './phrases/hardEastSouthIndia.fixture.ts';
import { HARD_GUJARATI, HARD_HINDI, HARD_MARATHI, HARD_PUNJABI, HARD_URDU } from './phrases/hardIndia.fixture.ts';
import type { PhraseRow } from './phrases/row.ts';
import { SECOND_ROUND } from './phrases/secondRound.fixture.ts';
import { THIRD_ROUND } from './phrases/thirdRound.fixture.ts';
import { KANNADA_PHRASES, MALAYALAM_PHRASES, TAMIL_PHRASES, TELUGU_PHRASES } from './phrases/southIndia.fixture.ts';
import { AFRIKAANS_PHRASES, ZULU_PHRASES } from './phrases/southernAfrica.fixture.ts';
import { GUJARATI_PHRASES, MARATHI_PHRASES, PUNJABI_PHRASES } from './phrases/westIndia.fixture.ts';
import { HAUSA_PHRASES, IGBO_PHRASES, YORUBA_PHRASES } from './phrases/westAfrica.fixture.ts';

export type { PhraseRow } from './phrases/row.ts';

export const PHRASES: readonly PhraseRow[] = [
  ...ENGLISH_PHRASES, ...SWAHILI_PHRASES, ...FRENCH_PHRASES, ...ARABIC_PHRASES, ...AMHARIC_PHRASES,
  ...HAUSA_PHRASES, ...IGBO_PHRASES, ...YORUBA_PHRASES, ...ZULU_PHRASES, ...AFRIKAANS_PHRASES,
  ...KANNADA_PHRASES, ...GUJARATI_PHRASES, ...HINDI_PHRASES, ...TAMIL_PHRASES, ...MARATHI_PHRASES,
  ...MALAYALAM_PHRASES, ...ODIA_PHRASES, ...TELUGU_PHRASES, ...BENGALI_PHRASES, ...PUNJABI_PHRASES,
  ...ASSAMESE_PHRASES, ...URDU_PHRASES,
  // Issue 12's harder classes.
  ...HARD_ENGLISH, ...HARD_SWAHILI, ...HARD_FRENCH, ...HARD_ARABIC, ...HARD_AMHARIC, ...HARD_HAUSA, ...HARD_IGBO,
  ...HARD_YORUBA, ...HARD_ZULU, ...HARD_AFRIKAANS, ...HARD_KANNADA, ...HARD_GUJARATI, ...HARD_HINDI, ...HARD_TAMIL,
  ...HARD_MARATHI, ...HARD_MALAYALAM, ...HARD_ODIA, ...HARD_TELUGU, ...HARD_BENGALI, ...HARD_PUNJABI, ...HARD_ASSAMESE,
  ...HARD_URDU, ...SECOND_ROUND, ...THIRD_ROUND,
];
