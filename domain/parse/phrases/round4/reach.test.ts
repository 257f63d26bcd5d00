// Issue 37's phrase tables: the frozen one's readings are reported, never fitted; the working one is
// where round 4 is developed. Prints per-language amount, category and whole-row figures and each miss.
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../languages.ts';
import { byLanguage, formatTable, type Outcome, outcomes, tally } from '../accuracy.ts';
import { FLOOR_LANGUAGES, FLOOR_PHRASES } from './floor.fixture.ts';
import { FROZEN_PHRASES } from './frozen.fixture.ts';
import type { ReachRow } from './row.ts';
import { WORKING_PHRASES } from './working.fixture.ts';

const TABLES = { frozen: FROZEN_PHRASES, working: WORKING_PHRASES } as const;

describe.each(Object.entries(TABLES))('the %s phrase table', (_, rows) => {
  it('has at least 15 phrases in every language', () => {
    for (const code of LANGUAGE_CODES) expect(rows.filter((row) => row.language === code).length, code).toBeGreaterThanOrEqual(15);
  });

  it('has no duplicate rows, and none shared with the other table', () => {
    const keys = rows.map((row) => `${row.language}:${row.text}`);
    expect(new Set(keys).size).toBe(keys.length);
    const all = [...FROZEN_PHRASES, ...WORKING_PHRASES, ...FLOOR_PHRASES].map((row) => `${row.language}:${row.text}`);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the floor phrase table', () => {
  it('has at least 15 phrases in each of its languages, and only those', () => {
    for (const code of FLOOR_LANGUAGES) expect(FLOOR_PHRASES.filter((row) => row.language === code).length, code).toBeGreaterThanOrEqual(15);
    expect(FLOOR_PHRASES.every((row) => FLOOR_LANGUAGES.some((code) => code === row.language))).toBe(true);
  });
});

describe('the readings (issue 37)', () => {
  it('reads every working row right: amount and category', () => {
    const all = tally(outcomes(WORKING_PHRASES));
    expect({ amount: all.amount, category: all.category }).toEqual({ amount: all.total, category: all.total });
  });

  // The frozen table is read, never fitted: these floors are the held-out targets overall,
  // which its final reading met (category 97.6%, amount 99.7%), kept so they are not lost again.
  it('keeps the frozen table at category 95% and amount 99% overall', () => {
    const all = tally(outcomes(FROZEN_PHRASES));
    expect(all.category / all.total).toBeGreaterThanOrEqual(0.95);
    expect(all.amount / all.total).toBeGreaterThanOrEqual(0.99);
  });
});

function report(name: string, results: readonly Outcome<ReachRow>[]): string {
  const misses = results.filter((o) => !o.amount || !o.category).map(({ row, parsed }) => `${row.language} ${row.text} → ${parsed.amount} ${parsed.category} (want ${row.amount} ${row.category})`);
  const all = tally(results);
  return `${name}: ${all.total} rows, amount ${all.amount}, category ${all.category}, whole ${all.whole}\n${formatTable('language', byLanguage(results))}\n\nmisses:\n${misses.join('\n')}`;
}

afterAll(() => {
  const tables = { ...TABLES, floor: FLOOR_PHRASES };
  console.info(Object.entries(tables).map(([name, rows]) => report(name, outcomes(rows))).join('\n\n'));
});
