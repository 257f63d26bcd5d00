// The stem index a language's categories are read from (issue 37): its hand-written frames and
// keyword lists and its generated lexicons, every term filed under the stems its family's stemmer
// gives, so a sentence's words are found by lookups whatever their prefixes and endings.
import { CATEGORY_IDS, type CategoryId } from '../../categories.ts';
import { keywordListsFor } from '../../categoryKeywords.ts';
import type { LanguageKeywords } from '../../keywords/types.ts';
import type { LanguageCode } from '../../languages.ts';
import { fold, isLatinWord } from '../fold.ts';
import type { FoldedText } from '../keywordMatch.ts';
import { romanKey, romanKeysFor, stemmerFor, type Stemmer, transliterate } from '../morphology/index.ts';
import { englishStems } from '../morphology/latin.ts';
import { type FrameSource, framesFor } from './frames.ts';
import { tablesFor } from './names.ts';
import { lexiconGeneration, lexiconTable } from './registry.ts';

/** 0: who was paid and why (outranks what was bought); 1: the hand-written lists; 2: the generated lexicons. */
type Tier = 0 | 1 | 2;

interface Entry {
  readonly category: CategoryId;
  readonly tier: Tier;
  readonly term: string;
  /** 0 the language's own words, 1 romanised Indian, 2 English. */
  readonly source: number;
  /** Filed under a stem of the term rather than the term itself. */
  readonly derived: boolean;
}

/** A term found in a text, and where. */
export interface LexiconHit {
  readonly category: CategoryId;
  readonly tier: Tier;
  readonly term: string;
  readonly start: number;
  readonly end: number;
}

interface Index {
  /** The words met so far: sentences repeat words, reading them again is wasted. */
  readonly seen: Map<string, WordReading>;
  readonly stems: Map<string, Entry | null>;
  readonly roman: Map<string, Entry | null>;
  readonly stem: Stemmer;
  /** The stemmer of the dictionary's own terms: no compound splitting. */
  readonly lemma: Stemmer;
  readonly romanKeys: Stemmer | undefined;
  /** The first words (and romanised first keys) of the multi-word terms: a phrase is looked for only where one stands. */
  readonly heads: Set<string>;
  readonly romanHeads: Set<string>;
  /** Every term filed at tier 0 or 1, as a hit names it (handWrittenTerms). */
  readonly handWritten: Set<string>;
  longest: number;
}

const SOURCE: Readonly<Record<FrameSource, number>> = { own: 0, roman: 1, english: 2 };
/** A stem shorter than this is filed only when it is the term itself ("bus", "बस"): short stems collide. */
const minStem = (key: string): number => (isLatinWord(key) ? 4 : 3);
/** Two derived stems meet only when this long: বজাত (at o'clock) and বজাৰ (market) both give বজা. */
const BOTH_DERIVED = 4;
/** Candidate stems tried per word of a phrase: the first few are the likely ones. */
const PHRASE_FORMS = 4;

function better(a: Entry, b: Entry): boolean {
  if (a.tier !== b.tier) return a.tier < b.tier;
  if (a.derived !== b.derived) return !a.derived;
  return a.source < b.source;
}

/** Files an entry under a key; two of one standing that disagree leave a generated key to nobody. */
function file(map: Map<string, Entry | null>, key: string, entry: Entry): void {
  const known = map.get(key);
  if (known === undefined) return void map.set(key, entry);
  if (known === null) return;
  if (better(entry, known)) return void map.set(key, entry);
  if (!better(known, entry) && known.category !== entry.category && entry.tier === 2) map.set(key, null);
}

