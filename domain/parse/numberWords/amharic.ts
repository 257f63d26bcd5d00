// Amharic number words ("አምስት መቶ" = 500, "ሁለት ሺህ" = 2000); the teens are "አስራ" + unit.
// Ethiopic numerals (፭፻) are converted earlier, in digits.ts. በ and ለ (for) arrive glued.
import { type NumberLexiconSource, sequence } from './lexicon.ts';

export const AMHARIC: NumberLexiconSource = {
  name: 'amharic',
  order: 'coefficient-first',
  units: {
    ዜሮ: 0,
    ...sequence('አንድ ሁለት ሶስት/ሦስት አራት አምስት ስድስት ሰባት ስምንት ዘጠኝ አስር/አሥር/አስራ/አሥራ', 1),
    ...sequence('ሃያ/ሀያ ሰላሳ/ሠላሳ አርባ ሃምሳ/ሀምሳ ስልሳ/ስድሳ ሰባ ሰማንያ ዘጠና', 20, 10),
  },
  multipliers: { መቶ: 100, ሺህ: 1000, ሺ: 1000, ሚሊዮን: 1_000_000 },
  halves: ['ተኩል'],
  connectors: [],
  clitics: ['በ', 'ለ'],
};
