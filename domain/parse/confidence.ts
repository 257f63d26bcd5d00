// How sure the parser is, from 0 to 1, given how the amount and the category were found.
// A pure scoring table: explicit pattern + keyword ≈ 0.95; fallback with no keyword ≈ 0.45; no amount ≈ 0.
import type { CategoryEvidence } from './categorize.ts';

/** explicit: a verb or preposition named the price. positional: word order did. fallback: any number. */
export type AmountEvidence = 'explicit' | 'positional' | 'fallback' | 'none';

export interface ConfidenceFactors {
  readonly amount: AmountEvidence;
  /** The amount was said in words, not digits: recognisers and our grammar err more there. */
  readonly spoken: boolean;
  /** Only a small count-like number ("tano", "two") was found. */
  readonly weak: boolean;
  /** Other price-like numbers were present, so the choice could be wrong. */
  readonly competing: boolean;
  readonly category: CategoryEvidence;
  /** False when no item words were left and a default description was used. */
  readonly described: boolean;
}

const AMOUNT_BASE: Readonly<Record<AmountEvidence, number>> = { explicit: 0.95, positional: 0.88, fallback: 0.7, none: 0.2 };
const CATEGORY_PENALTY: Readonly<Record<CategoryEvidence, number>> = { keyword: 0, context: 0.05, lexicon: 0.05, guess: 0.15, none: 0.25 };

export function scoreConfidence(factors: ConfidenceFactors): number {
  const score =
    AMOUNT_BASE[factors.amount] -
    (factors.spoken ? 0.1 : 0) -
    (factors.weak ? 0.15 : 0) -
    (factors.competing ? 0.05 : 0) -
    CATEGORY_PENALTY[factors.category] -
    (factors.described ? 0 : 0.1);
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}
