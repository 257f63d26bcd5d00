// Expense patterns for the Indian languages: "{item} {amount}" and "{amount} {item}" with the verbs
// (दिए, কৰিলোঁ, கொடுத்தேன்) and postpositions that make the price explicit, native script and romanised.
import { AMOUNT, anyOf, fillerWords, type Grammar, ITEM, LEAD, pattern, TAIL } from './pattern.ts';

interface IndicWords {
  readonly code: string;
  /** "gave", "spent", "paid", "filled", "took" as said after an amount. */
  readonly verbs: string;
  /** Postpositions and particles: for, of, to, on. */
  readonly particles: string;
  /** Pronouns and time words. */
  readonly others: string;
}

function indicGrammar({ code, verbs, particles, others }: IndicWords): Grammar {
  const verb = anyOf(verbs);
  const particle = anyOf(particles);
  return {
    patterns: [
      pattern(`${code}.item-amount-gave`, 'explicit', `^${ITEM} (?:${particle} )*${AMOUNT} ${verb}${TAIL}$`),
      pattern(`${code}.amount-item-gave`, 'explicit', `^${LEAD}${AMOUNT} (?:${particle} )*${ITEM} ${verb}${TAIL}$`),
    ],
    fillers: fillerWords(`${verbs} ${particles} ${others}`),
  };
}

// Romanised Hindi is typed by speakers of every Indian language, so it joins each of them.
const ROMAN = {
  verbs: 'diye diya di de_diye dediye kharch kharche kharcha kiye kiya lage laga lagaye bhare bhara bharwaya dalwaya chukaye liye liya kharida kharide kharidi',
  particles: 'ke_liye liye ka ke ki ko par pe me mein main wale wala',
  others: 'maine mene aaj kal abhi hue hua huye ho gaye gye khaya khayi khaye',
};

const HINDUSTANI_VERBS = `${ROMAN.verbs} दिए दिये दिया दी दे खर्च खर्चे किए किये किया लगे लगा भरे भरा भरवाया डलवाया चुकाए चुकाये लिए लिया खरीदा खरीदे खरीदी
  دیے دیئے دیا دی خرچ کیے کئے کیا لگے لگا بھرے بھرا لیا لیے خریدا خریدے خریدی`;
const HINDUSTANI_PARTICLES = `${ROMAN.particles} के_लिए लिए का के की को पर में वाले वाला کے_لیے کے_لئے لیے لئے کا کے کی کو پر میں والے`;

export const HINDUSTANI_GRAMMAR: Grammar = (() => {
  const base = indicGrammar({ code: 'hi', verbs: HINDUSTANI_VERBS, particles: HINDUSTANI_PARTICLES, others: `${ROMAN.others} मैंने आज कल अभी हुए हुआ हो गए गये खाया खाई खाए میں نے آج کل ہوئے ہوا ہو گئے کھایا` });
  // "200 का खाना", "50 ki chai": the price first, joined to the item by of.
  const priceFirst = pattern('hi.amount-ka-item', 'explicit', `^${LEAD}${AMOUNT} ${anyOf('ka ki ke का की के کا کی کے')} ${ITEM}$`);
  return { ...base, patterns: [...base.patterns, priceFirst] };
})();

/** An Indian language's own words plus romanised Hindi. */
function withRoman(code: string, verbs: string, particles: string, others: string): Grammar {
  return indicGrammar({
    code,
    verbs: `${verbs} ${ROMAN.verbs}`,
    particles: `${particles} ${ROMAN.particles}`,
    others: `${others} ${ROMAN.others}`,
  });
}

export const BENGALI_GRAMMAR = withRoman('bn', 'দিলাম দিয়েছি খরচ করলাম করেছি লাগল লাগলো কিনলাম কিনেছি', 'এর জন্য বাবদ', 'আজ কাল আমি');
export const ASSAMESE_GRAMMAR = withRoman('as', 'দিলোঁ দিলো খৰচ কৰিলোঁ কৰিলো লাগিল কিনিলোঁ', 'বাবে ৰ', 'আজি কালি মই');
export const MARATHI_GRAMMAR = withRoman('mr', 'दिले दिला दिली खर्च केले केला लागले भरले घेतले घेतला विकत', 'साठी ला चे चा ची', 'आज काल मी');
export const GUJARATI_GRAMMAR = withRoman('gu', 'આપ્યા આપ્યાં આપ્યો ખર્ચ્યા ખર્ચ કર્યા ચૂકવ્યા ભર્યા ખરીદ્યા લીધા', 'માટે ના નો ની નું', 'આજે કાલે મેં');
export const PUNJABI_GRAMMAR = withRoman('pa', 'ਦਿੱਤੇ ਦਿੱਤਾ ਖਰਚੇ ਖਰਚ ਕੀਤੇ ਭਰੇ ਲੱਗੇ ਖਰੀਦਿਆ ਲਿਆ', 'ਲਈ ਦੇ ਦਾ ਦੀ ਨੂੰ ਤੇ ਵਿੱਚ', 'ਅੱਜ ਕੱਲ੍ਹ ਮੈਂ');
export const ODIA_GRAMMAR = withRoman('or', 'ଦେଲି ଖର୍ଚ୍ଚ କଲି ଭରିଲି ଲାଗିଲା କିଣିଲି', 'ପାଇଁ ର', 'ଆଜି କାଲି ମୁଁ');
export const TAMIL_GRAMMAR = withRoman('ta', 'கொடுத்தேன் செலவு செய்தேன் செலவழித்தேன் கட்டினேன் ஆனது வாங்கினேன்', 'க்கு க்காக', 'இன்று நேற்று நான்');
export const TELUGU_GRAMMAR = withRoman('te', 'ఇచ్చాను ఖర్చు చేశాను కట్టాను పెట్టాను అయ్యింది కొన్నాను', 'కి కు కోసం', 'ఈరోజు నిన్న నేను');
export const KANNADA_GRAMMAR = withRoman('kn', 'ಕೊಟ್ಟೆ ಖರ್ಚು ಮಾಡಿದೆ ಕಟ್ಟಿದೆ ಆಯಿತು ಕೊಂಡೆ ಖರೀದಿಸಿದೆ', 'ಗೆ ಕ್ಕೆ ಗಾಗಿ', 'ಇಂದು ನಿನ್ನೆ ನಾನು');
export const MALAYALAM_GRAMMAR = withRoman('ml', 'കൊടുത്തു ചെലവായി ചെലവ് അടച്ചു ആയി വാങ്ങി', 'ന് ക്ക് വേണ്ടി', 'ഇന്ന് ഇന്നലെ ഞാൻ');
