// Afrikaans number words, usually written fused ("tweeduisend vyfhonderd", "vyfentwintig"):
// the scanner splits them and units come before tens after "en".
import { type NumberLexiconSource, sequence } from './lexicon.ts';

export const AFRIKAANS: NumberLexiconSource = {
  name: 'afrikaans',
  order: 'coefficient-first',
  units: {
    nul: 0,
    ...sequence('een twee drie vier vyf ses sewe agt nege tien elf twaalf dertien veertien vyftien sestien sewentien agtien negentien', 1),
    ...sequence('twintig dertig veertig vyftig sestig sewentig tagtig negentig', 20, 10),
  },
  multipliers: { honderd: 100, duisend: 1000, miljoen: 1_000_000 },
  connectors: ['en'],
  halves: ["'n half", 'half'],
  articles: ["'n"],
  fusedCompounds: true,
  unitsBeforeTens: true,
};
