// Number words of the other Indian languages: units, the common tens and the hundred, thousand, lakh
// and crore words. Tamil, Kannada and Malayalam fuse irregular hundreds, so those are listed whole.
import { type NumberLexiconSource, sequence } from './lexicon.ts';

const INDIAN_SCALE = (hundred: string, thousand: string, lakh: string, crore: string): Record<string, number> => ({
  ...Object.fromEntries(hundred.split('/').map((word) => [word, 100])),
  ...Object.fromEntries(thousand.split('/').map((word) => [word, 1000])),
  ...Object.fromEntries(lakh.split('/').map((word) => [word, 100_000])),
  ...Object.fromEntries(crore.split('/').map((word) => [word, 10_000_000])),
});

const lexicon = (name: string, units: Record<string, number>, multipliers: Record<string, number>, fused = false): NumberLexiconSource => ({
  name,
  order: 'coefficient-first',
  units,
  multipliers,
  fusedCompounds: fused,
});

export const BENGALI = lexicon(
  'bengali',
  { ...sequence('এক দুই/দু তিন চার পাঁচ ছয় সাত আট নয় দশ', 1), বিশ: 20, ত্রিশ: 30, চল্লিশ: 40, পঞ্চাশ: 50, দেড়: 1.5, আড়াই: 2.5 },
  INDIAN_SCALE('শো/শ/শত', 'হাজার', 'লাখ/লক্ষ', 'কোটি'),
  true,
);

export const ASSAMESE = lexicon(
  'assamese',
  { ...sequence('এক দুই তিনি চাৰি পাঁচ ছয় সাত আঠ ন দহ', 1), বিশ: 20, পঞ্চাশ: 50, এশ: 100 },
  INDIAN_SCALE('শ', 'হাজাৰ', 'লাখ', 'কোটি'),
  true,
);

export const MARATHI = lexicon(
  'marathi',
  { ...sequence('एक दोन तीन चार पाच सहा सात आठ नऊ दहा', 1), वीस: 20, तीस: 30, चाळीस: 40, पन्नास: 50, दीड: 1.5, अडीच: 2.5 },
  INDIAN_SCALE('शंभर/शे', 'हजार', 'लाख', 'कोटी'),
  true,
);

export const GUJARATI = lexicon(
  'gujarati',
  { ...sequence('એક બે ત્રણ ચાર પાંચ છ સાત આઠ નવ દસ', 1), વીસ: 20, ત્રીસ: 30, ચાલીસ: 40, પચાસ: 50, દોઢ: 1.5, અઢી: 2.5, બસો: 200 },
  INDIAN_SCALE('સો', 'હજાર', 'લાખ', 'કરોડ'),
  true,
);

export const PUNJABI = lexicon(
  'punjabi',
  { ...sequence('ਇੱਕ ਦੋ ਤਿੰਨ ਚਾਰ ਪੰਜ ਛੇ ਸੱਤ ਅੱਠ ਨੌਂ ਦਸ', 1), ਵੀਹ: 20, ਤੀਹ: 30, ਚਾਲੀ: 40, ਪੰਜਾਹ: 50, ਡੇਢ: 1.5, ਢਾਈ: 2.5 },
  INDIAN_SCALE('ਸੌ', 'ਹਜ਼ਾਰ/ਹਜਾਰ', 'ਲੱਖ', 'ਕਰੋੜ'),
);

export const ODIA = lexicon(
  'odia',
  { ...sequence('ଏକ ଦୁଇ ତିନି ଚାରି ପାଞ୍ଚ ଛଅ ସାତ ଆଠ ନଅ ଦଶ', 1), କୋଡ଼ିଏ: 20, ପଚାଶ: 50 },
  INDIAN_SCALE('ଶହ/ଶହେ', 'ହଜାର', 'ଲକ୍ଷ', 'କୋଟି'),
);

export const TAMIL = lexicon(
  'tamil',
  {
    ...sequence('ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது பத்து', 1),
    இருபது: 20, முப்பது: 30, நாற்பது: 40, ஐம்பது: 50,
    ...sequence('இருநூறு முந்நூறு/முன்னூறு நானூறு ஐந்நூறு/ஐநூறு அறுநூறு எழுநூறு எண்ணூறு தொள்ளாயிரம்', 200, 100),
    இரண்டாயிரம்: 2000, மூவாயிரம்: 3000, நாலாயிரம்: 4000, ஐயாயிரம்: 5000, பத்தாயிரம்: 10_000,
  },
  INDIAN_SCALE('நூறு', 'ஆயிரம்', 'லட்சம்', 'கோடி'),
);

export const TELUGU = lexicon(
  'telugu',
  { ...sequence('ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది పది', 1), ఇరవై: 20, ముప్పై: 30, నలభై: 40, యాభై: 50 },
  INDIAN_SCALE('వంద/వందలు/వందల', 'వెయ్యి/వేలు/వేల', 'లక్ష/లక్షలు/లక్షల', 'కోటి/కోట్లు'),
);

export const KANNADA = lexicon(
  'kannada',
  {
    ...sequence('ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು ಹತ್ತು', 1),
    ಇಪ್ಪತ್ತು: 20, ಮೂವತ್ತು: 30, ನಲವತ್ತು: 40, ಐವತ್ತು: 50,
    ...sequence('ಇನ್ನೂರು ಮುನ್ನೂರು ನಾನೂರು ಐನೂರು ಆರುನೂರು ಏಳುನೂರು ಎಂಟುನೂರು ಒಂಬೈನೂರು', 200, 100),
  },
  INDIAN_SCALE('ನೂರು', 'ಸಾವಿರ', 'ಲಕ್ಷ', 'ಕೋಟಿ'),
);

export const MALAYALAM = lexicon(
  'malayalam',
  {
    ...sequence('ഒന്ന് രണ്ട് മൂന്ന് നാല് അഞ്ച് ആറ് ഏഴ് എട്ട് ഒമ്പത് പത്ത്', 1),
    ഇരുപത്: 20, മുപ്പത്: 30, നാൽപത്: 40, അമ്പത്: 50,
    ...sequence('ഇരുനൂറ് മുന്നൂറ് നാനൂറ് അഞ്ഞൂറ് അറുനൂറ് എഴുനൂറ് എണ്ണൂറ് തൊള്ളായിരം', 200, 100),
    രണ്ടായിരം: 2000, മൂവായിരം: 3000, അയ്യായിരം: 5000, പതിനായിരം: 10_000,
  },
  INDIAN_SCALE('നൂറ്', 'ആയിരം', 'ലക്ഷം', 'കോടി'),
);
