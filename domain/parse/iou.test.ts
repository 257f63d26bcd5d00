import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.ts';
import { parseExpense } from './expense.ts';
import { PHRASES } from './phrases.fixture.ts';
import { SAVINGS_PHRASES } from './savingsPhrases.fixture.ts';
import { parseIou } from './iou.ts';
import { IOU_PHRASES, IOU_UNSEEN_PHRASES, type IouPhraseRow } from './iouPhrases.fixture.ts';

const understood = (row: IouPhraseRow) => {
  const { direction, person, amount } = parseIou(row.text, row.language);
  return { direction, person, amount };
};
const expected = (row: IouPhraseRow) => ({ direction: row.direction, person: row.person, amount: row.amount });
const right = (row: IouPhraseRow) => JSON.stringify(understood(row)) === JSON.stringify(expected(row));
const FLOOR = 0.85;

describe('the IOU phrase table', () => {
  it('has at least 150 distinct lent/borrowed phrases over the 22 languages, 7 or more in each', () => {
    const ious = IOU_PHRASES.filter((row) => row.direction !== null);
    expect(ious.length).toBeGreaterThanOrEqual(150);
    expect(new Set(IOU_PHRASES.map((row) => `${row.language}:${row.text}`)).size).toBe(IOU_PHRASES.length);
    for (const code of LANGUAGE_CODES) expect(ious.filter((row) => row.language === code).length, code).toBeGreaterThanOrEqual(7);
  });
});

const EVERY_ROW = [...IOU_PHRASES, ...IOU_UNSEEN_PHRASES];

describe.each(LANGUAGE_CODES)('parseIou in %s', (language) => {
  const rows = EVERY_ROW.filter((row) => row.language === language);
  it.each(rows.map((row) => [row.text, row] as const))('hears the direction and amount of "%s"', (_, row) => {
    const { direction, amount } = understood(row);
    expect({ direction, amount }).toEqual({ direction: row.direction, amount: row.amount });
  });
  it(`names the person right in at least ${FLOOR * 100} % of the phrases`, () => {
    expect(rows.filter(right).length / rows.length).toBeGreaterThanOrEqual(FLOOR);
  });
});

describe('parseIou', () => {
  it("understands the issue's examples", () => {
    expect(parseIou('nimemkopesha Juma 500', 'sw')).toEqual({ direction: 'lent', person: 'Juma', amount: '500' });
    expect(parseIou('borrowed 200 from Amina', 'en')).toEqual({ direction: 'borrowed', person: 'Amina', amount: '200' });
    expect(parseIou("j'ai prêté 1000 à Awa", 'fr')).toEqual({ direction: 'lent', person: 'Awa', amount: '1000' });
    expect(parseIou('मैंने राजू को 500 उधार दिए', 'hi')).toEqual({ direction: 'lent', person: 'राजू', amount: '500' });
  });

  it('leaves expenses alone: no direction, and the expense parser still hears them', () => {
    for (const row of IOU_PHRASES.filter((candidate) => candidate.direction === null)) {
      expect(parseIou(row.text, row.language).direction, row.text).toBeNull();
      expect(Number(parseExpense(row.text, row.language).amount), row.text).toBe(Number(row.amount));
    }
  });

  it('does not take a thing bought for a person when the verb has other meanings too', () => {
    expect(parseIou('mo jẹ iresi 500', 'yo').direction).toBeNull();
    expect(parseIou('ek het R50 vir brood geleen', 'af').direction).toBeNull();
    expect(parseIou('mo jẹ Dayo 400', 'yo')).toEqual({ direction: 'borrowed', person: 'Dayo', amount: '400' });
  });

  it('takes none of the expense and savings phrase tables for money lent or borrowed', () => {
    const taken = [...PHRASES, ...SAVINGS_PHRASES].filter((row) => parseIou(row.text, row.language).direction !== null);
    expect(taken.map((row) => `${row.language}: ${row.text}`)).toEqual([]);
  });

  it('never throws and never yields a negative or non-finite amount', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.constantFrom(...LANGUAGE_CODES), (text: string, language: LanguageCode) => {
        const parsed = parseIou(text, language);
        expect(/^\d+(\.\d+)?$/.test(parsed.amount)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

afterAll(() => {
  const byLanguage = LANGUAGE_CODES.map((code) => {
    const rows = EVERY_ROW.filter((row) => row.language === code);
    return `${code} ${rows.filter(right).length}/${rows.length}`;
  });
  console.info(`IOU phrase accuracy (direction, person and amount all right) by language: ${byLanguage.join(', ')}`);
  console.info(`Rows written after the parser: ${IOU_UNSEEN_PHRASES.filter(right).length}/${IOU_UNSEEN_PHRASES.length}`);
});
