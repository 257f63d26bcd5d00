import { describe, expect, it } from 'vitest';
import { fold } from '../fold.ts';
import { arabicStems, urduStems } from './arabic.ts';

describe('the Arabic stemmer', () => {
  it('takes the article and one-letter proclitics off', () => {
    expect(arabicStems(fold('والإيجار'))).toContain(fold('إيجار'));
    expect(arabicStems(fold('بالمحل'))).toContain(fold('محل'));
    expect(arabicStems(fold('للميكانيكي'))).toContain(fold('ميكانيكي'));
    expect(arabicStems(fold('للميكانيكي'))).toContain(fold('ميكانيك'));
  });

  it('takes pronoun and plural endings off, a feminine ة back before them', () => {
    expect(arabicStems(fold('فاتورتي'))).toContain(fold('فاتورة'));
    expect(arabicStems(fold('الخضروات'))).toContain(fold('خضرو'));
  });
});

describe('the Urdu stemmer', () => {
  it('reads the oblique -ے as -ہ or -ا and takes plural endings off', () => {
    expect(urduStems(fold('رکشے'))).toContain(fold('رکشہ'));
    expect(urduStems(fold('لڑکے'))).toContain(fold('لڑکا'));
    expect(urduStems(fold('دکانوں'))).toContain(fold('دکان'));
  });
});
