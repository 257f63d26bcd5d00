// Auto-categorisation: the first category, in the spec's order, with a keyword in the text.
// Reads the language's keyword lists plus English (and romanised Hindi for Indian languages); no I/O.
import { type CategoryId, CATEGORY_IDS } from '../categories.ts';
import { type AmbiguousKeyword, type KeywordCategory, keywordListsFor } from '../categoryKeywords.ts';
import type { LanguageCode } from '../languages.ts';
import { type FoldedText, foldText, type KeywordFinder, keywordFinder, type Span } from './keywordMatch.ts';

/**
 * keyword: an unambiguous keyword matched. context: an ambiguous word settled by a nearby word.
 * guess: an ambiguous word settled by its default or the amount. none: nothing matched, so "other".
 */
export type CategoryEvidence = 'keyword' | 'context' | 'guess' | 'none';

export interface CategoryMatch {
  readonly category: CategoryId;
  readonly evidence: CategoryEvidence;
  readonly keyword?: string;
}

interface CompiledKeyword {
  readonly keyword: string;
  readonly category: KeywordCategory;
  readonly find: KeywordFinder;
  readonly decisive?: true;
  readonly ambiguous?: AmbiguousKeyword;
}

interface Found extends Span {
  readonly entry: CompiledKeyword;
}

const KEYWORD_CATEGORIES = CATEGORY_IDS.filter((id): id is KeywordCategory => id !== 'other');

function compile(language: LanguageCode): CompiledKeyword[] {
  return keywordListsFor(language).flatMap((lists) => {
    const stems = lists.stems ?? false;
    const plain = KEYWORD_CATEGORIES.flatMap((category) =>
      lists[category].map((keyword) => ({ keyword, category, find: keywordFinder(keyword, stems) })),
    );
    const decisive = KEYWORD_CATEGORIES.flatMap((category) =>
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

/** A match inside a longer match is not evidence: "kasuwa" (market) inside "kasuwanci" (trade). */
function outermost(found: readonly Found[]): Found[] {
  return found.filter(
    (inner) => !found.some((outer) => outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start),
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

// "okada to the market", "boda kwenda sokoni": the place after these is where, not what.
// "keke gaa ahịa" (Igbo), "keke zuwa kasuwa" (Hausa): the same with other languages' words for "to".
const DESTINATION_MARKERS = new Set(['to', 'kwenda', 'hadi', 'mpaka', 'jusqu', "jusqu'au", "jusqu'a", 'vers', 'gaa', 'zuwa']);
const ARTICLES = new Set(['the', 'a', 'la', 'le', 'les', "l'"]);

function isDestination(folded: FoldedText, start: number): boolean {
  const index = folded.words.findIndex((word) => word.start <= start && start < word.start + word.key.length);
  const before = folded.words[index - 1]?.key;
  const further = folded.words[index - 2]?.key;
  return (before !== undefined && DESTINATION_MARKERS.has(before)) || (before !== undefined && ARTICLES.has(before) && further !== undefined && DESTINATION_MARKERS.has(further));
}

/**
 * The category of a description or transcript. `amount` (a decimal string) only settles
 * fare-or-rent words when nothing else in the text does.
 */
export function detectCategory(text: string, language: LanguageCode, amount?: string): CategoryMatch {
  const folded = foldText(text);
  const all = outermost(keywordsOf(language).flatMap((entry) => entry.find(folded).map((span) => ({ ...span, entry }))));
  // A purpose after "to" ("to resell") is still a purpose, not a place.
  const items = all.filter((hit) => hit.entry.decisive === true || !isDestination(folded, hit.start));
  const found = items.length > 0 ? items : all;
  const purpose = found.find(({ entry }) => entry.decisive === true);
  if (purpose !== undefined) return { category: purpose.entry.category, evidence: 'keyword', keyword: purpose.entry.keyword };
  for (const category of KEYWORD_CATEGORIES) {
    const hit = found.find(({ entry }) => entry.ambiguous === undefined && entry.category === category);
    if (hit !== undefined) return { category, evidence: 'keyword', keyword: hit.entry.keyword };
  }
  const ambiguous = found.map(({ entry }) => entry.ambiguous).find((entry) => entry !== undefined);
  if (ambiguous === undefined) return { category: 'other', evidence: 'none' };
  const value = amount === undefined ? undefined : Number(amount);
  return resolveAmbiguous(ambiguous, folded, value !== undefined && Number.isFinite(value) ? value : undefined);
}

export function categorize(text: string, language: LanguageCode, amount?: string): CategoryId {
  return detectCategory(text, language, amount).category;
}
