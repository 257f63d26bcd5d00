// Finds where a keyword occurs in folded text, by the rule that fits its script and length.
// Short Latin words must be whole words ("bus" is not in "business"); long words and stems may sit
// inside words; short words in other scripts must start a word, allowing a short suffix or an Arabic or Amharic prefix.
import { fold, isAgglutinativeScript, isLatinWord } from './fold.ts';

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface FoldedText {
  readonly text: string;
  readonly words: readonly { readonly key: string; readonly start: number }[];
  /** Where each whole word starts; a French elision's bare word too ("l'eau" also indexes "eau"). */
  readonly starts: ReadonlyMap<string, readonly number[]>;
}

export type KeywordFinder = (folded: FoldedText) => readonly Span[];

const WORD = /[\p{L}\p{M}\p{N}'\u200C\u200D]+/gu;

/** A text folded, its words one space apart: how a phrase and a keyword are compared. */
export const foldedKey = (text: string): string => fold(text).split(/\s+/u).filter(Boolean).join(' ');

/** Folds once for all keywords; words are runs of letters, marks, digits and apostrophes. */
export function foldText(text: string): FoldedText {
  const folded = foldedKey(text);
  const words = [...folded.matchAll(WORD)].map((match) => ({ key: match[0], start: match.index }));
  const starts = new Map<string, number[]>();
  const index = (key: string, start: number) => starts.set(key, [...(starts.get(key) ?? []), start]);
  for (const { key, start } of words) {
    index(key, start);
    const elided = key.lastIndexOf("'") + 1;
    if (elided > 0 && elided < key.length) index(key.slice(elided), start + elided);
  }
  return { text: folded, words, starts };
}

// Folded forms of the Arabic article and one-letter proclitics (and, with, for, like, so), and the
// Amharic prepositions written onto the word (ለሐኪም "for the doctor", የቤት "of the house").
const ARABIC_PREFIXES = ['', 'ال', 'و', 'ب', 'ل', 'ف', 'ک', 'لل', 'بال', 'وال', 'فال', 'کال', 'وب', 'ول'];
const ETHIOPIC_PREFIXES = ['', 'ለ', 'በ', 'የ', 'ከ', 'ወደ'];

function prefixesOf(key: string): readonly string[] {
  if (/\p{Script=Arabic}/u.test(key)) return ARABIC_PREFIXES;
  return /\p{Script=Ethiopic}/u.test(key) ? ETHIOPIC_PREFIXES : [''];
}
const SHORT_WORD = 3;
const SHORT_SUFFIX = 2;

// Every keyword of a language runs on every phrase, and nearly all miss: a miss allocates nothing.
const NONE: readonly Span[] = [];
const NO_STARTS: readonly number[] = [];

function substring(key: string): KeywordFinder {
  return ({ text }) => {
    let at = text.indexOf(key);
    if (at < 0) return NONE;
    const spans: Span[] = [];
    for (; at >= 0; at = text.indexOf(key, at + 1)) spans.push({ start: at, end: at + key.length });
    return spans;
  };
}

/** A whole word, or its English plural ("bills", "buses"), or after a French elision ("l'eau"). */
function wholeWord(key: string): KeywordFinder {
  const forms = [key, `${key}s`, `${key}es`];
  return ({ starts }) => {
    let spans: Span[] | undefined;
    for (const form of forms) {
      for (const start of starts.get(form) ?? NO_STARTS) (spans ??= []).push({ start, end: start + key.length });
    }
    return spans ?? NONE;
  };
}

function wordStart(key: string): KeywordFinder {
  const length = [...key].length;
  const suffixAllowance = length > 2 && isAgglutinativeScript(key) ? Number.POSITIVE_INFINITY : SHORT_SUFFIX;
  const prefixes = prefixesOf(key);
  return ({ words }) => {
    let spans: Span[] | undefined;
    for (const { key: word, start } of words) {
      if (!word.includes(key)) continue;
      const prefix = prefixes.find((candidate) => word.startsWith(candidate + key));
      if (prefix === undefined || [...word.slice(prefix.length + key.length)].length > suffixAllowance) continue;
      (spans ??= []).push({ start: start + prefix.length, end: start + prefix.length + key.length });
    }
    return spans ?? NONE;
  };
}

/** `stems`: the language's Latin keywords are stems that noun prefixes attach to (Zulu). */
export function keywordFinder(keyword: string, stems: boolean): KeywordFinder {
  const key = foldedKey(keyword);
  if (key === '') return () => [];
  if (isLatinWord(key)) {
    const long = key.includes(' ') || key.length >= 6 || (stems && key.length >= 4);
    return long ? substring(key) : wholeWord(key);
  }
  return [...key].length <= SHORT_WORD && !key.includes(' ') ? wordStart(key) : substring(key);
}
