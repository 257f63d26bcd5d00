import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../languages.ts';
import { dayOfSaid } from './dayWords.ts';
import { DAY_PHRASES, type DayRow, ROWS_TODAY } from './dayWords.fixture.ts';
import { parseExpense } from './expense.ts';

const read = (row: DayRow) => {
  const parsed = parseExpense(row.text, row.language);
  return { day: parsed.saidDay && dayOfSaid(parsed.saidDay, ROWS_TODAY), amount: parsed.amount, description: parsed.description };
};
const expected = (row: DayRow) => ({
  day: row.daysAgo === null ? undefined : dayOfSaid({ daysAgo: row.daysAgo }, ROWS_TODAY),
  amount: row.amount,
  description: row.description ?? read(row).description,
});

describe('the day-phrase table', () => {
  it('covers every language with yesterday and a weekday, and a row without a day word', () => {
    for (const code of LANGUAGE_CODES) {
      const rows = DAY_PHRASES.filter((row) => row.language === code);
      expect(rows.some((row) => row.daysAgo === 1), code).toBe(true);
      expect(rows.some((row) => row.daysAgo !== null && row.daysAgo > 2), code).toBe(true);
      expect(rows.some((row) => row.daysAgo === null), code).toBe(true);
    }
  });
});

describe.each(LANGUAGE_CODES)('the day said in %s', (language) => {
  const rows = DAY_PHRASES.filter((row) => row.language === language);
  it.each(rows.map((row) => [row.text, row] as const))('"%s"', (_, row) => expect(read(row)).toEqual(expected(row)));
});

describe('dayOfSaid, counted back from a Thursday', () => {
  it.each([
    [{ daysAgo: 1 }, '2026-11-25'],
    [{ daysAgo: 2 }, '2026-11-24'],
    [{ weekday: 1, last: false }, '2026-11-23'],
    [{ weekday: 1, last: true }, '2026-11-23'],
    [{ weekday: 4, last: false }, '2026-11-26'],
    [{ weekday: 4, last: true }, '2026-11-19'],
    [{ weekday: 5, last: false }, '2026-11-20'],
    [{ weekday: 0, last: false }, '2026-11-22'],
  ])('%o is %s', (said, day) => expect(dayOfSaid(said, ROWS_TODAY)).toBe(day));

  it('crosses months and years', () => {
    expect(dayOfSaid({ daysAgo: 2 }, '2026-03-01')).toBe('2026-02-27');
    expect(dayOfSaid({ weekday: 3, last: false }, '2026-01-01')).toBe('2025-12-31');
  });
});

afterAll(() => {
  const lines = LANGUAGE_CODES.map((code) => {
    const rows = DAY_PHRASES.filter((row) => row.language === code);
    const right = rows.filter((row) => JSON.stringify(read(row)) === JSON.stringify(expected(row))).length;
    return `${code} ${right}/${rows.length}`;
  });
  console.info(`day phrases read right: ${lines.join(', ')}`);
});
