// Words that bind a number to something other than the price: units of measure ("2 kilo", "kilo 2",
// "5 kg") and labels ("route 46", "बस नंबर 335"). Numbers beside them count things; they never price them.
import { fold } from './fold.ts';

const UNITS = new Set(
  `kg kgs kilo kilos kilogram kilograms kilogramme g gm gms gram grams gramme grammes l lt ltr ltrs litre litres liter
  liters lita ml pcs pc pieces packet packets pkt bags sacs sac sachets mita metre metres meter meters
  किलो किग्रा ग्राम लीटर लिटर کلو کلوگرام گرام لیٹر কেজি কিলো গ্রাম লিটার কিলোগ্রাম કિલો ગ્રામ લીટર ਕਿਲੋ ਗ੍ਰਾਮ ਲੀਟਰ
  କିଲୋ ଗ୍ରାମ ଲିଟର କେଜି கிலோ லிட்டர் கிராம் కిలో కిలోలు కేజీ లీటర్ లీటర్లు గ్రాములు ಕೆಜಿ ಕಿಲೋ ಲೀಟರ್ ಗ್ರಾಂ കിലോ ലിറ്റർ
  ഗ്രാം ኪሎ ሊትር ግራም كيلو كغ كجم لتر غرام جرام kilo`.split(/\s+/u).filter(Boolean).map(fold),
);

const LABELS = new Set(
  `number no nr namba nambari route plot house flat room seat nambar नंबर नम्बर संख्या نمبر رقم নম্বর નંબર ਨੰਬਰ ନମ୍ବର
  நம்பர் నంబర్ ನಂಬರ್ നമ്പർ ቁጥር numero`.split(/\s+/u).filter(Boolean).map(fold),
);

/** True when the words at start..end are a quantity or a label: a unit just before or after, or a label before. */
export function isBoundNumber(keys: readonly string[], start: number, end: number): boolean {
  const before = keys[start - 1];
  const after = keys[end];
  return (before !== undefined && (UNITS.has(before) || LABELS.has(before))) || (after !== undefined && UNITS.has(after));
}

/** Units as a RegExp alternation of Latin spellings, for digit grouping to leave "kilo 5 650" apart. */
export const LATIN_UNIT_WORDS = [...UNITS].filter((unit) => /^[a-z]+$/u.test(unit));
