// Tamil, Telugu, Kannada and Malayalam number words. Compounds are written joined, the first part
// in its oblique form (நூற்று, ஆயிரத்து, നൂറ്റ്) and the vowel at the seam merged; the scanner undoes
// the merge (sandhi.ts), so only the parts and their obliques are listed here.
import { INDIAN_SCALE } from './indic.ts';
import { type NumberLexiconSource, sequence, withObliques } from './lexicon.ts';

const dravidian = (name: string, units: Record<string, number>, multipliers: Record<string, number>): NumberLexiconSource => ({
  name,
  order: 'coefficient-first',
  units,
  multipliers,
  fusedCompounds: true,
  sandhi: true,
  caseEndings: true,
});

// நூறு → நூற்று, இருபது → இருபத்து, ஆயிரம் → ஆயிரத்து / ஆயிரத்தி.
const TAMIL_OBLIQUES = [['று', 'ற்று'], ['து', 'த்து'], ['ம்', 'த்து'], ['ம்', 'த்தி']] as const;

export const TAMIL = dravidian(
  'tamil',
  withObliques(
    {
      ...sequence('ஒன்று/ஒரு இரண்டு மூன்று நான்கு/நாலு ஐந்து ஆறு ஏழு எட்டு ஒன்பது பத்து', 1),
      ...sequence('பதினொன்று பன்னிரண்டு பதிமூன்று பதினான்கு பதினைந்து பதினாறு பதினேழு பதினெட்டு பத்தொன்பது', 11),
      ...sequence('இருபது முப்பது நாற்பது ஐம்பது அறுபது எழுபது எண்பது தொண்ணூறு', 20, 10),
      ...sequence('இருநூறு முந்நூறு/முன்னூறு நானூறு ஐந்நூறு/ஐநூறு அறுநூறு எழுநூறு எண்ணூறு தொள்ளாயிரம்', 200, 100),
      மூவாயிரம்: 3000, நாலாயிரம்: 4000, ஐயாயிரம்: 5000, பத்தாயிரம்: 10_000,
    },
    TAMIL_OBLIQUES,
  ),
  withObliques(INDIAN_SCALE('நூறு', 'ஆயிரம்', 'லட்சம்', 'கோடி'), TAMIL_OBLIQUES),
);

export const TELUGU = dravidian(
  'telugu',
  {
    ...sequence('ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది పది', 1),
    ...sequence('పదకొండు పన్నెండు పదమూడు పద్నాలుగు పదిహేను పదహారు పదిహేడు పద్దెనిమిది పంతొమ్మిది', 11),
    ...sequence('ఇరవై ముప్పై నలభై యాభై అరవై డెబ్బై ఎనభై తొంభై', 20, 10),
  },
  INDIAN_SCALE('వంద/వందలు/వందల/నూట/నూరు', 'వెయ్యి/వేలు/వేల', 'లక్ష/లక్షలు/లక్షల', 'కోటి/కోట్లు'),
);

export const KANNADA = dravidian(
  'kannada',
  {
    ...sequence('ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು ಹತ್ತು', 1),
    ...sequence('ಹನ್ನೊಂದು ಹನ್ನೆರಡು ಹದಿಮೂರು ಹದಿನಾಲ್ಕು ಹದಿನೈದು ಹದಿನಾರು ಹದಿನೇಳು ಹದಿನೆಂಟು ಹತ್ತೊಂಬತ್ತು', 11),
    ...sequence('ಇಪ್ಪತ್ತು ಮೂವತ್ತು ನಲವತ್ತು ಐವತ್ತು ಅರವತ್ತು ಎಪ್ಪತ್ತು ಎಂಬತ್ತು ತೊಂಬತ್ತು', 20, 10),
    ...sequence('ಇನ್ನೂರು ಮುನ್ನೂರು ನಾನೂರು ಐನೂರು ಆರುನೂರು ಏಳುನೂರು ಎಂಟುನೂರು ಒಂಬೈನೂರು', 200, 100),
  },
  INDIAN_SCALE('ನೂರು', 'ಸಾವಿರ', 'ಲಕ್ಷ', 'ಕೋಟಿ'),
);

// നൂറ് → നൂറ്റ് / നൂറ്റി, ആയിരം → ആയിരത്തി / ആയിരത്ത്.
const MALAYALAM_OBLIQUES = [['റ്', 'റ്റ്'], ['റ്', 'റ്റി'], ['ം', 'ത്തി'], ['ം', 'ത്ത്']] as const;

export const MALAYALAM = dravidian(
  'malayalam',
  withObliques(
    {
      ...sequence('ഒന്ന്/ഒരു രണ്ട് മൂന്ന് നാല് അഞ്ച് ആറ് ഏഴ് എട്ട് ഒമ്പത് പത്ത്', 1),
      ...sequence('പതിനൊന്ന് പന്ത്രണ്ട് പതിമൂന്ന് പതിനാല് പതിനഞ്ച് പതിനാറ് പതിനേഴ് പതിനെട്ട് പത്തൊമ്പത്', 11),
      ...sequence('ഇരുപത് മുപ്പത് നാൽപത് അമ്പത് അറുപത് എഴുപത് എൺപത് തൊണ്ണൂറ്', 20, 10),
      ...sequence('ഇരുനൂറ് മുന്നൂറ് നാനൂറ് അഞ്ഞൂറ് അറുനൂറ് എഴുനൂറ് എണ്ണൂറ് തൊള്ളായിരം', 200, 100),
      മൂവായിരം: 3000, അയ്യായിരം: 5000, പതിനായിരം: 10_000,
    },
    MALAYALAM_OBLIQUES,
  ),
  withObliques(INDIAN_SCALE('നൂറ്', 'ആയിരം', 'ലക്ഷം', 'കോടി'), MALAYALAM_OBLIQUES),
);
