// Runs a grammar's patterns, in order, over a transcript's words and maps the groups back to words.
// The first pattern whose amount group lands on a number wins.
import { matchKey, type Word } from '../words.ts';
import type { ExpensePattern, Grammar } from './pattern.ts';

/** Half-open range of word indices. */
export type WordRange = readonly [from: number, to: number];

/** The words around the amount that may describe the item, in reading order. */
export interface DescriptionParts {
  readonly lead?: WordRange;
  readonly item?: WordRange;
  readonly tail?: WordRange;
}

export interface PatternMatch {
  readonly pattern: ExpensePattern;
  readonly amountIndex: number;
  readonly parts: DescriptionParts;
}

function wordRange(text: string, starts: readonly number[], group: readonly [number, number] | undefined): WordRange | undefined {
  if (group === undefined) return undefined;
  const [spaced, end] = group;
  // A tail group opens with the space before its first word.
  const start = text[spaced] === ' ' ? spaced + 1 : spaced;
  const from = starts.indexOf(start);
  if (from < 0 || start >= end) return undefined;
  const after = starts.findIndex((wordStart) => wordStart >= end);
  return [from, after < 0 ? starts.length : after];
}

export function matchPattern(words: readonly Word[], grammar: Grammar): PatternMatch | undefined {
  const keys = words.map(matchKey);
  const text = keys.join(' ');
  const starts: number[] = [];
  keys.reduce((offset, key) => {
    starts.push(offset);
    return offset + key.length + 1;
  }, 0);
  for (const pattern of grammar.patterns) {
    const groups = pattern.regex.exec(text)?.indices?.groups;
    const amount = wordRange(text, starts, groups?.['amount']);
    if (groups === undefined || amount === undefined || amount[1] - amount[0] !== 1) continue;
    const amountIndex = amount[0];
    if (words[amountIndex]?.number === undefined) continue;
    const lead = wordRange(text, starts, groups['lead']);
    const item = wordRange(text, starts, groups['item']);
    const tail = wordRange(text, starts, groups['tail']);
    const parts = { ...(lead && { lead }), ...(item && { item }), ...(tail && { tail }) };
    return { pattern, amountIndex, parts };
  }
  return undefined;
}
