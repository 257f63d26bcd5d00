import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../categories.ts';
import { LANGUAGE_CODES, LANGUAGES } from '../languages.ts';
import { isValidAmount } from '../money.ts';
import { parseExpense } from './expense.ts';

const CANONICAL_AMOUNT = /^(?:0|[1-9]\d*)(?:\.\d?[1-9])?$/u;

function expectWellFormed(text: string, language: (typeof LANGUAGE_CODES)[number]) {
  const parsed = parseExpense(text, language);
  expect(parsed.amount).toMatch(CANONICAL_AMOUNT);
  const value = Number(parsed.amount);
  expect(Number.isFinite(value) && value >= 0).toBe(true);
  expect(parsed.amount === '0' || isValidAmount(parsed.amount)).toBe(true);
  expect(CATEGORY_IDS).toContain(parsed.category);
  expect(parsed.confidence).toBeGreaterThanOrEqual(0);
  expect(parsed.confidence).toBeLessThanOrEqual(1);
  if (parsed.amount !== '0') expect(parsed.description.trim()).not.toBe('');
  if (parsed.currency !== undefined) expect(parsed.currency).toMatch(/^[A-Z]{3,4}$/u);
}

// Words the parser reacts to, so random phrases exercise patterns, number words and currencies.
const VOCABULARY = [
  'bought', 'paid', 'for', 'on', 'cost', 'nimenunua', 'nimelipa', 'kwa', 'mia', 'elfu', 'na', 'tano', 'nusu', "j'ai",
  'acheté', 'payé', 'pour', 'cent', 'mille', 'اشتريت', 'دفعت', 'بخمسمائة', 'و', 'ألف', 'ب', 'ገዛሁ', 'በ', 'መቶ', 'ሺህ',
  'na', 'sayi', 'dari', 'dubu', 'da', 'rabi', 'mo', 'ra', 'egberun', 'narị', 'puku', 'ngithenge', 'amakhulu', 'ek', 'het',
  'vir', 'gekoop', 'vyfhonderd', 'en', 'सौ', 'हज़ार', 'डेढ़', 'सवा', 'साढ़े', 'पौने', 'का', 'दिए', 'किराया', 'घर', 'ऑटो',
  'sau', 'lakh', 'crore', 'k', 'and', 'a', 'half', 'hundred', 'thousand', 'one', 'two', 'twenty', 'five', 'R', 'N', 'KSh',
  'Rs.', '₹', '₦', '$', '/=', '/-', 'bob', 'naira', 'rupees', 'ብር', 'টাকা', 'bread', 'matatu', 'rent', 'stock', 'ஆட்டோவுக்கு',
  '1,50,000', '1.5k', '٥٠٠', '፭፻', '१२०', '0712345678', '99999999999999999999', '1 500', '12,50', '.', ',', '-', '0', '00.5',
];
const phraseLike = fc
  .array(fc.oneof(fc.constantFrom(...VOCABULARY), fc.nat({ max: 100_000 }).map(String), fc.string({ maxLength: 4 })), { maxLength: 14 })
  .map((words) => words.join(' '));

describe('parseExpense on arbitrary input', () => {
  it.each(LANGUAGE_CODES)('never throws and always returns a well-formed result in %s', (language) => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), fc.string({ maxLength: 60 }), phraseLike), (text) => {
        expectWellFormed(text, language);
      }),
      { numRuns: 250 },
    );
  });

  it('handles empty, blank and oversized input', () => {
    for (const text of ['', '   ', '\u0301\u0301', '9'.repeat(5000), 'bread '.repeat(2000)]) expectWellFormed(text, 'en');
    expect(parseExpense('', 'en')).toMatchObject({ amount: '0', description: 'Expense', category: 'other' });
  });
});

describe('parseExpense properties', () => {
  const item = fc.constantFrom('bread', 'lunch', 'sugar', 'milk', 'chapati');

  it('reads any whole amount after an item, with or without grouping', () => {
    fc.assert(
      fc.property(item, fc.integer({ min: 1, max: 999_999_999 }), (word, amount) => {
        expect(parseExpense(`bought ${word} ${amount}`, 'en')).toMatchObject({ amount: String(amount), category: 'food' });
        expect(parseExpense(`${word} ${amount.toLocaleString('en-US')}`, 'en').amount).toBe(String(amount));
      }),
    );
  });

  it('reads native digits as their ASCII value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), (amount) => {
        const devanagari = String(amount).replace(/\d/gu, (digit) => String.fromCodePoint(0x0966 + Number(digit)));
        const bengali = String(amount).replace(/\d/gu, (digit) => String.fromCodePoint(0x09e6 + Number(digit)));
        expect(parseExpense(`दूध ${devanagari}`, 'hi').amount).toBe(String(amount));
        expect(parseExpense(`মাছ ${bengali}`, 'bn').amount).toBe(String(amount));
      }),
    );
  });

  it('keeps cents exact and rounds beyond two decimals half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1, max: 99 }), (whole, cents) => {
        const expected = `${whole}.${String(cents).padStart(2, '0')}`.replace(/0$/u, '');
        expect(parseExpense(`lunch ${whole}.${String(cents).padStart(2, '0')}`, 'en').amount).toBe(expected);
      }),
    );
    expect(parseExpense('coffee 2.345', 'en').amount).toBe('2.35');
    expect(parseExpense('coffee 2.344', 'en').amount).toBe('2.34');
  });
});

