// The shape of a generated category lexicon (parse/lexicon/tables/*.ts): per category, its terms
// separated by spaces, the words of a multi-word term joined by "_". Folded, not yet stemmed.
import type { CategoryId } from '../../categories.ts';

export type LexiconTable = Readonly<Record<CategoryId, string>>;
