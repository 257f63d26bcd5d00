// Auto-categorisation: why the money went first (who was paid, what for), then the hand-written
// keywords in the spec's order, then the generated lexicons (issue 37). Reads the language's lists,
// frames and lexicons plus English (and romanised Hindi for Indian languages); no I/O.
import { CATEGORY_IDS, type CategoryId } from '../categories.ts';
import { type AmbiguousKeyword, type KeywordCategory, keywordListsFor } from '../categoryKeywords.ts';
import type { LanguageCode } from '../languages.ts';
import { stemmerFor } from './morphology/index.ts';
import { type FoldedText, foldedKey, foldText, type KeywordFinder, keywordFinder, keywordIndex, type Span, withForms } from './keywordMatch.ts';
import { handWrittenTerms, type LexiconHit, lexiconHits } from './lexicon/index.ts';
import { otherLanguagesWriting } from './writtenIn.ts';

/**
 * keyword: an unambiguous keyword or purpose matched. context: an ambiguous word settled by a nearby
 * word. lexicon: a noun of the generated lexicons (CLDR's names for food, vehicles…) and nothing
 * hand-written. guess: an ambiguous word settled by its default or the amount. none: nothing matched.
 */
export type CategoryEvidence = 'keyword' | 'context' | 'lexicon' | 'guess' | 'none';

export interface CategoryMatch {
  readonly category: CategoryId;
  readonly evidence: CategoryEvidence;
  readonly keyword?: string;
}

/** A match and whether it came from why the money went (a purpose), which outranks what was bought. */
export interface CategoryReading {
  readonly match: CategoryMatch;
  readonly purpose: boolean;
}

interface CompiledKeyword {
  readonly keyword: string;
  readonly category: CategoryId;
  readonly find: KeywordFinder;
  readonly decisive?: true;
  readonly ambiguous?: AmbiguousKeyword;
}

const KEYWORD_CATEGORIES = CATEGORY_IDS.filter((id): id is KeywordCategory => id !== 'other');
/** When purposes disagree: health first (medicine from a shop), then trade, bills, travel, food. */
const PURPOSE_ORDER: readonly CategoryId[] = ['other', 'business', 'bills', 'transport', 'food'];
/** Among the generated lexicons' nouns, health words first as among purposes, then the spec's order. */
const NOUN_ORDER: readonly CategoryId[] = ['other', ...KEYWORD_CATEGORIES];

function compile(language: LanguageCode): CompiledKeyword[] {
  return keywordListsFor(language).flatMap((lists) => {
    const stems = lists.stems ?? false;
    const plain = KEYWORD_CATEGORIES.flatMap((category) =>
      lists[category].map((keyword) => ({ keyword, category, find: keywordFinder(keyword, stems) })),
    );
    const decisive = CATEGORY_IDS.flatMap((category) =>
      (lists.decisive?.[category] ?? []).map((keyword) => ({ keyword, category, find: keywordFinder(keyword, stems), decisive: true as const })),
    );
    const ambiguous = (lists.ambiguous ?? []).map((entry) => ({
      keyword: entry.word,
      category: entry.fallback,
      find: keywordFinder(entry.word, stems),
      ambiguous: entry,
    }));
    return [...decisive, ...plain, ...ambiguous];
  });
}

const compiled = new Map<LanguageCode, CompiledKeyword[]>();
function keywordsOf(language: LanguageCode): CompiledKeyword[] {
  const known = compiled.get(language);
  if (known !== undefined) return known;
  const built = compile(language);
  compiled.set(language, built);
  return built;
}

/**
 * The words a language's lists hold. Every language's lists carry English (and an Indian one's romanised
 * Hindi): another language's reading does not take again a keyword the setting looked for by its own rule.
 */
const keywordSets = new Map<LanguageCode, ReadonlySet<string>>();
function keywordSetOf(language: LanguageCode): ReadonlySet<string> {
  const known = keywordSets.get(language);
  if (known !== undefined) return known;
  const built = new Set(keywordsOf(language).map((entry) => entry.keyword));
  keywordSets.set(language, built);
  return built;
}

/** A match inside a longer match is not evidence: "kasuwa" (market) inside "kasuwanci" (trade). */
function outermost<T extends Span>(found: readonly T[], around: readonly Span[] = found): T[] {
  return found.filter(
    (inner) => !around.some((outer) => outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start),
  );
}

