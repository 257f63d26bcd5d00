// A transcript as words with the numbers chosen as price candidates merged into single words.
// Weak numbers ("two" loaves) stay words unless nothing stronger was said.
import type { LanguageCode } from '../languages.ts';
import { formatCents } from './decimal.ts';
import { normalizeTranscript } from './normalize.ts';
import { type NumberSpan, findNumberSpans, splitNumberWords } from './numberWords/scan.ts';
import { numberLexiconsFor } from './numberWords/registry.ts';
import type { CurrencyCode } from './currency.ts';
import { tokenize } from './tokens.ts';

export interface Word {
  readonly raw: string;
  readonly key: string;
  /** Set when this word is a number that may be the price. */
  readonly number?: NumberSpan;
}

export interface Transcript {
  /** The normalised text, for categorising when the description says too little. */
  readonly text: string;
  readonly words: readonly Word[];
  readonly currency?: CurrencyCode;
}

/** How a word reads in pattern text: chosen numbers as digits; stray digits masked so they never match. */
export function matchKey(word: Word): string {
  if (word.number !== undefined) return formatCents(word.number.cents);
  return /\d/u.test(word.key) ? `#${word.key}` : word.key;
}

export function readTranscript(raw: string, language: LanguageCode): Transcript {
  const normalized = normalizeTranscript(raw, language);
  const lexicons = numberLexiconsFor(language);
  const tokens = splitNumberWords(tokenize(normalized.text), lexicons);
  const spans = findNumberSpans(tokens.map((token) => token.key), lexicons);
  const chosen = spans.some((span) => span.strong) ? spans.filter((span) => span.strong) : spans;
  const words: Word[] = [];
  for (let index = 0; index < tokens.length; ) {
    const span = chosen.find((candidate) => candidate.start === index);
    if (span === undefined) {
      const token = tokens[index];
      if (token !== undefined) words.push(token);
      index += 1;
    } else {
      const digits = formatCents(span.cents);
      words.push({ raw: digits, key: digits, number: span });
      index = span.end;
    }
  }
  return normalized.currency === undefined
    ? { text: normalized.text, words }
    : { text: normalized.text, words, currency: normalized.currency };
}
