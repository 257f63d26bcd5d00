// Understanding a spoken or typed saving: amount, goal type, goal name and whether the phrase is a
// saving at all. Pure and total, in the 22 languages, on the expense parser's words and numbers.
import type { LanguageCode } from '../languages.ts';
import { readSaidDay } from './dayWords.ts';
import { formatCents } from './decimal.ts';
import { fillerTest } from './description.ts';
import { fold } from './fold.ts';
import type { GoalType } from './savingsAmount.ts';
import { grammarFor } from './patterns/registry.ts';
import { GOAL_TYPE_ORDER, type SavingsVocabulary, vocabularyFor } from './savingsWords.ts';
import { readTranscript, type Word } from './words.ts';

export interface ParsedSaving {
  /** "Savings for {goal}", or "Savings" when no goal was named. */
  readonly description: string;
  /** Exact decimal string ("1000", "12.5"); '0' when none was found. */
  readonly amount: string;
  readonly goalType: GoalType;
  readonly goalName: string | null;
  /** True when the phrase says "save" (or names a fund or an investment): a saving, not an expense. */
  readonly isSaving: boolean;
  readonly currency?: string;
}

const words = (list: string | undefined) => (list ?? '').split(/\s+/u).filter(Boolean).map(fold);

interface Lexicon {
  save: string[];
  connect: Set<string>;
  suffixes: string[];
  prefixes: string[];
  endings: ReadonlyArray<readonly [string, string]>;
  keywords: Set<string>;
  types: ReadonlyArray<readonly [Exclude<GoalType, 'general'>, string[]]>;
}

const lexicon = (vocabularies: readonly SavingsVocabulary[]): Lexicon => ({
  save: vocabularies.flatMap((vocabulary) => words(vocabulary.save)),
  connect: new Set(vocabularies.flatMap((vocabulary) => words(vocabulary.connect))),
  suffixes: vocabularies.flatMap((vocabulary) => words(vocabulary.suffixes)).sort((a, b) => b.length - a.length),
  prefixes: vocabularies.flatMap((vocabulary) => words(vocabulary.prefixes)),
  endings: vocabularies.flatMap((vocabulary) => words(vocabulary.endings)).map((pair) => {
    const [ending = '', replacement = ''] = pair.split('>');
    return [ending, replacement] as const;
  }),
  keywords: new Set(vocabularies.flatMap((vocabulary) => GOAL_TYPE_ORDER.flatMap((type) => words(vocabulary[type])))),
  types: GOAL_TYPE_ORDER.map((type) => [type, vocabularies.flatMap((vocabulary) => words(vocabulary[type]))] as const),
});

const LEXICONS = new Map<LanguageCode, Lexicon>();
const lexiconFor = (language: LanguageCode): Lexicon => {
  const known = LEXICONS.get(language);
  if (known) return known;
  const made = lexicon(vocabularyFor(language));
  LEXICONS.set(language, made);
  return made;
};

/** A stem matches a word it begins (3+ letters), or the word exactly. */
const stemMatches = (stem: string, key: string) => key === stem || ([...stem].length >= 3 && key.startsWith(stem));

type Stem = { raw: string; key: string };

const longer = (word: string, than: string) => [...word].length > [...than].length + 1;

/** The word without a glued connector ("ለአደጋ" → "አደጋ", "आणीबाणीसाठी" → "आणीबाणी", "வீட்டுக்கு" → "வீடு"). */
function bare(word: Word, lex: Lexicon): Stem {
  let { raw, key } = word;
  for (const prefix of lex.prefixes) {
    if (key.startsWith(prefix) && longer(key, prefix)) {
      raw = raw.slice(prefix.length);
      key = key.slice(prefix.length);
    }
  }
  // Every way of cutting a case ending off; a cut that leaves a known goal word wins ("বিয়ের" → "বিয়ে", not "বিয়").
  const candidates: Stem[] = [
    ...lex.endings
      .filter(([ending]) => key.endsWith(ending) && longer(key, ending))
      .map(([ending, replacement]) => ({ raw: raw.slice(0, raw.length - ending.length) + replacement, key: key.slice(0, key.length - ending.length) + replacement })),
    ...lex.suffixes
      .filter((suffix) => key.endsWith(suffix) && longer(key, suffix))
      .map((suffix) => ({ raw: raw.slice(0, raw.length - suffix.length), key: key.slice(0, key.length - suffix.length) })),
  ];
  return candidates.find((candidate) => lex.keywords.has(candidate.key)) ?? candidates[0] ?? { raw, key };
}

/** The words without connectors before the first and after the last word that names something. */
function trimConnectors(stems: readonly Stem[], lex: Lexicon): Stem[] {
  const named = (stem: Stem) => !lex.connect.has(stem.key);
  const first = stems.findIndex(named);
  return first < 0 ? [] : stems.slice(first, stems.findLastIndex(named) + 1);
}

export function parseSaving(text: string, language: LanguageCode): ParsedSaving {
  const lex = lexiconFor(language);
  const transcript = readTranscript(text, language);
  // "saved 500 yesterday" names no goal "yesterday": the day words are not the goal's.
  const { words } = readSaidDay(transcript.words, language, fillerTest(grammarFor(language)));
  const number = words.find((word) => word.number !== undefined)?.number;
  const saying = words.filter((word) => word.number === undefined && lex.save.some((stem) => stemMatches(stem, word.key)));
  // Connectors come off the goal's edges only: "ada ya shule" (school fees) keeps its "ya" (issue 33, point 7).
  const rest = trimConnectors(
    words
      .filter((word) => word.number === undefined && !saying.includes(word))
      .map((word) => (lex.connect.has(word.key) ? word : bare(word, lex)))
      .filter((word) => word.key !== '' && !/\d/u.test(word.key)),
    lex,
  );
  const typeOf = (key: string) => lex.types.find(([, stems]) => stems.some((stem) => stemMatches(stem, key)))?.[0];
  const typed = GOAL_TYPE_ORDER.find((type) => rest.some((word) => typeOf(word.key) === type));
  const goalType: GoalType = typed ?? (transcript.currency === 'USDT' ? 'investment' : 'general');
  const goalName = rest.length > 0 ? rest.map((word) => word.raw).join(' ') : null;
  const parsed: ParsedSaving = {
    description: goalName === null ? 'Savings' : `Savings for ${goalName}`,
    amount: number === undefined ? '0' : formatCents(number.cents),
    goalType,
    goalName,
    isSaving: saying.length > 0 || goalType === 'investment',
  };
  return transcript.currency === undefined ? parsed : { ...parsed, currency: transcript.currency };
}
