// Issue 26's floors on the speech-shaped table: the category right on 95% of rows overall and 90% in
// every language; amounts held to the same. Prints per-language and per-kind figures and each miss.
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../languages.ts';
import { byLanguage, formatTable, outcomes, tally, tallyBy } from './phrases/accuracy.ts';
import { SPOKEN_KINDS, SPOKEN_PHRASES } from './phrases/spoken/index.ts';

const results = outcomes(SPOKEN_PHRASES);

describe('the speech-shaped table', () => {
  it('has at least 10 rows in every language, 25 in English and Swahili, 30 in Hindi', () => {
    const count = (code: string) => SPOKEN_PHRASES.filter((row) => row.language === code).length;
    for (const code of LANGUAGE_CODES) expect(count(code), code).toBeGreaterThanOrEqual(10);
    expect(count('en')).toBeGreaterThanOrEqual(25);
    expect(count('sw')).toBeGreaterThanOrEqual(25);
    expect(count('hi')).toBeGreaterThanOrEqual(30);
  });

  it('has no duplicate rows', () => {
    const keys = SPOKEN_PHRASES.map((row) => `${row.language}:${row.text}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('category and amount as people say them (issue 26 floors)', () => {
  it('gets at least 95% of categories and amounts right overall', () => {
    const all = tally(results);
    expect(all.category / all.total).toBeGreaterThanOrEqual(0.95);
    expect(all.amount / all.total).toBeGreaterThanOrEqual(0.95);
  });

  it.each([...byLanguage(results)])('gets at least 90 in 100 categories and amounts right in %s', (_, t) => {
    expect(t.category / t.total).toBeGreaterThanOrEqual(0.9);
    expect(t.amount / t.total).toBeGreaterThanOrEqual(0.9);
  });
});

afterAll(() => {
  const misses = results.filter((o) => !o.whole).map(({ row, parsed }) => `${row.language} ${row.text} → ${parsed.amount} ${parsed.category} ${parsed.currency ?? ''}`);
  const kinds = tallyBy(results, SPOKEN_KINDS, (row) => row.kind);
  console.info(`${formatTable('language', byLanguage(results))}\n\n${formatTable('kind', kinds)}\n\nall       ${tally(results).total}\n\nmisses:\n${misses.join('\n')}`);
});
