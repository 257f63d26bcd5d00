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

/**
 * What a text must hold before a finder can find anything in it: one of these whole words, or these
 * first characters of its key somewhere (null: nothing, ever). keywordIndex files finders by it.
 */
type Needs = { readonly words: readonly string[] } | { readonly chars: string } | null;

export interface KeywordFinder {
  (folded: FoldedText): readonly Span[];
  readonly needs: Needs;
}

/** How many of a key's first characters file it: three tell most keys apart, where two left dozens alike ("ma", "ch"). */
const ANCHOR = 3;

const finder = (find: (folded: FoldedText) => readonly Span[], needs: Needs): KeywordFinder => Object.assign(find, { needs });

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

/**
 * The phrase with each word also filed under the forms a language's morphology reads it as (hayar,
 * "rent of", under haya: the Hausa genitive linker), so a listed word is found as people inflect it.
 * A form stands where it sits in its word, or at the word's start where the morphology changed letters.
 */
export function withForms(folded: FoldedText, formsOf: (word: string) => readonly string[]): FoldedText {
  const starts = new Map(folded.starts);
  for (const { key, start } of folded.words) {
    for (const form of formsOf(key)) {
      const at = start + Math.max(key.indexOf(form), 0);
      const known = starts.get(form) ?? NO_STARTS;
      if (!known.includes(at)) starts.set(form, [...known, at]);
    }
  }
  return { ...folded, starts };
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

// Most candidates a phrase is read by still miss (keywordIndex): a miss allocates nothing.
const NONE: readonly Span[] = [];
const NO_STARTS: readonly number[] = [];

function substring(key: string): KeywordFinder {
  return finder(({ text }) => {
    let at = text.indexOf(key);
    if (at < 0) return NONE;
    const spans: Span[] = [];
    for (; at >= 0; at = text.indexOf(key, at + 1)) spans.push({ start: at, end: at + key.length });
    return spans;
  }, { chars: key.slice(0, ANCHOR) });
}

/** A whole word, or its English plural ("bills", "buses"), or after a French elision ("l'eau"). */
function wholeWord(key: string): KeywordFinder {
  const forms = [key, `${key}s`, `${key}es`];
  return finder(({ starts }) => {
    let spans: Span[] | undefined;
    for (const form of forms) {
      for (const start of starts.get(form) ?? NO_STARTS) (spans ??= []).push({ start, end: start + key.length });
    }
    return spans ?? NONE;
  }, { words: forms });
}

function wordStart(key: string): KeywordFinder {
  const length = [...key].length;
  const suffixAllowance = length > 2 && isAgglutinativeScript(key) ? Number.POSITIVE_INFINITY : SHORT_SUFFIX;
  const prefixes = prefixesOf(key);
  // The key stands inside a word of the text, so the text holds its first characters.
  return finder(({ words }) => {
    let spans: Span[] | undefined;
    for (const { key: word, start } of words) {
      if (!word.includes(key)) continue;
      const prefix = prefixes.find((candidate) => word.startsWith(candidate + key));
      if (prefix === undefined || [...word.slice(prefix.length + key.length)].length > suffixAllowance) continue;
      (spans ??= []).push({ start: start + prefix.length, end: start + prefix.length + key.length });
    }
    return spans ?? NONE;
  }, { chars: key.slice(0, ANCHOR) });
}

/** `stems`: the language's Latin keywords are stems that noun prefixes attach to (Zulu). */
export function keywordFinder(keyword: string, stems: boolean): KeywordFinder {
  const key = foldedKey(keyword);
  if (key === '') return finder(() => NONE, null);
  if (isLatinWord(key)) {
    const long = key.includes(' ') || key.length >= 6 || (stems && key.length >= 4);
    return long ? substring(key) : wholeWord(key);
  }
  return [...key].length <= SHORT_WORD && !key.includes(' ') ? wordStart(key) : substring(key);
}

/**
 * The entries whose finder could find something in a text, in their order: the finders filed by what
 * they need (a whole word, or a key's first characters), so a phrase is read only by the
 * handful of a language's keywords it could hold, not by all of them. Running each candidate's own
 * finder then gives exactly what running every finder would (keywordMatch.test.ts).
 */
export function keywordIndex<T extends { readonly find: KeywordFinder }>(entries: readonly T[]): (folded: FoldedText) => T[] {
  const byWord = new Map<string, number[]>();
  const byChars = new Map<string, number[]>();
  const file = (map: Map<string, number[]>, key: string, at: number) => {
    const filed = map.get(key);
    if (filed === undefined) map.set(key, [at]);
    else if (filed.at(-1) !== at) filed.push(at);
  };
  entries.forEach((entry, at) => {
    const { needs } = entry.find;
    if (needs === null) return;
    if ('words' in needs) for (const word of needs.words) file(byWord, word, at);
    else file(byChars, needs.chars, at);
  });
  const lengths = [...new Set([...byChars.keys()].map((chars) => chars.length))];
  return (folded) => {
    const found = new Set<number>();
    const add = (filed: readonly number[] | undefined) => {
      if (filed !== undefined) for (const at of filed) found.add(at);
    };
    for (const word of folded.starts.keys()) add(byWord.get(word));
    const { text } = folded;
    for (let at = 0; at < text.length; at += 1) {
      for (const length of lengths) add(byChars.get(text.slice(at, at + length)));
    }
    return [...found].sort((a, b) => a - b).flatMap((at) => {
      const entry = entries[at];
      return entry === undefined ? [] : [entry];
    });
  };
}
