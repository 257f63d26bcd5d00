import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../languages.ts';
import { PHRASES } from './phrases.fixture.ts';
import { byClass, byLanguage, formatTable, outcomes, rowPasses, tally } from './phrases/accuracy.ts';

const results = outcomes(PHRASES, rowPasses);

describe('the phrase table', () => {
  it('covers every language with at least 12 phrases and 600 in all', () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(600);
    for (const code of LANGUAGE_CODES) {
      expect(PHRASES.filter((row) => row.language === code).length, code).toBeGreaterThanOrEqual(12);
    }
  });

  it('has no duplicate rows', () => {
    const keys = PHRASES.map((row) => `${row.language}:${row.text}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('parser accuracy (issue 12 targets)', () => {
  it('reads at least 98% of amounts and 95% of categories overall', () => {
    const all = tally(results);
    expect(all.amount / all.total).toBeGreaterThanOrEqual(0.98);
    expect(all.category / all.total).toBeGreaterThanOrEqual(0.95);
  });

  it.each([...byLanguage(results), ...byClass(results)])('reads at least 90%% of amounts and categories in %s', (_, t) => {
    expect(t.amount / t.total).toBeGreaterThanOrEqual(0.9);
    expect(t.category / t.total).toBeGreaterThanOrEqual(0.9);
  });
});

// The plain rows are the parser's exact specification: description and currency too.
describe.each(LANGUAGE_CODES)('parseExpense in %s', (language) => {
  const plain = results.filter(({ row }) => row.language === language && row.phraseClass === 'plain');
  it.each(plain.map(({ row, parsed }) => [row.text, row, parsed] as const))('understands "%s"', (_, row, parsed) => {
    expect({ amount: parsed.amount, description: parsed.description, category: parsed.category, currency: parsed.currency }).toEqual({
      amount: row.amount,
      description: row.description,
      category: row.category,
      currency: row.currency,
    });
  });
});

afterAll(() => {
  const misses = results.filter((o) => !o.amount || !o.category).map(({ row, parsed }) => `${row.language} ${row.text} → ${parsed.amount} ${parsed.category}`);
  console.info(`${formatTable('language', byLanguage(results))}\n\n${formatTable('class', byClass(results))}\n\nmisses:\n${misses.join('\n')}`);
});
