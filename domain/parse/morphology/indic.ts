// Indian scripts: case endings and postpositions written onto the word (घरमालकाला, দোকানের,
// கடைக்கு, ಹೋಟೆಲ್‌ನಲ್ಲಿ, ഹോട്ടലിൽ) come off, an oblique -e goes back to its -a, and a final virama,
// Malayalam's chillu letters and the joiners are written one way, so "ഹോട്ടൽ" and "ഹോട്ടലിൽ" meet.
import type { LanguageCode } from '../../languages.ts';
import { letters, type Stemmer, stripSuffixes, unique } from './stems.ts';

// Chillu letters are a consonant with its vowel killed: written as the consonant and a virama.
const CHILLUS: ReadonlyMap<string, string> = new Map([
  ['\u0D7A', '\u0D23\u0D4D'], ['\u0D7B', '\u0D28\u0D4D'], ['\u0D7C', '\u0D30\u0D4D'], ['\u0D7D', '\u0D32\u0D4D'],
  ['\u0D7E', '\u0D33\u0D4D'], ['\u0D7F', '\u0D15\u0D4D'],
]);
const JOINERS = /[\u200C\u200D]/gu;
const FINAL_VIRAMA = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D]$/u;

/** One spelling for matching: joiners dropped, chillus spelled out, no virama at the end. */
export function indicKey(word: string): string {
  let out = '';
  for (const char of word.replace(JOINERS, '')) out += CHILLUS.get(char) ?? char;
  return out.replace(FINAL_VIRAMA, '');
}

// Endings per script, longest first within a script so the longest that fits is also offered.
const DEVANAGARI = [
  'ातल्या', 'तल्या', 'ातला', 'ातली', 'मध्ये', 'मधून', 'साठी', 'कडून', 'कडे', 'च्या', 'ाच्या', 'ाचा', 'ाची', 'ाचे', 'ाचं', 'ाला', 'ाने', 'ात',
  'ाशी', 'वाला', 'वाले', 'वाली', 'ांना', 'ांचा', 'चा', 'ची', 'चे', 'चं', 'ला', 'ना', 'ने', 'शी', 'वर', 'ून', 'हून', 'त', 'ं', 'ों', 'ें',
];
const BENGALI = ['গুলো', 'দের', 'েদের', 'টার', 'টির', 'টাকে', 'েরা', 'ওয়ালা', 'কে', 'ের', 'েৰ', 'তে', 'লৈ', 'টো', 'টা', 'টি', 'খন', 'ৰ', 'র', 'ত', 'ে', 'য়', 'এ'];
const GURMUKHI = ['ਿਆਂ', 'ੀਆਂ', 'ਵਾਲੇ', 'ਵਾਲਾ', 'ਾਂ', 'ੇ', 'ਂ'];
const GUJARATI = ['માંથી', 'વાળા', 'માં', 'ના', 'નો', 'ની', 'નું', 'ને', 'થી', 'એ', 'ે', 'ાં'];
const ODIA = ['ମାନଙ୍କ', 'ମାନେ', 'ପାଇଁ', 'ରେ', 'କୁ', 'ରୁ', 'ଟି', 'ଟା', 'ର'];
const TAMIL = [
  'களுக்கு', 'களை', 'கள்', 'ிலிருந்து', 'லிருந்து', 'ுக்காக', 'க்காக', 'ுக்கு', 'க்கு', 'யில்', 'யில', 'த்தில்', 'ில்', 'ில', 'ின்', 'ுடன்', 'ோட', 'ால்', 'கு', 'ல', 'ை', 'ும்',
];
const TELUGU = ['లకు', 'లను', 'నుండి', 'లోని', 'కోసం', 'కి', 'కు', 'లో', 'ని', 'ను', 'తో', 'లు', 'ల', 'గా'];
const KANNADA = ['ಗಳನ್ನು', 'ಗಳಿಗೆ', 'ಗಳು', 'ದಲ್ಲಿ', 'ನಲ್ಲಿ', 'ಯಲ್ಲಿ', 'ಲ್ಲಿ', 'ದಿಂದ', 'ಿಂದ', 'ವನ್ನು', 'ನ್ನು', 'ಕ್ಕೆ', 'ಿಗೆ', 'ಗೆ', 'ಿನ', 'ದ', 'ನ'];
// Written with chillus spelled out (indicKey runs first).
const MALAYALAM = [
  'ങ്ങളുടെ', 'ങ്ങള്', 'കള്', 'യിലേക്ക്', 'ിലേക്ക്', 'ത്തില്', 'ത്തിലെ', 'ിന്റെ', 'ന്റെ', 'യില്', 'യിലെ', 'ില്', 'ിലെ', 'ിന്', 'ുടെ', 'ക്ക്', 'യും', 'ും', 'ാന്', 'െ',
];

const ENDINGS: Readonly<Partial<Record<LanguageCode, readonly string[]>>> = {
  hi: DEVANAGARI, mr: DEVANAGARI, bn: BENGALI, as: BENGALI, pa: GURMUKHI, gu: GUJARATI, or: ODIA, ta: TAMIL, te: TELUGU,
  kn: KANNADA, ml: MALAYALAM,
};

// The oblique form of a noun in -ā ends in -e (रिक्शे, ਢਾਬੇ) or, before an ending, -yā (दवाखान्या).
const OBLIQUE: ReadonlyArray<readonly [string, string]> = [
  ['\u0947', '\u093E'], ['\u094D\u092F\u093E', '\u093E'], ['\u0A47', '\u0A3E'], ['\u0ABE', '\u0AC1\u0A82'], ['\u0AC7', '\u0ABE'],
];

// A final consonant doubles before a vowel ending (മെക്കാനിക് + ിന് = മെക്കാനിക്കിന്): undouble it.
const GEMINATE = /(\p{L})[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D]\1$/u;

function oblique(stem: string): string[] {
  const undoubled = GEMINATE.test(stem) ? [stem.replace(GEMINATE, '$1')] : [];
  return [...undoubled, ...OBLIQUE.filter(([from]) => stem.endsWith(from)).map(([from, to]) => stem.slice(0, stem.length - from.length) + to)];
}

/** The stemmer of an Indian language written in its own script. */
export function indicStemmer(language: LanguageCode): Stemmer {
  const endings = (ENDINGS[language] ?? []).map(indicKey);
  return (word) => {
    const key = indicKey(word);
    const once = stripSuffixes(key, endings, 2);
    const twice = once.flatMap((stem) => stripSuffixes(stem, endings, 2));
    const stems = [key, ...once, ...twice];
    return unique([...stems, ...stems.flatMap(oblique)].map(indicKey).filter((stem) => letters(stem) >= 2));
  };
}
