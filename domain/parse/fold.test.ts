import { describe, expect, it } from 'vitest';
import { fold, isLatinWord } from './fold.ts';

describe('fold', () => {
  it('strips Latin tone marks, accents and dots below, and maps Hausa hooked letters', () => {
    expect(fold('Ẹgbẹ̀rún')).toBe('egberun');
    expect(fold('électricité')).toBe('electricite');
    expect(fold('kuɗin ƙasa ɓera ƴaƴa')).toBe('kudin kasa bera yaya');
    expect(fold('œufs')).toBe('oeufs');
  });

  it('strips Indic nukta and unifies chandrabindu with anusvara, keeping vowel signs', () => {
    expect(fold('हज़ार')).toBe(fold('हजार'));
    expect(fold('पाँच')).toBe('पांच');
    expect(fold('ਪੰਜ')).toBe(fold('ਪਂਜ'));
    expect(fold('खाना')).toBe('खाना');
    expect(fold('ಪೆಟ್ರೋಲ್')).toBe('ಪೆಟ್ರೋಲ್');
  });

  it('unifies Arabic letter variants and drops short vowels', () => {
    expect(fold('إيجار')).toBe(fold('ايجار'));
    expect(fold('خُبْز')).toBe(fold('خبز'));
    expect(fold('كهرباء')).toBe(fold('کہرباء'));
  });

  it('knows Latin words from others', () => {
    expect(isLatinWord('matatu')).toBe(true);
    expect(isLatinWord("kudin wuta")).toBe(true);
    expect(isLatinWord('ऑटो')).toBe(false);
    expect(isLatinWord('4g')).toBe(false);
  });
});
