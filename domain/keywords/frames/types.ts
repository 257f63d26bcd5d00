// Frames: what a sentence says about why money went, written by hand per language (issue 37). Data
// only; parse/lexicon/ reads them through the language's stemmer, so one stem covers its forms.
import type { CategoryId } from '../../categories.ts';
import type { KeywordCategory } from '../types.ts';

export interface Frames {
  /**
   * Who was paid and why (the landlord, a worker's wage, the mechanic, the doctor, goods to resell,
   * a meal at the hotel): these decide the category whatever was bought. Medicine and the doctor are
   * `other`, as the spec has no health category.
   */
  readonly purpose: Partial<Record<CategoryId, readonly string[]>>;
  /** Verbs and nouns of spending (eating, filling the tank, topping up a line), after the keyword lists. */
  readonly items?: Partial<Record<KeywordCategory, readonly string[]>>;
}