describe('parseExpense confidence', () => {
  const confidence = (text: string, language: (typeof LANGUAGE_CODES)[number] = 'en') => parseExpense(text, language).confidence;

  it('is high for an explicit pattern with a keyword category', () => {
    expect(confidence('bought lunch 250')).toBeGreaterThanOrEqual(0.9);
    expect(confidence('nimelipa 300 kwa umeme', 'sw')).toBeGreaterThanOrEqual(0.9);
  });

  it('is lower for word order alone, number words, unknown categories and no amount', () => {
    const explicit = confidence('bought lunch 250');
    expect(confidence('lunch 250')).toBeLessThan(explicit);
    expect(confidence('bought lunch two hundred and fifty')).toBeLessThan(explicit);
    expect(confidence('bought a charger 250')).toBeLessThan(explicit);
    expect(confidence('250')).toBeLessThan(confidence('lunch 250'));
    expect(confidence('lunch')).toBeLessThan(0.3);
  });
});

describe('parseExpense results', () => {
  it('gives amount 0 when nothing is a number', () => {
    expect(parseExpense('bought some bread', 'en')).toMatchObject({ amount: '0', description: 'Bread', category: 'food' });
  });

  it('falls back to "Expense" when only an amount was said', () => {
    expect(parseExpense('paid 600', 'en')).toMatchObject({ amount: '600', description: 'Expense', category: 'other' });
  });

  it('prefers a price to a count', () => {
    expect(parseExpense('bought two loaves 120', 'en')).toMatchObject({ amount: '120', description: 'Two loaves' });
    expect(parseExpense('bought two loaves', 'en').amount).toBe('2');
    expect(parseExpense('bought one loaf', 'en').amount).toBe('0');
  });

  it('does not take a phone number for a price', () => {
    expect(parseExpense('airtime 100 for 0712345678', 'en').amount).toBe('100');
    expect(parseExpense('bando ya 99 kwa 0722 123 456', 'sw').amount).toBe('99');
    expect(parseExpense('recharge 9876543210 199', 'hi').amount).toBe('199');
    expect(parseExpense('sent 300 to +254 712 345 678', 'en').amount).toBe('300');
  });

  it('takes quantities with units and labelled numbers for counts, not prices', () => {
    expect(parseExpense('mchele kilo 5 650', 'sw').amount).toBe('650');
    expect(parseExpense('1200 for 25 kg rice', 'en').amount).toBe('1200');
    expect(parseExpense('route 46 matatu 80', 'en').amount).toBe('80');
    expect(parseExpense('sugar 2 kg', 'en').amount).toBe('2');
    expect(parseExpense('ticket de bus ligne 12 300', 'fr').amount).toBe('300');
  });

  it('takes a clock time for a time, not a price', () => {
    expect(parseExpense('fare to Kisumu 1200 at 8 pm', 'en').amount).toBe('1200');
    expect(parseExpense('taxi de 7 heures 500', 'fr').amount).toBe('500');
    expect(parseExpense('सुबह 9 बजे ऑटो 80', 'hi').amount).toBe('80');
  });

  it('parses every language’s example phrase to an amount and a category', () => {
    for (const code of LANGUAGE_CODES) {
      const parsed = parseExpense(LANGUAGES[code].examplePhrase, code);
      expect(parsed.amount, code).not.toBe('0');
      expect(parsed.category, code).not.toBe('other');
    }
  });
});

describe('an expense in another language than the setting', () => {
  it('reads its amount in the language that explains it, and a number word elsewhere as a word', () => {
    expect(parseExpense('nauli mia mbili', 'en')).toMatchObject({ amount: '200', category: 'transport', description: 'Nauli' });
    // Nothing makes this Kiswahili: "Mia" is a name, not a hundred.
    expect(parseExpense('paid Mia', 'en')).toMatchObject({ amount: '0', category: 'other' });
    expect(parseExpense('gave Mia lunch money', 'en').amount).toBe('0');
  });
});
