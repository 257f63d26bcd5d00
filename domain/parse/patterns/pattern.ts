// The shape of an expense pattern and the pieces patterns are written with.
// Patterns run on folded words joined by single spaces, with every chosen number written in digits.
import { escapeRegExp, fold } from '../fold.ts';

/** explicit: a verb or preposition says which number is the price. positional: only word order does. */
export type PatternKind = 'explicit' | 'positional';

export interface ExpensePattern {
  readonly id: string;
  readonly kind: PatternKind;
  /** Named groups: amount (required), item, lead and tail (optional), all whole words. */
  readonly regex: RegExp;
  /** Glued prepositions to take off the item's first word, e.g. Arabic للكهرباء → الكهرباء. */
  readonly itemPrefixes?: ReadonlyArray<readonly [from: string, to: string]>;
}

/** What a language contributes: its patterns (tried in order) and the words a description drops. */
export interface Grammar {
  readonly patterns: readonly ExpensePattern[];
  /** Words that carry no item meaning at a description's edges: pronouns, verbs, prepositions, "today". */
  readonly fillers: readonly string[];
  /** Inflected verb forms too many to list (Swahili ni-me-nunua, tu-li-nunua). */
  readonly fillerForms?: readonly RegExp[];
  /** French: take l', d', j' off the description's first word. */
  readonly elisions?: boolean;
  /** Prepositions kept when they open the words after the amount: "sugar 200 at the shop". */
  readonly linkers?: readonly string[];
}

export const ITEM = '(?<item>.+?)';
export const AMOUNT = '(?<amount>\\d+(?:\\.\\d+)?)';
/** Words after the amount that hold no digits ("today", "diye", "gekoop"). */
export const TAIL = '(?<tail>(?: [^\\d ]+)*)';
/** Words before the verb ("I", "today I", "mo", "ek het"): optional, kept only if they are not fillers. */
export const LEAD = '(?:(?<lead>.+?) )?';

/** A regex alternation of words or phrases, folded like the text they run against. */
export function anyOf(list: string): string {
  const words = list.split(/\s+/u).filter(Boolean).map((word) => escapeRegExp(fold(word.replaceAll('_', ' '))));
  return `(?:${words.sort((a, b) => b.length - a.length).join('|')})`;
}

export function pattern(id: string, kind: PatternKind, source: string, itemPrefixes?: ExpensePattern['itemPrefixes']): ExpensePattern {
  const regex = new RegExp(source, 'du');
  return itemPrefixes === undefined ? { id, kind, regex } : { id, kind, regex, itemPrefixes };
}

/** Space-separated filler words; underscores join multi-word entries that are split later. */
export function fillerWords(list: string): string[] {
  return list.split(/\s+/u).filter(Boolean).flatMap((word) => word.split('_'));
}
