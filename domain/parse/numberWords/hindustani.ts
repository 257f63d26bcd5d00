// Hindi and Urdu number words in Devanagari, Urdu script and typed Roman letters, including the
// fractional डेढ़ (1.5), ढाई (2.5) and the modifiers सवा (+¼), साढ़े (+½), पौने (−¼).
import { type NumberLexiconSource, sequence } from './lexicon.ts';

const DEVANAGARI = {
  ...sequence('एक दो तीन चार पाँच/पांच छह/छः/छे सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह/पन्द्रह सोलह सत्रह अठारह उन्नीस बीस', 1),
  पच्चीस: 25, तीस: 30, पैंतीस: 35, चालीस: 40, पैंतालीस: 45, पचास: 50, साठ: 60, सत्तर: 70, पचहत्तर: 75, अस्सी: 80, नब्बे: 90,
  डेढ़: 1.5, ढाई: 2.5,
};

// Eleven to nineteen and the round tens said with prices: "بارہ ہزار" is twelve thousand.
const URDU = {
  ...sequence('ایک دو تین چار پانچ چھ/چھے سات آٹھ نو دس گیارہ بارہ تیرہ چودہ پندرہ سولہ سترہ اٹھارہ انیس', 1),
  بیس: 20, پچیس: 25, تیس: 30, پینتیس: 35, چالیس: 40, پینتالیس: 45, پچاس: 50, ساٹھ: 60, ستر: 70, پچھتر: 75, اسی: 80, نوے: 90,
  ڈیڑھ: 1.5, ڈھائی: 2.5,
};

// "saath" (60) is left out: it is also "with", as in "chai ke saath".
const ROMAN = {
  ...sequence('ek do teen/tin char/chaar paanch/panch chhe/che/chhah saat aath nau das', 1),
  gyarah: 11, barah: 12, baarah: 12, terah: 13, chaudah: 14, pandrah: 15, solah: 16, satrah: 17, atharah: 18, unnis: 19, bees: 20, pachees: 25, pachchis: 25, tees: 30, chalis: 40,
  pachas: 50, pachaas: 50, sattar: 70, assi: 80, nabbe: 90, dedh: 1.5, dhai: 2.5, dhaai: 2.5,
};

export const HINDUSTANI: NumberLexiconSource = {
  name: 'hindustani',
  order: 'coefficient-first',
  units: { ...DEVANAGARI, ...URDU, ...ROMAN },
  multipliers: {
    सौ: 100, हज़ार: 1000, हजार: 1000, लाख: 100_000, करोड़: 10_000_000,
    سو: 100, ہزار: 1000, لاکھ: 100_000, کروڑ: 10_000_000,
    sau: 100, hazaar: 1000, hazar: 1000, hajar: 1000, lakh: 100_000, crore: 10_000_000, karod: 10_000_000,
  },
  modifiers: { सवा: 0.25, साढ़े: 0.5, पौने: -0.25, سوا: 0.25, ساڑھے: 0.5, پونے: -0.25, sava: 0.25, saadhe: 0.5, sadhe: 0.5, paune: -0.25 },
  connectors: ['और', 'اور', 'aur'],
};
