// Understanding money lent or borrowed: the direction, the person and the amount, in the 22 languages,
// on the expense parser's words and numbers. Pure and total; direction null means not an IOU.
import { type IouVocabulary, iouVocabularyFor } from '../keywords/iou.ts';
import type { LanguageCode } from '../languages.ts';
import { detectCategory } from './categorize.ts';
import { parseExpense } from './expense.ts';
import { fold } from './fold.ts';
import { readTranscript, type Word } from './words.ts';

export type IouDirection = 'lent' | 'borrowed';

export interface ParsedIou {
  /** null: the phrase does not say money was lent or borrowed (an expense, a saving). */
  readonly direction: IouDirection | null;
  /** As said, in its own case where the transcript has one; null when no one was named. */
  readonly person: string | null;
  /** Exact decimal string; '0' when none was found. */
  readonly amount: string;
  readonly currency?: string;
}

type Cue = 'lent' | 'borrowed' | 'owedMe' | 'iOwe' | 'loan' | 'give' | 'take' | 'to' | 'from' | 'filler';
interface Phrase { readonly keys: readonly string[]; readonly cue: Cue; readonly length: number }

interface Lexicon {
  phrases: readonly Phrase[];
  suffixes: ReadonlyArray<readonly [ending: string, replacement: string]>;
  prefixes: readonly string[];
  fromPrefixes: readonly string[];
  otherwise: IouDirection | undefined;
}

const list = (text: string | undefined) => (text ?? '').split(/\s+/u).filter(Boolean);

function lexicon(vocabularies: readonly IouVocabulary[]): Lexicon {
  const cues: ReadonlyArray<readonly [Cue, (vocabulary: IouVocabulary) => string | undefined]> = [
    ['lent', (v) => v.lent], ['borrowed', (v) => v.borrowed], ['owedMe', (v) => v.owedMe], ['iOwe', (v) => v.iOwe],
    ['loan', (v) => v.loan], ['give', (v) => v.give], ['take', (v) => v.take], ['to', (v) => v.to], ['from', (v) => v.from],
    ['filler', (v) => v.filler],
  ];
  const phrases = vocabularies.flatMap((vocabulary) =>
    cues.flatMap(([cue, of]) => list(of(vocabulary)).map((phrase) => {
      const keys = phrase.split('_').map(fold);
      return { keys, cue, length: keys.join(' ').length };
    })));
  const suffixes = vocabularies.flatMap((vocabulary) => [
    ...list(vocabulary.suffixes).map((ending) => [fold(ending), ''] as const),
    ...list(vocabulary.endings).map((pair) => {
      const [ending = '', replacement = ''] = pair.split('>');
      return [fold(ending), replacement] as const;
    }),
  ]).sort((a, b) => [...b[0]].length - [...a[0]].length);
  return {
    phrases: phrases.sort((a, b) => b.length - a.length),
    suffixes,
    prefixes: vocabularies.flatMap((vocabulary) => list(vocabulary.prefixes).map(fold)),
    fromPrefixes: vocabularies.flatMap((vocabulary) => list(vocabulary.fromPrefixes).map(fold)),
    otherwise: vocabularies[0]?.otherwise,
  };
}

const LEXICONS = new Map<LanguageCode, Lexicon>();
function lexiconFor(language: LanguageCode): Lexicon {
  const known = LEXICONS.get(language);
  if (known) return known;
  const made = lexicon(iouVocabularyFor(language));
  LEXICONS.set(language, made);
  return made;
}

/** A cue word matches itself, or a word it begins when it has 4 letters or more ("borrow" → "borrowed"). */
const matchesKey = (cue: string, key: string) => key === cue || ([...cue].length >= 4 && key.startsWith(cue));

/** The longest phrase starting at `index`, if any. */
function phraseAt(words: readonly Word[], index: number, lex: Lexicon): Phrase | undefined {
  return lex.phrases.find((phrase) =>
    phrase.keys.every((key, offset) => {
      const word = words[index + offset];
      if (word === undefined || word.number !== undefined) return false;
      return offset === phrase.keys.length - 1 ? matchesKey(key, word.key) : word.key === key;
    }));
}

const longer = (word: string, than: string) => [...word].length > [...than].length + 1;

interface Name { raw: string; from: boolean }

