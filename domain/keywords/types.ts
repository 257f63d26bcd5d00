// The shape of per-language category keyword data used by auto-categorisation.
// Data only: matching rules live in domain/parse/categorize.ts.
import type { CategoryId } from '../categories.ts';

export type KeywordCategory = Exclude<CategoryId, 'other'>;

/** How far the list has been checked: high = reviewed, medium = plausible, low = verify with native speakers. */
export type KeywordConfidence = 'high' | 'medium' | 'low';

/** A word with two meanings, such as किराया (fare or rent), settled by the words around it. */
export interface AmbiguousKeyword {
  readonly word: string;
  /** Checked in this order: the first category with a cue word in the text wins. */
  readonly cues: Partial<Record<KeywordCategory, readonly string[]>>;
  /** When no cue is present. */
  readonly fallback: KeywordCategory;
  /** Rent is paid in large sums, fares in small ones: at least this amount means `category`. */
  readonly largeAmount?: { readonly atLeast: number; readonly category: KeywordCategory };
}

type KeywordLists = Readonly<Record<KeywordCategory, readonly string[]>>;

export interface LanguageKeywords extends KeywordLists {
  readonly confidence: KeywordConfidence;
  /**
   * What the money was for, which outranks what was bought: medicine and the doctor (other: the spec
   * has no health category) over the shop they came from, the generator (bills) over its diesel,
   * restocking (business) over the soda.
   */
  readonly decisive?: Partial<Readonly<Record<CategoryId, readonly string[]>>>;
  readonly savings?: readonly string[];
  readonly ambiguous?: readonly AmbiguousKeyword[];
  /** Bantu noun prefixes change (ukudla, ngokudla): Latin keywords match inside words. */
  readonly stems?: boolean;
}

/** Fare-or-rent words in Indian languages: vehicles mean fare, house words mean rent. */
export function fareOrRent(word: string, vehicles: readonly string[], homes: readonly string[], atLeast = 1000): AmbiguousKeyword {
  return {
    word,
    cues: { transport: vehicles, bills: homes },
    fallback: 'transport',
    largeAmount: { atLeast, category: 'bills' },
  };
}

/** Splits a space-separated list; multi-word keywords are joined with underscores in the source. */
export function words(list: string): string[] {
  return list.split(/\s+/u).filter(Boolean).map((word) => word.replaceAll('_', ' '));
}
