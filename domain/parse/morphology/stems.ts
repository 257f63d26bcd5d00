// What every family's stemmer shares: a word in, the forms a dictionary might hold it under out.
// Input is a folded word (parse/fold.ts); the word itself always comes first, then shorter forms.

/** A stemmer: the candidate dictionary forms of one folded word, the word itself first. */
export type Stemmer = (word: string) => readonly string[];

/** The length of a word in letters (code points), as Indic and Ethiopic words are counted. */
export const letters = (word: string): number => [...word].length;

/**
 * The word less each suffix it ends with, keeping at least `keep` letters; with `then`, the stripped
 * stem may also take another ending (an oblique -e back to its -a).
 */
export function stripSuffixes(word: string, suffixes: readonly string[], keep: number): string[] {
  const out: string[] = [];
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && letters(word) - letters(suffix) >= keep) out.push(word.slice(0, word.length - suffix.length));
  }
  return out;
}

/** The word less each prefix it starts with, keeping at least `keep` letters. */
export function stripPrefixes(word: string, prefixes: readonly string[], keep: number): string[] {
  const out: string[] = [];
  for (const prefix of prefixes) {
    if (word.startsWith(prefix) && letters(word) - letters(prefix) >= keep) out.push(word.slice(prefix.length));
  }
  return out;
}

/** In order, without repeats. */
export function unique(forms: readonly string[]): string[] {
  return [...new Set(forms)];
}
