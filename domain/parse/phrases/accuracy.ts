// Per-language accuracy of the expense parser over a phrase table: how many rows come out right.
// Used by the phrase test to report; also handy when extending a language's patterns.
import { LANGUAGE_CODES, type LanguageCode } from '../../languages.ts';
import { type ParsedExpense, parseExpense } from '../expense.ts';
import type { PhraseRow } from './row.ts';

export interface Accuracy {
  readonly passed: number;
  readonly total: number;
}

export function rowPasses(row: PhraseRow, parsed: ParsedExpense): boolean {
  return (
    parsed.amount === row.amount &&
    parsed.description === row.description &&
    parsed.category === row.category &&
    parsed.currency === row.currency
  );
}

export function accuracyByLanguage(rows: readonly PhraseRow[]): ReadonlyMap<LanguageCode, Accuracy> {
  const accuracy = new Map<LanguageCode, Accuracy>(LANGUAGE_CODES.map((code) => [code, { passed: 0, total: 0 }]));
  for (const row of rows) {
    const before = accuracy.get(row.language) ?? { passed: 0, total: 0 };
    const passed = rowPasses(row, parseExpense(row.text, row.language)) ? 1 : 0;
    accuracy.set(row.language, { passed: before.passed + passed, total: before.total + 1 });
  }
  return accuracy;
}

export function formatAccuracy(accuracy: ReadonlyMap<LanguageCode, Accuracy>): string {
  return [...accuracy]
    .map(([code, { passed, total }]) => `${code} ${passed}/${total} (${total === 0 ? 0 : Math.round((passed / total) * 100)}%)`)
    .join(', ');
}
