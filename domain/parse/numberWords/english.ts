// English number words as said across Africa and India, including lakh, crore and "grand".
// Vocabulary only; the grammar in grammar.ts combines them.
import { type NumberLexiconSource, sequence } from './lexicon.ts';

export const ENGLISH: NumberLexiconSource = {
  name: 'english',
  order: 'coefficient-first',
  units: {
    zero: 0,
    ...sequence('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', 1),
    ...sequence('twenty thirty forty/fourty fifty sixty seventy eighty ninety', 20, 10),
    dozen: 12,
  },
  multipliers: {
    hundred: 100, hundreds: 100, thousand: 1000, thousands: 1000, grand: 1000,
    lakh: 100_000, lakhs: 100_000, lac: 100_000, lacs: 100_000,
    million: 1_000_000, millions: 1_000_000, crore: 10_000_000, crores: 10_000_000,
  },
  connectors: ['and'],
  halves: ['half', 'a half'],
  articles: ['a', 'an'],
};