function resolveAmbiguous(entry: AmbiguousKeyword, folded: FoldedText, amount: number | undefined): CategoryMatch {
  for (const category of KEYWORD_CATEGORIES) {
    const cues = entry.cues[category] ?? [];
    if (cues.some((word) => keywordFinder(word, false)(folded).length > 0)) {
      return { category, evidence: 'context', keyword: entry.word };
    }
  }
  const large = entry.largeAmount;
  const category = large !== undefined && amount !== undefined && amount >= large.atLeast ? large.category : entry.fallback;
  return { category, evidence: 'guess', keyword: entry.word };
}

// "okada to the market", "boda kwenda sokoni": the place after these is where, not what; so is the
// place after "from". "keke gaa ahịa" (Igbo), "keke zuwa kasuwa" (Hausa), "ọkọ̀ lọ sí ọjà" (Yoruba),
// "تاكسي إلى السوق" (Arabic): the same with other languages' words for "to" and "from".
const DESTINATION_MARKERS = new Set([
  'to', 'from', 'kwenda', 'hadi', 'mpaka', 'kutoka', 'jusqu', "jusqu'au", "jusqu'a", 'vers', 'depuis', 'gaa', 'site', 'zuwa', 'daga',
  'si', 'lati', 'الی', 'من',
]);
const ARTICLES = new Set(['the', 'a', 'la', 'le', 'les', "l'"]);
/** Arabic writes "to the" onto the word: للسوق (to the market). */
const ARABIC_TOWARDS = /^لل\p{L}{2}/u;

function isDestination(folded: FoldedText, start: number): boolean {
  const index = folded.words.findIndex((word) => word.start <= start && start < word.start + word.key.length);
  const word = folded.words[index]?.key ?? '';
  const before = folded.words[index - 1]?.key;
  const further = folded.words[index - 2]?.key;
  return (
    ARABIC_TOWARDS.test(word) ||
    (before !== undefined && DESTINATION_MARKERS.has(before)) ||
    (before !== undefined && ARTICLES.has(before) && further !== undefined && DESTINATION_MARKERS.has(further))
  );
}

const keyword = (category: CategoryId, word: string, purpose = false): CategoryReading => ({ match: { category, evidence: 'keyword', keyword: word }, purpose });

