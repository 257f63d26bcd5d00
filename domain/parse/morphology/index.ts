// Which stemmer reads which language: one per family (parse/morphology/*), chosen here. A word in
// Latin letters in any language also gets the English endings (people mix), and in an Indian
// language its romanised spelling keys too.
import { LANGUAGES, type LanguageCode } from '../../languages.ts';
import { amharicStems } from './ethiopic.ts';
import { arabicStems, urduStems } from './arabic.ts';
import { swahiliStems, zuluStems } from './bantu.ts';
import { indicKey, indicStemmer } from './indic.ts';
import { afrikaansCompoundStems, afrikaansStems, englishStems, frenchStems } from './latin.ts';
import { romanIndicStems } from './romanIndic.ts';
import type { Stemmer } from './stems.ts';
import { hausaStems, igboStems, yorubaStems } from './westAfrican.ts';

export type { Stemmer } from './stems.ts';
export { romanKey, transliterate } from './romanIndic.ts';

const OWN: Readonly<Partial<Record<LanguageCode, Stemmer>>> = {
  en: englishStems, sw: swahiliStems, fr: frenchStems, ar: arabicStems, am: amharicStems, ha: hausaStems, ig: igboStems,
  yo: yorubaStems, zu: zuluStems, af: afrikaansStems, ur: urduStems,
};

const LATIN = /^[a-z']+$/u;

/** Stemmers that also split a sentence's words (compounds), which a dictionary's terms must not be. */
const IN_SENTENCES: Readonly<Partial<Record<LanguageCode, Stemmer>>> = { af: afrikaansCompoundStems };

const stemmers = new Map<string, Stemmer>();

/**
 * The forms a folded word of `language` may be listed under in that language's dictionaries; with
 * `sentence`, a word read from what was said (compounds split), else a dictionary's own term. Built
 * once per language and kind: every phrase asks for several.
 */
export function stemmerFor(language: LanguageCode, sentence = true): Stemmer {
  const key = `${language} ${sentence}`;
  const known = stemmers.get(key);
  if (known !== undefined) return known;
  const built = buildStemmer(language, sentence);
  stemmers.set(key, built);
  return built;
}

function buildStemmer(language: LanguageCode, sentence: boolean): Stemmer {
  const indian = LANGUAGES[language].region === 'indian';
  // A dictionary's Indian-script words are written in their base form: only their spelling is unified.
  const indic: Stemmer = sentence ? indicStemmer(language) : (word) => [indicKey(word)];
  const own = (sentence ? IN_SENTENCES[language] : undefined) ?? OWN[language] ?? (indian ? indic : englishStems);
  if (own === englishStems) return own;
  return (word) => {
    const forms = own(word);
    return LATIN.test(word) ? [...new Set([...forms, ...englishStems(word)])] : forms;
  };
}

/** For an Indian language, the romanised spelling keys of a word in Latin letters; none otherwise. */
export function romanKeysFor(language: LanguageCode): Stemmer | undefined {
  if (LANGUAGES[language].region !== 'indian') return undefined;
  return (word) => (LATIN.test(word) ? romanIndicStems(word) : []);
}
