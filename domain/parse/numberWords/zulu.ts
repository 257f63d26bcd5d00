// Zulu number words: the multiplier noun leads and the number agrees with it ("amakhulu amahlanu" = 500,
// "izinkulungwane ezimbili" = 2000), so each unit is listed in the agreement forms speakers use.
import type { NumberLexiconSource } from './lexicon.ts';

function forms(value: number, words: string): Record<string, number> {
  return Object.fromEntries(words.split(' ').map((word) => [word, value]));
}

export const ZULU: NumberLexiconSource = {
  name: 'zulu',
  order: 'multiplier-first',
  units: {
    ...forms(1, 'kunye lunye olulodwa eyodwa'),
    ...forms(2, 'kubili amabili ezimbili mabili mbili'),
    ...forms(3, 'kuthathu amathathu ezintathu mathathu ntathu'),
    ...forms(4, 'kune amane ezine'),
    ...forms(5, 'kuhlanu amahlanu ezinhlanu mahlanu nhlanu'),
    ...forms(6, 'isithupha ayisithupha eziyisithupha'),
    ...forms(7, 'isikhombisa ayisikhombisa eziyisikhombisa'),
    ...forms(8, 'isishiyagalombili ayisishiyagalombili eziyisishiyagalombili'),
    ...forms(9, 'isishiyagalolunye ayisishiyagalolunye eziyisishiyagalolunye'),
  },
  multipliers: {
    ishumi: 10, amashumi: 10, ikhulu: 100, amakhulu: 100, inkulungwane: 1000, izinkulungwane: 1000,
    isigidi: 1_000_000, izigidi: 1_000_000,
  },
  connectors: ['na', 'kanye'],
  // "for two hundred" is ngamakhulu amabili: nga + amakhulu, nge + ikhulu, the vowels merged.
  prefixForms: [['nga', 'a'], ['nge', 'i'], ['ngo', 'u'], ['ka', 'a'], ['ke', 'i'], ['yi', 'i']],
  halves: ['uhhafu'],
};
