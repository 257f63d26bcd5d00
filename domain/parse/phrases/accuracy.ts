// Accuracy of the expense parser over a phrase table: amount, category and whole rows, per language
// and per class. The phrase tests assert their targets with it and print the tables.
import type { CategoryId } from '../../categories.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../languages.ts';
import { type ParsedExpense, parseExpense } from '../expense.ts';
import { PHRASE_CLASSES, type PhraseRow } from './row.ts';

/** What any table's row expects; a row without a description or currency leaves that unchecked. */
export interface Expected {
  readonly language: LanguageCode;
  readonly text: string;
  readonly amount: string;
  readonly category: CategoryId;
  readonly description?: string;
  readonly currency?: string;
}

export interface Tally {
  readonly total: number;
  readonly amount: number;
  readonly category: number;
  /** Amount, description, category and currency all as the row says. */
  readonly whole: number;
}

export interface Outcome<Row extends Expected = PhraseRow> {
  readonly row: Row;
  readonly parsed: ParsedExpense;
  readonly amount: boolean;
  readonly category: boolean;
  readonly whole: boolean;
}

/** A plain phrase row specifies everything: no currency expected means none may be detected. */
export function rowPasses(row: PhraseRow, parsed: ParsedExpense): boolean {
  return (
    parsed.amount === row.amount &&
    parsed.description === row.description &&
    parsed.category === row.category &&
    parsed.currency === row.currency
  );
}

function expectationHolds(row: Expected, parsed: ParsedExpense): boolean {
  return (
    parsed.amount === row.amount &&
    parsed.category === row.category &&
    (row.description === undefined || parsed.description === row.description) &&
    (row.currency === undefined || parsed.currency === row.currency)
  );
}

export function outcomes<Row extends Expected>(rows: readonly Row[], passes: (row: Row, parsed: ParsedExpense) => boolean = expectationHolds): Outcome<Row>[] {
  return rows.map((row) => {
    const parsed = parseExpense(row.text, row.language);
    return { row, parsed, amount: parsed.amount === row.amount, category: parsed.category === row.category, whole: passes(row, parsed) };
  });
}

export function tally<Row extends Expected>(results: readonly Outcome<Row>[]): Tally {
  const count = (test: (outcome: Outcome<Row>) => boolean) => results.filter(test).length;
  return { total: results.length, amount: count((o) => o.amount), category: count((o) => o.category), whole: count((o) => o.whole) };
}

export function tallyBy<Row extends Expected, Key extends string>(results: readonly Outcome<Row>[], keys: readonly Key[], keyOf: (row: Row) => Key): Map<Key, Tally> {
  return new Map(keys.map((key) => [key, tally(results.filter((outcome) => keyOf(outcome.row) === key))]));
}

export const byLanguage = <Row extends Expected>(results: readonly Outcome<Row>[]) => tallyBy(results, LANGUAGE_CODES, (row) => row.language);
export const byClass = (results: readonly Outcome[]) => tallyBy(results, PHRASE_CLASSES, (row) => row.phraseClass);

const percent = (part: number, total: number) => (total === 0 ? '–' : `${((part / total) * 100).toFixed(1)}%`);

/** One line per key: rows, amount, category and whole-row accuracy. */
export function formatTable(title: string, tallies: ReadonlyMap<string, Tally>): string {
  const lines = [...tallies].map(
    ([key, t]) => `${key.padEnd(9)} ${String(t.total).padStart(4)}  ${percent(t.amount, t.total).padStart(6)}  ${percent(t.category, t.total).padStart(6)}  ${percent(t.whole, t.total).padStart(6)}`,
  );
  return [`${title.padEnd(9)} rows  amount  category  whole`, ...lines].join('\n');
}
