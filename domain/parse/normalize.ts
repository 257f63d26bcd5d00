// Cleans a transcript before parsing: one digit alphabet, no grouping, shorthands expanded, currency
// lifted out, punctuation gone, Latin lower-cased. Vowel signs, viramas and tone marks are never removed.
import type { LanguageCode } from '../languages.ts';
import { type CurrencyCode, resolveCurrency, stripCurrencyMarks, stripCurrencyWords } from './currency.ts';
import { digitsToAscii } from './digits.ts';
import { ungroupDigits } from './grouping.ts';
import { expandShorthands } from './shorthand.ts';

export interface NormalizedTranscript {
  /** Words and ASCII numbers separated by single spaces. */
  readonly text: string;
  /** Set when the transcript named exactly one currency. */
  readonly currency?: CurrencyCode;
}

/**
 * Spoken expenses are a sentence; the cap bounds the work done on pasted or hostile input.
 * @public Read through parse/index.ts.
 */
export const MAX_TRANSCRIPT_LENGTH = 500;

const APOSTROPHES = /[’‘ʼ`´]/gu;
// Everything that is neither a letter, a mark, a digit, an apostrophe nor a point between digits.
// Joiners (U+200C, U+200D) are kept: Malayalam and Bengali spelling depends on them.
const PUNCTUATION = /[^\p{L}\p{M}\p{N}'.\u200C\u200D]|(?<!\d)\.|\.(?!\d)/gu;
const LETTER_THEN_DIGIT = /(?<=[\p{L}\p{M}])(?=\d)|(?<=\d)(?=[\p{L}\p{M}])/gu;

export function normalizeTranscript(raw: string, language: LanguageCode): NormalizedTranscript {
  const capped = raw.length > MAX_TRANSCRIPT_LENGTH ? raw.slice(0, MAX_TRANSCRIPT_LENGTH) : raw;
  const digits = digitsToAscii(capped.normalize('NFC'));
  const marks = stripCurrencyMarks(digits, language);
  const plain = expandShorthands(ungroupDigits(marks.text.toLowerCase(), language))
    .replace(APOSTROPHES, "'")
    .replace(PUNCTUATION, ' ')
    .replace(LETTER_THEN_DIGIT, ' ');
  const words = plain
    .split(/\s+/u)
    .map((word) => word.replace(/'+$/u, ''))
    .filter((word) => word !== '' && word !== "'");
  const currencyWords = stripCurrencyWords(words);
  const currency = resolveCurrency([...marks.markers, ...currencyWords.markers]);
  const text = currencyWords.words.join(' ');
  return currency === undefined ? { text } : { text, currency };
}
