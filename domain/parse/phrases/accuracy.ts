// Accuracy of the expense parser over a phrase table: amount, category and whole rows, per language
// and per class. The phrase test asserts the targets with it and prints the tables.
import { LANGUAGE_CODES } from '../../languages.ts';
import { type ParsedExpense, parseExpense } from '../expense.ts';
import { PHRASE_CLASSES, type PhraseRow } from './row.ts';

export interface Tally {
  readonly total: number;
  readonly amount: number;
  readonly category: number;
  /** Amount, description, category and currency all as the row says. */
  readonly whole: number;
}

export interface Outcome {
  readonly row: PhraseRow;
  readonly parsed: ParsedExpense;
  readonly amount: boolean;
  readonly category: boolean;
  readonly whole: boolean;
}

export function rowPasses(row: PhraseRow, parsed: ParsedExpense): boolean {
  return (
    parsed.amount === row.amount &&
    parsed.description === row.description &&
    parsed.category === row.category &&
    parsed.currency === row.currency
  );
}

export function outcomes(rows: readonly PhraseRow[]): Outcome[] {
  return rows.map((row) => {
    const parsed = parseExpense(row.text, row.language);
    return { row, parsed, amount: parsed.amount === row.amount, category: parsed.category === row.category, whole: rowPasses(row, parsed) };
  });
}

export function tally(results: readonly Outcome[]): Tally {
  const count = (test: (outcome: Outcome) => boolean) => results.filter(test).length;
  return { total: results.length, amount: count((o) => o.amount), category: count((o) => o.category), whole: count((o) => o.whole) };
}

export function tallyBy<Key extends string>(results: readonly Outcome[], keys: readonly Key[], keyOf: (row: PhraseRow) => Key): Map<Key, Tally> {
  return new Map(keys.map((key) => [key, tally(results.filter((outcome) => keyOf(outcome.row) === key))]));
}

export const byLanguage = (results: readonly Outcome[]) => tallyBy(results, LANGUAGE_CODES, (row) => row.language);
export const byClass = (results: readonly Outcome[]) => tallyBy(results, PHRASE_CLASSES, (row) => row.phraseClass);

const percent = (part: number, total: number) => (total === 0 ? '–' : `${((part / total) * 100).toFixed(1)}%`);

/** One line per key: rows, amount, category and whole-row accuracy. */
export function formatTable(title: string, tallies: ReadonlyMap<string, Tally>): string {
  const lines = [...tallies].map(
    ([key, t]) => `${key.padEnd(9)} ${String(t.total).padStart(4)}  ${percent(t.amount, t.total).padStart(6)}  ${percent(t.category, t.total).padStart(6)}  ${percent(t.whole, t.total).padStart(6)}`,
  );
  return [`${title.padEnd(9)} rows  amount  category  whole`, ...lines].join('\n');
}
