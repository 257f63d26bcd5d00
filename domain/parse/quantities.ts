// Words that bind a number to something other than the price: units of measure ("2 kilo", "kilo 2",
// "5 kg"), labels ("route 46", "बस नंबर 335", "ligne 12"), clock times ("at 8 pm", "9 बजे") and days
// of the month ("the 5th", "10 तारीख", "10వ తేదీ", "tarehe 5"). Numbers beside them count, name or
// time things; they never price them.
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
  நம்பர் నంబర్ ನಂಬರ್ നമ്പർ ቁጥር numero ligne line خط`.split(/\s+/u).filter(Boolean).map(fold),
);

// After the hour: "8 pm", "7 heures", "9 बजे"; before it: "saa 8" (Swahili), "الساعة 8".
const CLOCK_AFTER = new Set(
  `am pm a.m p.m h hrs heures heure o'clock oclock uur बजे वाजता વાગે ਵਜੇ بجے മണിക്ക് மணிக்கு గంటలకు ಗಂಟೆಗೆ ሰዓት`.split(/\s+/u).filter(Boolean).map(fold),
);
const CLOCK_BEFORE = new Set(['saa', 'الساعة', 'ساعة', 'ngo'].map(fold));

// A day of the month: an ordinal ending split off its digits ("5th" → 5 th, "10వ", "10ஆம்", "১০ই"),
// or the word for the date after the number ("10 तारीख") or before it ("tarehe 5", "يوم 10").
const DATE_AFTER = new Set(
  `st nd rd th eme ème er tarikh tarik tareekh tarakh तारीख तारीखको तारीखला तारखेला तारखेस तारिख वां वीं वें व्या
  ਤਰੀਕ ਤਾਰੀਖ ਵੀਂ ਵਾਂ તારીખ તારીખે મી મો তারিখ তারিখে তাৰিখ তাৰিখে ই ତାରିଖ ତାରିଖରେ تاریخ தேதி ஆம் ம்
  తేదీ తేదీన వ ತಾರೀಖು ತಾರೀಖಿನಂದು ನೇ തീയതി ാം ാമത്തെ ቀን`.split(/\s+/u).filter(Boolean).map(fold),
);
const DATE_BEFORE = new Set(['tarehe', 'يوم', 'date', 'dated', 'ቀን'].map(fold));

/** True when the words at start..end are a quantity, a label or a time: a unit, label or clock word beside them. */
export function isBoundNumber(keys: readonly string[], start: number, end: number): boolean {
  const before = keys[start - 1];
  const after = keys[end];
  const boundBefore = before !== undefined && (UNITS.has(before) || LABELS.has(before) || CLOCK_BEFORE.has(before) || DATE_BEFORE.has(before));
  return boundBefore || (after !== undefined && (UNITS.has(after) || CLOCK_AFTER.has(after) || DATE_AFTER.has(after)));
}

/** Units and labels as Latin spellings, for digit grouping to leave "kilo 5 650" and "ligne 12 300" apart. */
export const LATIN_BINDING_WORDS = [...UNITS, ...LABELS].filter((unit) => /^[a-z]+$/u.test(unit));
