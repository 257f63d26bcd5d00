import { describe, expect, it } from 'vitest';
import { digitsToAscii, ethiopicNumeralValue } from './digits.ts';
import { normalizeTranscript } from './normalize.ts';

describe('native digits', () => {
  it.each([
    ['Arabic-Indic', '٠١٢٣٤٥٦٧٨٩'],
    ['Extended Arabic-Indic (Urdu)', '۰۱۲۳۴۵۶۷۸۹'],
    ['Devanagari', '०१२३४५६७८९'],
    ['Bengali and Assamese', '০১২৩৪৫৬৭৮৯'],
    ['Gurmukhi', '੦੧੨੩੪੫੬੭੮੯'],
    ['Gujarati', '૦૧૨૩૪૫૬૭૮૯'],
    ['Odia', '୦୧୨୩୪୫୬୭୮୯'],
    ['Tamil', '௦௧௨௩௪௫௬௭௮௯'],
    ['Telugu', '౦౧౨౩౪౫౬౭౮౯'],
    ['Kannada', '೦೧೨೩೪೫೬೭೮೯'],
    ['Malayalam', '൦൧൨൩൪൫൬൭൮൯'],
  ])('reads %s digits as 0-9', (_, digits) => {
    expect(digitsToAscii(digits)).toBe('0123456789');
  });

  it.each([
    ['፭', 5n], ['፲', 10n], ['፳፭', 25n], ['፻', 100n], ['፭፻', 500n], ['፲፭፻', 1500n],
    ['፳፻፳፬', 2024n], ['፼', 10_000n], ['፩፼፳፫፻፵፭', 12_345n],
  ])('reads the Ethiopic numeral %s as %s', (numeral, value) => {
    expect(ethiopicNumeralValue(numeral)).toBe(value);
  });
});

describe('normalizeTranscript', () => {
  const text = (raw: string, language: Parameters<typeof normalizeTranscript>[1] = 'en') => normalizeTranscript(raw, language).text;

  it.each([
    ['1,500', '1500'],
    ['12,345,678', '12345678'],
    ['1,50,000', '150000'],
    ['12,34,567', '1234567'],
    ['1 500', '1500'],
    ['1\u00A0500', '1500'],
    ['150\u2009000', '150000'],
    ['2\u202F000', '2000'],
    ['1.500.000', '1500000'],
    ['1.500,50', '1500.50'],
    ['12,50', '12.50'],
    ['1.5', '1.5'],
    ['١٬٥٠٠', '1500'],
    ['١٢٫٥', '12.5'],
  ])('ungroups %s to %s', (raw, expected) => {
    expect(text(raw)).toBe(expected);
  });

  it('reads a dot followed by three digits as grouping only in French', () => {
    expect(text('3.500', 'fr')).toBe('3500');
    expect(text('3.500', 'en')).toBe('3.500');
  });

  it.each([
    ['1.5k', '1500'], ['2k', '2000'], ['45K', '45000'], ['2 lakh', '200000'], ['1.2 lakh', '120000'],
    ['3 lakhs', '300000'], ['1 crore', '10000000'], ['1.25 crore', '12500000'], ['2 लाख', '200000'],
    ['5 करोड़', '50000000'], ['3 லட்சம்', '300000'], ['2 ലക്ഷം', '200000'], ['1 کروڑ', '10000000'],
  ])('expands the shorthand %s to %s', (raw, expected) => {
    expect(text(raw)).toBe(expected);
  });

  it('leaves words that merely start with a shorthand alone', () => {
    expect(text('2 kilos')).toBe('2 kilos');
    expect(text('2 crates')).toBe('2 crates');
  });

  it.each([
    ['₹500', 'INR'], ['Rs. 250', 'INR'], ['Rs500', 'INR'], ['500 rupees', 'INR'], ['200 रुपये', 'INR'],
    ['90 ரூபாய்', 'INR'], ['80 روپے', 'INR'], ['KSh 1,500', 'KES'], ['1500ksh', 'KES'], ['500 bob', 'KES'],
    ['₦4,500', 'NGN'], ['N500', 'NGN'], ['500 naira', 'NGN'], ['R50', 'ZAR'], ['R 2 000', 'ZAR'],
    ['50 ብር', 'ETB'], ['350 جنيه', 'EGP'], ['$3.50', 'USD'], ['12,50 €', 'EUR'], ['USh 2000', 'UGX'],
    ['2,999 Kenya shillings', 'KES'], ['100 Indian rupees', 'INR'],
  ])('lifts the currency out of %s as %s', (raw, currency) => {
    const normalized = normalizeTranscript(raw, 'en');
    expect(normalized.currency).toBe(currency);
    expect(normalized.text).toMatch(/^\d+(?:\.\d+)?$/u);
  });

  it.each(['500/=', '500 shillings', '1200 টাকা', '5000 FCFA', '250 ريال'])('removes %s but names no currency: it is ambiguous', (raw) => {
    const normalized = normalizeTranscript(raw, 'en');
    expect(normalized.currency).toBeUndefined();
    expect(normalized.text).toMatch(/^\d+$/u);
  });

  it('names no currency when two disagree', () => {
    expect(normalizeTranscript('$5 or KSh 600', 'en').currency).toBeUndefined();
  });

  it('reads R as rand only directly before a number', () => {
    expect(normalizeTranscript('R50', 'af').currency).toBe('ZAR');
    expect(text('Rent 500')).toBe('rent 500');
    expect(normalizeTranscript('Rice 50', 'en').currency).toBeUndefined();
  });

  it('keeps Indic vowel signs, viramas, nukta and joiners', () => {
    for (const word of ['सब्ज़ी', 'पाँच', 'ಪೆಟ್ರೋಲ್', 'ഭക്ഷണം', 'കറന്റ്', 'ਸਬਜ਼ੀ', 'ଓଡ଼ିଆ', 'ক্ষেত্র', 'ക്\u200D']) {
      expect(text(word, 'hi')).toBe(word.normalize('NFC'));
    }
  });

  it('keeps tone marks and dots below of Yoruba and Igbo', () => {
    expect(text('Ìrẹsì ẸGBẸ̀RÚN', 'yo')).toBe('ìrẹsì ẹgbẹ̀rún');
  });

  it('lower-cases Latin, splits letters from digits and drops punctuation', () => {
    expect(text('Bought BREAD@50, today!')).toBe('bought bread 50 today');
    expect(text('ب500', 'ar')).toBe('ب 500');
    expect(text("J'ai acheté du pain", 'fr')).toBe("j'ai acheté du pain");
  });

  it('composes decomposed input (NFC)', () => {
    expect(text('cafe\u0301')).toBe('café');
  });
});
