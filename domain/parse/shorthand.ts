// Written amount shorthands to plain digits: "1.5k", "2 lakh", "1.2 लाख", "1 crore", "3 கோடி".
// Exact: the decimal point is moved, never multiplied in floating point. Spelled-out numbers are not here.
import { escapeRegExp } from './fold.ts';
import { shiftDecimal } from './decimal.ts';

const LAKH_WORDS = [
  'lakh', 'lakhs', 'lac', 'lacs', 'laakh', 'लाख', 'লাখ', 'লক্ষ', 'લાખ', 'ਲੱਖ', 'லட்சம்', 'லட்சம', 'లక్ష',
  'లక్షలు', 'లక్షల', 'ಲಕ್ಷ', 'ലക്ഷം', 'ଲକ୍ଷ', 'لاکھ',
];
const CRORE_WORDS = [
  'crore', 'crores', 'cr', 'करोड़', 'करोड', 'कोटी', 'কোটি', 'કરોડ', 'ਕਰੋੜ', 'கோடி', 'కోటి', 'కోట్లు', 'ಕೋಟಿ',
  'കോടി', 'କୋଟି', 'کروڑ',
];

const alternatives = (words: readonly string[]): string =>
  words.map((word) => escapeRegExp(word.normalize('NFC'))).sort((a, b) => b.length - a.length).join('|');

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const WORD_END = '(?![\\p{L}\\p{M}\\p{N}])';

// "k" must touch the number: "2 k" is too rare to outweigh a stray letter.
const THOUSANDS = new RegExp(`(?<![\\d.])${NUMBER}k${WORD_END}`, 'gu');
const LAKHS = new RegExp(`(?<![\\d.])${NUMBER}\\s?(?:${alternatives(LAKH_WORDS)})${WORD_END}`, 'gu');
const CRORES = new RegExp(`(?<![\\d.])${NUMBER}\\s?(?:${alternatives(CRORE_WORDS)})${WORD_END}`, 'gu');

/** Expects lower-cased NFC text with ASCII digits and no grouping separators. */
export function expandShorthands(text: string): string {
  return text
    .replace(THOUSANDS, (_, value: string) => shiftDecimal(value, 3))
    .replace(LAKHS, (_, value: string) => shiftDecimal(value, 5))
    .replace(CRORES, (_, value: string) => shiftDecimal(value, 7));
}
