// French number words, with the vigesimal seventies and nineties spelled out as phrases.
// Hyphens are spaces by now: "quatre-vingt-dix" arrives as "quatre vingt dix".
import { type NumberLexiconSource, sequence } from './lexicon.ts';

const TEENS = sequence('dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf', 10);

/** "soixante douze" = 72 and "quatre vingt quinze" = 95: sixty and eighty take the teens. */
function vigesimal(): Record<string, number> {
  const table: Record<string, number> = { 'quatre vingt': 80, 'quatre vingts': 80, 'soixante et onze': 71 };
  for (const [teen, value] of Object.entries(TEENS)) {
    const words = teen.replace('-', ' ');
    table[`soixante ${words}`] = 60 + value;
    table[`quatre vingt ${words}`] = 80 + value;
  }
  return table;
}

export const FRENCH: NumberLexiconSource = {
  name: 'french',
  order: 'coefficient-first',
  units: {
    zéro: 0,
    ...sequence('un/une deux trois quatre cinq six sept huit neuf', 1),
    ...TEENS,
    'dix sept': 17, 'dix huit': 18, 'dix neuf': 19,
    ...sequence('vingt trente quarante cinquante soixante septante huitante/octante nonante', 20, 10),
    ...vigesimal(),
  },
  multipliers: { cent: 100, cents: 100, mille: 1000, milles: 1000, million: 1_000_000, millions: 1_000_000 },
  connectors: ['et'],
  halves: ['demi', 'demie'],
};
