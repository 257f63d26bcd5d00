// Swahili number words. Multipliers come first: "mia tano" is 500, "elfu mbili na mia tano" is 2500.
// Vocabulary only; the grammar in grammar.ts combines them.
import { type NumberLexiconSource, sequence } from './lexicon.ts';

export const SWAHILI: NumberLexiconSource = {
  name: 'swahili',
  order: 'multiplier-first',
  units: {
    sifuri: 0,
    ...sequence('moja mbili tatu nne tano sita saba nane tisa kumi', 1),
    ...sequence('ishirini thelathini arobaini/arubaini hamsini sitini sabini themanini tisini', 20, 10),
  },
  multipliers: { mia: 100, elfu: 1000, laki: 100_000, milioni: 1_000_000 },
  connectors: ['na'],
  halves: ['nusu'],
};
