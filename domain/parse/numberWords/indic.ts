// Number words of the Indo-Aryan languages besides Hindustani: units, teens and tens, the fraction
// words (दीड, সাড়ে, સવા) and hundred, thousand, lakh and crore, which take case endings (हजाराचा).
import type { Modifier, NumberLexiconSource } from './lexicon.ts';
import { sequence } from './lexicon.ts';

export const INDIAN_SCALE = (hundred: string, thousand: string, lakh: string, crore: string): Record<string, number> => ({
  ...Object.fromEntries(hundred.split('/').map((word) => [word, 100])),
  ...Object.fromEntries(thousand.split('/').map((word) => [word, 1000])),
  ...Object.fromEntries(lakh.split('/').map((word) => [word, 100_000])),
  ...Object.fromEntries(crore.split('/').map((word) => [word, 10_000_000])),
});

const spellings = (list: string) => list.split('/').filter(Boolean);

/** सवा / साढ़े / पौने in each script: a quarter more, a half more, a quarter less ('' where unverified). */
const fractions = (quarterMore: string, halfMore: string, quarterLess: string): Record<string, Modifier> => ({
  ...Object.fromEntries(spellings(quarterMore).map((word) => [word, 0.25] as const)),
  ...Object.fromEntries(spellings(halfMore).map((word) => [word, 0.5] as const)),
  ...Object.fromEntries(spellings(quarterLess).map((word) => [word, -0.25] as const)),
});

const lexicon = (
  name: string,
  units: Record<string, number>,
  multipliers: Record<string, number>,
  modifiers: Record<string, Modifier>,
  fused: boolean,
): NumberLexiconSource => ({ name, order: 'coefficient-first', units, multipliers, modifiers, fusedCompounds: fused, caseEndings: true });

export const BENGALI = lexicon(
  'bengali',
  {
    ...sequence('এক দুই/দু তিন চার পাঁচ ছয় সাত আট নয় দশ এগারো বারো তেরো চোদ্দ পনেরো/পনের ষোলো সতেরো আঠারো উনিশ', 1),
    বিশ: 20, কুড়ি: 20, পঁচিশ: 25, ত্রিশ: 30, চল্লিশ: 40, পঞ্চাশ: 50, ষাট: 60, সত্তর: 70, আশি: 80, নব্বই: 90, দেড়: 1.5, আড়াই: 2.5,
  },
  INDIAN_SCALE('শো/শ/শত', 'হাজার', 'লাখ/লক্ষ', 'কোটি'),
  fractions('সোয়া', 'সাড়ে', 'পৌনে'),
  true,
);

export const ASSAMESE = lexicon(
  'assamese',
  { ...sequence('এক দুই তিনি চাৰি পাঁচ ছয় সাত আঠ ন দহ', 1), বিশ: 20, পঞ্চাশ: 50, এশ: 100, ডেৰ: 1.5, আঢ়ৈ: 2.5 },
  INDIAN_SCALE('শ', 'হাজাৰ', 'লাখ', 'কোটি'),
  fractions('সোৱা', 'সাৰে/সাঢ়ে', ''),
  true,
);

export const MARATHI = lexicon(
  'marathi',
  {
    ...sequence('एक दोन तीन चार पाच सहा सात आठ नऊ दहा अकरा बारा तेरा चौदा पंधरा सोळा सतरा अठरा एकोणीस', 1),
    वीस: 20, पंचवीस: 25, तीस: 30, चाळीस: 40, पन्नास: 50, साठ: 60, सत्तर: 70, ऐंशी: 80, नव्वद: 90, दीड: 1.5, अडीच: 2.5,
  },
  INDIAN_SCALE('शंभर/शे', 'हजार', 'लाख', 'कोटी'),
  fractions('सव्वा', 'साडे', 'पावणे'),
  true,
);

export const GUJARATI = lexicon(
  'gujarati',
  {
    ...sequence('એક બે ત્રણ ચાર પાંચ છ સાત આઠ નવ દસ અગિયાર બાર તેર ચૌદ પંદર સોળ સત્તર અઢાર ઓગણીસ', 1),
    વીસ: 20, પચીસ: 25, ત્રીસ: 30, ચાલીસ: 40, પચાસ: 50, સાઠ: 60, સિત્તેર: 70, એંસી: 80, નેવું: 90, દોઢ: 1.5, અઢી: 2.5, બસો: 200,
  },
  INDIAN_SCALE('સો', 'હજાર', 'લાખ', 'કરોડ'),
  fractions('સવા', 'સાડા', 'પોણા'),
  true,
);

export const PUNJABI = lexicon(
  'punjabi',
  {
    ...sequence('ਇੱਕ ਦੋ ਤਿੰਨ ਚਾਰ ਪੰਜ ਛੇ ਸੱਤ ਅੱਠ ਨੌਂ ਦਸ ਗਿਆਰਾਂ ਬਾਰਾਂ ਤੇਰਾਂ ਚੌਦਾਂ ਪੰਦਰਾਂ', 1),
    ਵੀਹ: 20, ਪੱਚੀ: 25, ਤੀਹ: 30, ਚਾਲੀ: 40, ਪੰਜਾਹ: 50, ਸੱਠ: 60, ਸੱਤਰ: 70, ਅੱਸੀ: 80, ਨੱਬੇ: 90, ਡੇਢ: 1.5, ਢਾਈ: 2.5,
  },
  INDIAN_SCALE('ਸੌ', 'ਹਜ਼ਾਰ/ਹਜਾਰ', 'ਲੱਖ', 'ਕਰੋੜ'),
  fractions('ਸਵਾ', 'ਸਾਢੇ', 'ਪੌਣੇ'),
  false,
);

export const ODIA = lexicon(
  'odia',
  { ...sequence('ଏକ ଦୁଇ ତିନି ଚାରି ପାଞ୍ଚ ଛଅ ସାତ ଆଠ ନଅ ଦଶ', 1), କୋଡ଼ିଏ: 20, ପଚାଶ: 50, ଦେଢ଼: 1.5, ଅଢ଼େଇ: 2.5 },
  INDIAN_SCALE('ଶହ/ଶହେ', 'ହଜାର', 'ଲକ୍ଷ', 'କୋଟି'),
  fractions('ସୱା', 'ସାଢ଼େ', 'ପାଉଣେ'),
  false,
);
