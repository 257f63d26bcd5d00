import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.ts';
import { parseSaving } from './savings.ts';
import { SAVINGS_PHRASES, type SavingsPhraseRow } from './savingsPhrases.fixture.ts';

const understood = (row: SavingsPhraseRow) => {
  const parsed = parseSaving(row.text, row.language);
  return { amount: parsed.amount, goalType: parsed.goalType, goalName: parsed.goalName, currency: parsed.currency };
};
const FLOOR = 0.7;
const passed = (rows: readonly SavingsPhraseRow[]) =>
  rows.filter((row) => JSON.stringify(understood(row)) === JSON.stringify(expected(row))).length;
const expected = (row: SavingsPhraseRow) => ({ amount: row.amount, goalType: row.goalType, goalName: row.goalName, currency: row.currency });

describe('the savings phrase table', () => {
  it('has at least 200 distinct phrases, 10 or more in every language', () => {
    expect(SAVINGS_PHRASES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(SAVINGS_PHRASES.map((row) => `${row.language}:${row.text}`)).size).toBe(SAVINGS_PHRASES.length);
    for (const code of LANGUAGE_CODES) expect(SAVINGS_PHRASES.filter((row) => row.language === code).length, code).toBeGreaterThanOrEqual(10);
  });
});

describe.each(LANGUAGE_CODES)('parseSaving in %s', (language) => {
  const rows = SAVINGS_PHRASES.filter((row) => row.language === language);
  it.each(rows.map((row) => [row.text, row] as const))('hears the amount and currency of "%s"', (_, row) => {
    const { amount, currency } = understood(row);
    expect({ amount, currency }).toEqual({ amount: row.amount, currency: row.currency });
  });
  // Goal names glued to case endings (Tamil, Kannada, Malayalam, Marathi) are not always cut back to
  // their dictionary form; the table says what the speaker meant, and the floor keeps us honest.
  it(`gets the goal type and name right in at least ${FLOOR * 100} % of the phrases`, () => {
    expect(passed(rows) / rows.length).toBeGreaterThanOrEqual(FLOOR);
  });
});

describe('parseSaving', () => {
  it('follows the spec: description "Savings for {goal}" and the saving/expense split', () => {
    expect(parseSaving('save 1000 for emergency', 'en')).toEqual({
      description: 'Savings for emergency', amount: '1000', goalType: 'emergency', goalName: 'emergency', isSaving: true,
    });
    expect(parseSaving('bought lunch 250', 'en').isSaving).toBe(false);
    expect(parseSaving('nimenunua chakula 500', 'sw').isSaving).toBe(false);
    expect(parseSaving('savings 400', 'en').description).toBe('Savings');
  });

  it.each([
    ['saved 500 yesterday', 'en', null],
    ['weka akiba 1000 kwa dharura jana', 'sw', 'dharura'],
    ['कल 500 बचत आपातकालीन', 'hi', 'आपातकालीन'],
  ] as const)('leaves the day out of the goal: "%s"', (text, language, goalName) => {
    expect(parseSaving(text, language).goalName).toBe(goalName);
  });

  it('keeps the inner words of a goal\'s name, taking connectors only off its edges (issue 33, point 7)', () => {
    expect(parseSaving('weka akiba elfu mbili kwa ada ya shule', 'sw')).toMatchObject({ goalName: 'ada ya shule', description: 'Savings for ada ya shule' });
    expect(parseSaving('save 500 for my school fees', 'en').goalName).toBe('school fees');
  });

  it('never throws and never yields a negative or non-finite amount', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.constantFrom(...LANGUAGE_CODES), (text: string, language: LanguageCode) => {
        const parsed = parseSaving(text, language);
        expect(/^\d+(\.\d+)?$/.test(parsed.amount)).toBe(true);
        expect(Number.isFinite(Number(parsed.amount))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

afterAll(() => {
  const byLanguage = LANGUAGE_CODES.map((code) => {
    const rows = SAVINGS_PHRASES.filter((row) => row.language === code);
    return `${code} ${passed(rows)}/${rows.length}`;
  });
  console.info(`Savings phrase accuracy by language: ${byLanguage.join(', ')}`);
});
