// Words of a normalised transcript, each with its display form and its folded matching key.
// Splitting and folding only; deciding what a word means happens in numberWords/ and patterns/.
import { fold } from './fold.ts';

export interface Token {
  /** As normalised: what a description is built from. */
  readonly raw: string;
  /** Folded: what keywords, number words and patterns compare against. */
  readonly key: string;
}

export function tokenize(text: string): Token[] {
  return text
    .split(' ')
    .map((raw) => ({ raw, key: fold(raw) }))
    // A word of nothing but combining marks folds to nothing and would leave a hole in the key text.
    .filter((token) => token.raw !== '' && token.key !== '' && !/\s/u.test(token.key));
}