function addTerm(index: Index, language: LanguageCode, raw: string, category: CategoryId, tier: Tier, source: FrameSource): void {
  const term = fold(raw).split(/[\s_]+/u).filter(Boolean);
  if (term.length === 0) return;
  const base = { category, tier, term: raw.replaceAll('_', ' '), source: SOURCE[source] };
  if (tier < 2) index.handWritten.add(base.term);
  index.longest = Math.max(index.longest, term.length);
  const latin = term.every(isLatinWord);
  // Romanised spellings of an Indian language are compared by spelling key; its native words too, transliterated.
  if (index.romanKeys !== undefined && (source === 'roman' || (!latin && source === 'own'))) {
    const written = latin ? term : raw.split(/[\s_]+/u).map((word) => transliterate(word, language).toLowerCase());
    const keys = written.map(romanKey);
    if (keys.length > 1) index.romanHeads.add(keys[0] ?? '');
    file(index.roman, keys.join(' '), { ...base, derived: false });
    if (source === 'roman') return;
  }
  const stem = source === 'english' ? englishStems : index.lemma;
  if (term.length > 1) {
    index.heads.add(term[0] ?? '');
    return void file(index.stems, term.join(' '), { ...base, derived: false });
  }
  const [word = ''] = term;
  for (const [position, key] of stem(word).entries()) {
    if (position === 0 || [...key].length >= minStem(key)) file(index.stems, key, { ...base, derived: position > 0 });
  }
}

function addLists(index: Index, language: LanguageCode, lists: LanguageKeywords, source: FrameSource): void {
  for (const category of CATEGORY_IDS) {
    for (const term of lists.decisive?.[category] ?? []) addTerm(index, language, term, category, 0, source);
    if (category !== 'other') for (const term of lists[category]) addTerm(index, language, term, category, 1, source);
  }
}

/**
 * The language's own index. English, which every language also reads, is one index of its own, built
 * once and consulted beside each language's (its words outranked by the language's own at one standing).
 */
function build(language: LanguageCode): Index {
  const own = (source: FrameSource) => language === 'en' || source !== 'english';
  const index: Index = {
    seen: new Map(), stems: new Map(), roman: new Map(), stem: stemmerFor(language), lemma: stemmerFor(language, false), romanKeys: romanKeysFor(language), heads: new Set(), romanHeads: new Set(), handWritten: new Set(), longest: 1,
  };
  for (const [source, frames] of framesFor(language)) {
    if (!own(source)) continue;
    for (const category of CATEGORY_IDS) {
      for (const term of frames.purpose[category] ?? []) addTerm(index, language, term, category, 0, source);
      if (category !== 'other') for (const term of frames.items?.[category] ?? []) addTerm(index, language, term, category, 1, source);
    }
  }
  const lists = keywordListsFor(language);
  lists.forEach((list, position) => {
    const source: FrameSource = position === lists.length - 1 && language !== 'en' ? 'english' : position === 0 ? 'own' : 'roman';
    if (own(source)) addLists(index, language, list, language === 'en' ? 'english' : source);
  });
  for (const name of tablesFor(language)) {
    const table = lexiconTable(name);
    if (table === undefined) continue;
    const source: FrameSource = name === 'en' ? 'english' : name === 'hi-Latn' ? 'roman' : 'own';
    if (!own(source)) continue;
    for (const category of CATEGORY_IDS) for (const term of table[category].split(' ').filter(Boolean)) addTerm(index, language, term, category, 2, source);
  }
  return index;
}

const built = new Map<LanguageCode, { generation: number; index: Index }>();
function indexOf(language: LanguageCode): Index {
  const known = built.get(language);
  if (known !== undefined && known.generation === lexiconGeneration()) return known.index;
  const index = build(language);
  built.set(language, { generation: lexiconGeneration(), index });
  return index;
}

/**
 * Every term a hit of tier 0 or 1 can name in the language (lexiconHits), as it names it: those its own
 * index filed at those tiers, and English's, which it also reads. Generated tables are tier 2.
 */
export function handWrittenTerms(language: LanguageCode): ReadonlySet<string> {
  const own = indexOf(language).handWritten;
  return language === 'en' ? own : new Set([...own, ...indexOf('en').handWritten]);
}

function bestOf(map: Map<string, Entry | null>, keys: readonly string[]): Entry | undefined {
  let best: Entry | undefined;
  for (const [position, key] of keys.entries()) {
    const entry = map.get(key);
    if (entry == null) continue;
    // A stem the sentence's word was cut down to must be long enough to mean something on its own.
    if (position > 0 && ([...key].length < minStem(key) || (entry.derived && [...key].length < BOTH_DERIVED))) continue;
    if (best === undefined || entry.tier < best.tier) best = entry;
  }
  return best;
}

