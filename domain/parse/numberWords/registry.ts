// Which number vocabularies each language reads, and a whole-phrase reader for tests and callers.
// Every language also reads English (people mix); Indian languages also read Hindustani words.
import type { LanguageCode } from '../../languages.ts';
import { type Cents, formatCents } from '../decimal.ts';
import { tokenize } from '../tokens.ts';
import { AFRIKAANS } from './afrikaans.ts';
import { AMHARIC } from './amharic.ts';
import { ARABIC } from './arabic.ts';
import { ENGLISH } from './english.ts';
import { FRENCH } from './french.ts';
import { HINDUSTANI } from './hindustani.ts';
import { KANNADA, MALAYALAM, TAMIL, TELUGU } from './dravidian.ts';
import { ASSAMESE, BENGALI, GUJARATI, MARATHI, ODIA, PUNJABI } from './indic.ts';
import {
  ASSAMESE_LATIN, BENGALI_LATIN, GUJARATI_LATIN, KANNADA_LATIN, MALAYALAM_LATIN, MARATHI_LATIN, ODIA_LATIN, PUNJABI_LATIN,
  TAMIL_LATIN, TELUGU_LATIN,
} from './romanIndic.ts';
import { buildLexicon, type NumberLexicon, type NumberLexiconSource } from './lexicon.ts';
import { findNumberSpans, splitNumberWords } from './scan.ts';
import { SWAHILI } from './swahili.ts';
import { HAUSA, IGBO, YORUBA } from './westAfrican.ts';
import { ZULU } from './zulu.ts';

const OWN: Readonly<Record<LanguageCode, readonly NumberLexiconSource[]>> = {
  en: [], sw: [SWAHILI], fr: [FRENCH], ar: [ARABIC], am: [AMHARIC], ha: [HAUSA], ig: [IGBO], yo: [YORUBA],
  zu: [ZULU], af: [AFRIKAANS], hi: [HINDUSTANI], ur: [HINDUSTANI],
  kn: [KANNADA, HINDUSTANI, KANNADA_LATIN], gu: [GUJARATI, HINDUSTANI, GUJARATI_LATIN], ta: [TAMIL, HINDUSTANI, TAMIL_LATIN],
  mr: [MARATHI, HINDUSTANI, MARATHI_LATIN], ml: [MALAYALAM, HINDUSTANI, MALAYALAM_LATIN], or: [ODIA, HINDUSTANI, ODIA_LATIN],
  te: [TELUGU, HINDUSTANI, TELUGU_LATIN], bn: [BENGALI, HINDUSTANI, BENGALI_LATIN], pa: [PUNJABI, HINDUSTANI, PUNJABI_LATIN],
  as: [ASSAMESE, HINDUSTANI, ASSAMESE_LATIN],
};

const built = new Map<string, NumberLexicon>();
function lexiconOf(source: NumberLexiconSource): NumberLexicon {
  const cached = built.get(source.name);
  if (cached !== undefined) return cached;
  const lexicon = buildLexicon(source);
  built.set(source.name, lexicon);
  return lexicon;
}

/** The language's own vocabularies first, English last. */
export function numberLexiconsFor(language: LanguageCode): readonly NumberLexicon[] {
  return [...OWN[language], ENGLISH].map(lexiconOf);
}

/**
 * Reads a phrase that is one number and nothing else ("elfu mbili na mia tano", "ढाई हज़ार"),
 * as a decimal string. Undefined when the phrase holds anything that is not part of the number.
 */
export function readSpokenNumber(phrase: string, language: LanguageCode): string | undefined {
  const lexicons = numberLexiconsFor(language);
  const keys = splitNumberWords(tokenize(phrase.trim().replace(/[\s-]+/gu, ' ')), lexicons).map((token) => token.key);
  const spans = findNumberSpans(keys, lexicons);
  const only = spans.length === 1 ? spans[0] : undefined;
  const whole: Cents | undefined = only !== undefined && only.start === 0 && only.end === keys.length ? only.cents : undefined;
  return whole === undefined ? undefined : formatCents(whole);
}