/** The name without glued case endings and prefixes ("रमेशला" → "रमेश", "kuNomsa" → "Nomsa", from). */
function bare(raw: string, lex: Lexicon): Name {
  const key = fold(raw);
  const fromPrefix = lex.fromPrefixes.find((prefix) => key.startsWith(prefix) && longer(key, prefix));
  if (fromPrefix !== undefined) return { raw: raw.slice(fromPrefix.length), from: true };
  const prefix = lex.prefixes.find((candidate) => key.startsWith(candidate) && longer(key, candidate));
  if (prefix !== undefined) return { raw: raw.slice(prefix.length), from: false };
  const cut = lex.suffixes.find(([ending]) => key.endsWith(ending) && longer(key, ending));
  if (cut === undefined) return { raw, from: false };
  // A joiner left before a cut ending ("కిరణ్‌కు") is not part of the name.
  return { raw: raw.slice(0, raw.length - cut[0].length).replace(/\u200C$/u, '') + cut[1], from: false };
}

/** The word as the speaker wrote it (the transcript is lower-cased): "juma" → "Juma". */
function asWritten(raw: string, original: string): string {
  const lower = original.normalize('NFC').toLowerCase();
  const at = lower.indexOf(raw);
  return at < 0 || lower.length !== original.normalize('NFC').length ? raw : original.normalize('NFC').slice(at, at + raw.length);
}

interface Reading { direction: IouDirection; /** Said by a word that has other meanings too (jẹ: owe or eat). */ weak: boolean }

function directionOf(found: ReadonlySet<Cue>, marker: 'to' | 'from' | undefined, lex: Lexicon): Reading | null {
  if (found.has('lent')) return { direction: 'lent', weak: false };
  if (found.has('borrowed')) return { direction: 'borrowed', weak: false };
  if (found.has('owedMe')) return { direction: 'lent', weak: true };
  if (found.has('iOwe')) return { direction: 'borrowed', weak: true };
  if (!found.has('loan')) return null;
  if (found.has('give')) return { direction: 'lent', weak: false };
  if (found.has('take')) return { direction: 'borrowed', weak: false };
  if (marker === 'to') return { direction: 'lent', weak: true };
  if (marker === 'from') return { direction: 'borrowed', weak: true };
  return lex.otherwise === undefined ? null : { direction: lex.otherwise, weak: true };
}

export function parseIou(text: string, language: LanguageCode): ParsedIou {
  const lex = lexiconFor(language);
  const transcript = readTranscript(text, language);
  const { words } = transcript;
  const found = new Set<Cue>();
  const names: Name[] = [];
  let marker: 'to' | 'from' | undefined;
  for (let index = 0; index < words.length; ) {
    const word = words[index];
    if (word === undefined) break;
    const phrase = phraseAt(words, index, lex);
    if (phrase !== undefined) {
      found.add(phrase.cue);
      const next = words[index + phrase.keys.length];
      // A preposition says the direction only before the person ("lọ́wọ́ Kemi"), not before the amount.
      if ((phrase.cue === 'to' || phrase.cue === 'from') && next !== undefined && next.number === undefined && phraseAt(words, index + phrase.keys.length, lex) === undefined) {
        marker = phrase.cue;
      }
      index += phrase.keys.length;
      continue;
    }
    if (word.number === undefined && !/\d/u.test(word.key)) names.push(bare(word.raw, lex));
    index += 1;
  }
  const glued = names.some((name) => name.from) ? 'from' : undefined;
  const reading = directionOf(found, marker ?? glued, lex);
  const named = names.length === 0 ? null : names.map((name) => asWritten(name.raw, text)).join(' ');
  // A weak reading whose "person" is a thing people buy is an expense: "mo jẹ iresi" is I ate rice.
  const thing = reading?.weak === true && named !== null && detectCategory(named, language).evidence === 'keyword';
  const direction = reading === null || thing ? null : reading.direction;
  const person = direction === null ? null : named;
  // The amount is chosen as for an expense, so "లక్ష్మి దగ్గర 300" is 300, not the lakh in the name.
  const parsed: ParsedIou = { direction, person, amount: parseExpense(text, language).amount };
  return transcript.currency === undefined ? parsed : { ...parsed, currency: transcript.currency };
}