/** Words whose reading is kept per language; past it the memory starts again (a server hears many words). */
const SEEN_WORDS = 4096;

/** What the index knows of one word, whatever sentence it is in: read once, kept. */
interface WordReading {
  readonly forms: readonly string[];
  readonly romans: readonly string[];
  /** The best term the word is on its own, or null. */
  readonly single: Entry | null;
  /** Whether a multi-word term may start at it. */
  readonly startsPhrase: boolean;
}

/** The better of two entries, either missing. */
const betterOf = (a: Entry | undefined, b: Entry | undefined): Entry | undefined =>
  a === undefined ? b : b === undefined || !better(b, a) ? a : b;

function readingOf(index: Index, english: Index | undefined, word: string): WordReading {
  const known = index.seen.get(word);
  if (known !== undefined) return known;
  if (index.seen.size >= SEEN_WORDS) index.seen.clear();
  const forms = index.stem(word);
  const romans = index.romanKeys?.(word) ?? [];
  const own = bestOf(index.stems, forms) ?? bestOf(index.roman, romans);
  const single = betterOf(own, english === undefined ? undefined : bestOf(english.stems, forms)) ?? null;
  const heads = forms.slice(0, PHRASE_FORMS);
  const startsPhrase = heads.some((head) => index.heads.has(head) || english?.heads.has(head) === true) || index.romanHeads.has(romans[0] ?? '');
  const reading = { forms, romans, single, startsPhrase };
  index.seen.set(word, reading);
  return reading;
}

/** Every term of the language's index in the text, phrases before the words inside them. */
export function lexiconHits(folded: FoldedText, language: LanguageCode): LexiconHit[] {
  const index = indexOf(language);
  const english = language === 'en' ? undefined : indexOf('en');
  const { words } = folded;
  const readings = words.map((word) => readingOf(index, english, word.key));
  const longest = Math.max(index.longest, english?.longest ?? 1);
  const hits: LexiconHit[] = [];
  let covered = 0;
  for (let at = 0; at < words.length; at += 1) {
    const first = words[at];
    const reading = readings[at];
    if (first === undefined || reading === undefined) continue;
    let found = false;
    for (let size = reading.startsPhrase ? Math.min(longest, words.length - at) : 0; size >= 2 && !found; size -= 1) {
      const last = words[at + size - 1];
      if (last === undefined) continue;
      const middle = words.slice(at + 1, at + size - 1).map((word) => word.key);
      const entry = phraseEntry(index, english, readings, at, size, middle);
      if (entry !== undefined) {
        hits.push({ category: entry.category, tier: entry.tier, term: entry.term, start: first.start, end: last.start + last.key.length });
        covered = at + size;
        found = true;
      }
    }
    if (found || at < covered || reading.single === null) continue;
    const entry = reading.single;
    hits.push({ category: entry.category, tier: entry.tier, term: entry.term, start: first.start, end: first.start + first.key.length });
  }
  return hits;
}

function phraseEntry(
  index: Index, english: Index | undefined, readings: readonly WordReading[], at: number, size: number, middle: readonly string[],
): Entry | undefined {
  const heads = (readings[at]?.forms ?? []).slice(0, PHRASE_FORMS);
  const tails = (readings[at + size - 1]?.forms ?? []).slice(0, PHRASE_FORMS);
  for (const head of heads) {
    for (const tail of tails) {
      const key = [head, ...middle, tail].join(' ');
      const entry = betterOf(index.stems.get(key) ?? undefined, english?.stems.get(key) ?? undefined);
      if (entry !== undefined) return entry;
    }
  }
  if (index.romanKeys === undefined) return undefined;
  const keys = readings.slice(at, at + size).map((reading) => reading.romans[0]);
  if (keys.some((key) => key === undefined)) return undefined;
  return index.roman.get(keys.join(' ')) ?? undefined;
}