function firstInOrder<T>(order: readonly CategoryId[], found: readonly T[], categoryOf: (item: T) => CategoryId): T | undefined {
  for (const category of order) {
    const hit = found.find((item) => categoryOf(item) === category);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

type Hit = Span & { readonly entry: CompiledKeyword };

const indexes = new WeakMap<readonly CompiledKeyword[], (folded: FoldedText) => CompiledKeyword[]>();

/**
 * Every keyword of `entries` the phrase holds, in their order; only those it could hold are run
 * (keywordIndex). `folded` has its words under their stems too (withForms), so inflected words count.
 */
function hitsOf(folded: FoldedText, entries: readonly CompiledKeyword[]): Hit[] {
  let candidates = indexes.get(entries);
  if (candidates === undefined) {
    candidates = keywordIndex(entries);
    indexes.set(entries, candidates);
  }
  const hits: Hit[] = [];
  for (const entry of candidates(folded)) {
    const spans = entry.find(folded);
    for (const span of spans) hits.push({ start: span.start, end: span.end, entry });
  }
  return hits;
}

/** The purposes among the hand-written lists' decisive words and the index's, the most telling first. */
function purposeAmong(found: readonly Hit[], lexicon: readonly LexiconHit[]): CategoryReading | undefined {
  const purposes = [
    ...found.filter(({ entry }) => entry.decisive === true).map(({ entry }) => ({ category: entry.category, keyword: entry.keyword })),
    ...lexicon.filter((hit) => hit.tier === 0).map((hit) => ({ category: hit.category, keyword: hit.term })),
  ];
  const purpose = firstInOrder(PURPOSE_ORDER, purposes, (item) => item.category);
  return purpose === undefined ? undefined : keyword(purpose.category, purpose.keyword, true);
}

const decisiveOf = new Map<LanguageCode, CompiledKeyword[]>();
function decisiveKeywords(language: LanguageCode): CompiledKeyword[] {
  const known = decisiveOf.get(language);
  if (known !== undefined) return known;
  const decisive = keywordsOf(language).filter((entry) => entry.decisive === true);
  decisiveOf.set(language, decisive);
  return decisive;
}

/** Only why the money went, if the (folded) text says: who was paid, what for. Cheaper than readCategory. */
export function readPurpose(folded: FoldedText, language: LanguageCode): CategoryReading | undefined {
  const lexicon = lexiconHits(folded, language);
  const found = hitsOf(withForms(folded, stemmerFor(language)), decisiveKeywords(language));
  return purposeAmong(outermost(found, [...found, ...lexicon.filter((hit) => hit.tier < 2)]), lexicon);
}

/**
 * The category of a text and whether a purpose decided it. In order: a purpose (who was paid, why);
 * a hand-written keyword in the spec's order; a fare-or-rent word settled by a word near it; a noun
 * of the generated lexicons; a fare-or-rent word settled by the amount; else other.
 */
export function readCategory(text: string | FoldedText, language: LanguageCode, amount?: string): CategoryReading {
  const folded = typeof text === 'string' ? foldText(text) : text;
  const lexicon = lexiconHits(folded, language);
  const inflected = withForms(folded, stemmerFor(language));
  const hits = hitsOf(inflected, keywordsOf(language));
  const all = outermost(hits, [...hits, ...lexicon.filter((hit) => hit.tier < 2)]);
  const purpose = purposeAmong(all, lexicon);
  if (purpose !== undefined) return purpose;
  // A purpose after "to" ("to resell") is still a purpose; an item after it is a place.
  const items = all.filter((hit) => !isDestination(folded, hit.start));
  const found = items.length > 0 ? items : all;
  const handWords = [
    ...found.filter(({ entry }) => entry.ambiguous === undefined).map(({ entry }) => ({ category: entry.category, keyword: entry.keyword })),
    ...lexicon.filter((hit) => hit.tier === 1 && !isDestination(folded, hit.start)).map((hit) => ({ category: hit.category, keyword: hit.term })),
  ];
  const hand = firstInOrder(KEYWORD_CATEGORIES, handWords, (item) => item.category);
  if (hand !== undefined) return keyword(hand.category, hand.keyword);
  const ambiguous = found.map(({ entry }) => entry.ambiguous).find((entry) => entry !== undefined);
  const value = amount === undefined ? undefined : Number(amount);
  const settled = ambiguous === undefined ? undefined : resolveAmbiguous(ambiguous, inflected, value !== undefined && Number.isFinite(value) ? value : undefined);
  if (settled?.evidence === 'context') return { match: settled, purpose: false };
  const nouns = outermost(lexicon.filter((hit) => hit.tier === 2), lexicon).filter((hit) => !isDestination(folded, hit.start));
  const noun = firstInOrder<LexiconHit>(NOUN_ORDER, nouns, (hit) => hit.category);
  if (noun !== undefined) return { match: { category: noun.category, evidence: 'lexicon', keyword: noun.term }, purpose: false };
  return { match: settled ?? { category: 'other', evidence: 'none' }, purpose: false };
}

/** Words read per language; past it the memory starts again (a server hears many words). */
const SEEN_WORDS = 4096;
const seenForms = new Map<LanguageCode, Map<string, readonly string[]>>();

/** A word of a phrase and the forms `language`'s morphology reads it as; kept, as phrases repeat words. */
function formsOf(word: string, language: LanguageCode): readonly string[] {
  let seen = seenForms.get(language);
  if (seen === undefined) {
    seen = new Map();
    seenForms.set(language, seen);
  }
  const known = seen.get(word);
  if (known !== undefined) return known;
  if (seen.size >= SEEN_WORDS) seen.clear();
  const forms = [word, ...stemmerFor(language)(word)];
  seen.set(word, forms);
  return forms;
}

/** Whether `parts` stand in order among the phrase's words, each as said or as one of its forms (formsOf). */
function standsIn(said: readonly (readonly string[])[], parts: readonly string[]): boolean {
  return said.some((_, at) => parts.every((part, offset) => said[at + offset]?.includes(part) === true));
}

/**
 * Whether `word` (a keyword or a lexicon term) stands in the phrase whole: each of its words as a word
 * of the phrase, in order, or as `language`'s morphology reads one (Zulu's irenti is i- + renti, Hausa's
 * "kudin hayar" is "kudin haya" with the genitive linker), never a part of a word.
 */
function standsWhole(folded: FoldedText, word: string, language: LanguageCode): boolean {
  const key = foldedKey(word);
  if (key === '') return false;
  return standsIn(folded.words.map((each) => formsOf(each.key, language)), key.split(' '));
}

interface Nameable {
  readonly word: string;
  readonly parts: readonly string[];
}

/**
 * The keywords a reading in `language` can name as a keyword or a context word: its lists' words (the
 * ambiguous ones are named as listed) and the index's hand-written terms (tiers 0 and 1). A new source of
 * keywords in readCategory belongs here too, or mayBeTaken skips the readings that name them
 * (categorize.test.ts holds readCategory to this).
 */
export const nameableKeywords = (language: LanguageCode): ReadonlySet<string> =>
  new Set([...keywordsOf(language).map((entry) => entry.keyword), ...handWrittenTerms(language)]);

/** nameableKeywords, filed by their first word. */
const nameable = new Map<LanguageCode, ReadonlyMap<string, readonly Nameable[]>>();
function nameableByFirstWord(language: LanguageCode): ReadonlyMap<string, readonly Nameable[]> {
  const known = nameable.get(language);
  if (known !== undefined) return known;
  const built = new Map<string, Nameable[]>();
  for (const word of nameableKeywords(language)) {
    const key = foldedKey(word);
    if (key === '') continue;
    const parts = key.split(' ');
    const first = parts[0] ?? '';
    const filed = built.get(first);
    if (filed === undefined) built.set(first, [{ word, parts }]);
    else filed.push({ word, parts });
  }
  nameable.set(language, built);
  return built;
}

/**
 * Whether a reading in `language` could be taken: only if a keyword it can name, not `tried`, stands whole
 * in the phrase (standsWhole), so starts at a word of it or at a form of one. Most phrases no other language
 * reads fail this for every language, at a fraction of the cost of reading them (readCategory).
 */
function mayBeTaken(folded: FoldedText, language: LanguageCode, tried: ReadonlySet<string>): boolean {
  const byFirstWord = nameableByFirstWord(language);
  const said = folded.words.map((each) => formsOf(each.key, language));
  const taken = ({ word, parts }: Nameable) => !tried.has(word) && standsIn(said, parts);
  return said.some((forms) => forms.some((form) => byFirstWord.get(form)?.some(taken) === true));
}

/**
 * When the person's language finds nothing, the category the phrase has in another language written in
 * its script (otherLanguagesWriting), and that language, if any. Only a purpose, a hand-written keyword
 * or a word settled by the words near it counts, and only standing whole in the phrase (standsWhole):
 * each language's own matching also reads parts of words and romanised spellings, which in a language
 * the person did not choose find words in names ("keke" in Okeke) and in English ("to"). A guess is
 * weaker evidence than "other".
 */
export function readInOtherLanguages(
  text: string | FoldedText, language: LanguageCode, amount?: string,
): { match: CategoryMatch; language: LanguageCode } | undefined {
  const folded = typeof text === 'string' ? foldText(text) : text;
  const tried = keywordSetOf(language);
  for (const other of otherLanguagesWriting(folded.text, language)) {
    if (!mayBeTaken(folded, other, tried)) continue;
    const { match } = readCategory(folded, other, amount);
    const word = match.keyword;
    if ((match.evidence === 'keyword' || match.evidence === 'context') && word !== undefined && !tried.has(word) && standsWhole(folded, word, other)) {
      return { match, language: other };
    }
  }
  return undefined;
}

/**
 * The category of a description or transcript. `amount` (a decimal string) only settles
 * fare-or-rent words when nothing else in the text does.
 */
export function detectCategory(text: string, language: LanguageCode, amount?: string): CategoryMatch {
  return readCategory(text, language, amount).match;
}

/** An expense's category from what the person said or typed: in their language, else in another they may have used. */
export function categorizeExpense(text: string, language: LanguageCode): CategoryId {
  const folded = foldText(text);
  const own = readCategory(folded, language).match;
  return (own.evidence === 'none' ? (readInOtherLanguages(folded, language)?.match ?? own) : own).category;
}

export function categorize(text: string, language: LanguageCode, amount?: string): CategoryId {
  return detectCategory(text, language, amount).category;
}
