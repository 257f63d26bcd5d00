import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../languages.ts';
import { parseExpense } from './expense.ts';
import { PHRASES } from './phrases.fixture.ts';
import { accuracyByLanguage, formatAccuracy } from './phrases/accuracy.ts';

describe('the phrase table', () => {
  it('covers every language with at least 8 phrases and 300 in all', () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(300);
    for (const code of LANGUAGE_CODES) {
      expect(PHRASES.filter((row) => row.language === code).length, code).toBeGreaterThanOrEqual(8);
    }
  });

  it('has no duplicate rows', () => {
    const keys = PHRASES.map((row) => `${row.language}:${row.text}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(LANGUAGE_CODES)('parseExpense in %s', (language) => {
  const rows = PHRASES.filter((row) => row.language === language);
  it.each(rows.map((row) => [row.text, row] as const))('understands "%s"', (_, row) => {
    const parsed = parseExpense(row.text, row.language);
    expect({ amount: parsed.amount, description: parsed.description, category: parsed.category, currency: parsed.currency }).toEqual({
      amount: row.amount,
      description: row.description,
      category: row.category,
      currency: row.currency,
    });
  });
});

afterAll(() => {
  console.info(`Phrase accuracy by language: ${formatAccuracy(accuracyByLanguage(PHRASES))}`);
});
