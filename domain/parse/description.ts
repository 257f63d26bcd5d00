// Turns the words a pattern marked as the item into a short description: fillers off the edges,
// glued prepositions and French elisions off the first word, first letter capitalised.
import { fold } from './fold.ts';
import type { DescriptionParts, WordRange } from './patterns/match.ts';
import type { ExpensePattern, Grammar } from './patterns/pattern.ts';
import type { Word } from './words.ts';

const ELISION = /^(?:l|d|j|qu|m|s|c|n)'(?=\p{L})/u;

const fillerTests = new WeakMap<Grammar, (word: Word) => boolean>();

/** Whether a word carries no item meaning in this grammar (pronouns, verbs, prepositions). */
export function fillerTest(grammar: Grammar): (word: Word) => boolean {
  const known = fillerTests.get(grammar);
  if (known !== undefined) return known;
  const fillers = new Set(grammar.fillers.map(fold));
  const forms = grammar.fillerForms ?? [];
  const test = (word: Word) => word.number === undefined && (fillers.has(word.key) || forms.some((form) => form.test(word.key)));
  fillerTests.set(grammar, test);
  return test;
}

function trimEdges(words: readonly Word[], isFiller: (word: Word) => boolean, keepLeading = (_: Word) => false): readonly Word[] {
  const droppable = (index: number, leading: boolean) => {
    const word = words[index];
    return word !== undefined && isFiller(word) && !(leading && keepLeading(word));
  };
  let from = 0;
  let to = words.length;
  while (from < to && droppable(from, true)) from += 1;
  while (to > from && droppable(to - 1, false)) to -= 1;
  return words.slice(from, to);
}

function stripPrefix(first: string, prefixes: ExpensePattern['itemPrefixes']): string {
  for (const [from, to] of prefixes ?? []) {
    if (first.startsWith(from) && [...first].length - [...from].length >= 2) return to + first.slice(from.length);
  }
  return first;
}

function capitalise(text: string): string {
  const [head = '', ...rest] = [...text];
  return head.toUpperCase() + rest.join('');
}

const slice = (words: readonly Word[], range: WordRange | undefined) => (range === undefined ? [] : words.slice(...range));

/**
 * The description from the words before, around and after the amount, or '' when only fillers remain.
 * Words after the amount keep an opening preposition ("sugar 200 at the shop") unless all are fillers.
 */
export function describe(words: readonly Word[], parts: DescriptionParts, grammar: Grammar, pattern?: ExpensePattern): string {
  const isFiller = fillerTest(grammar);
  const linkers = grammar.linkers ?? [];
  const tail = slice(words, parts.tail);
  const tailKept = tail.every(isFiller) ? [] : trimEdges(tail, isFiller, (word) => linkers.includes(word.key));
  const kept = [...trimEdges(slice(words, parts.lead), isFiller), ...trimEdges(slice(words, parts.item), isFiller), ...tailKept];
  const [first, ...rest] = kept.map((word) => word.raw);
  if (first === undefined) return '';
  const unglued = stripPrefix(first, pattern?.itemPrefixes);
  const opening = grammar.elisions === true ? unglued.replace(ELISION, '') : unglued;
  return capitalise([opening, ...rest].join(' ').trim());
}
