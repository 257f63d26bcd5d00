import { describe, expect, it } from 'vitest';
import { romanIndicStems, romanKey, transliterate } from './romanIndic.ts';

describe('the romanised Indic spelling key', () => {
  it('reads common spellings alike', () => {
    expect(romanKey('bhada')).toBe(romanKey('bhaada'));
    expect(romanKey('bhada')).toBe(romanKey('bhadu'));
    expect(romanKey('kiraya')).toBe(romanKey('kiraaya'));
    expect(romanKey('ghor')).toBe(romanKey('ghar'));
    expect(romanKey('machha')).toBe(romanKey('macha'));
    expect(romanKey('sabzi')).toBe(romanKey('sabji'));
  });

  it('takes typed case endings off', () => {
    expect(romanIndicStems('dukanor')).toContain(romanKey('dukan'));
    expect(romanIndicStems('hotelil')).toContain(romanKey('hotel'));
    expect(romanIndicStems('kadaiku')).toContain(romanKey('kadai'));
  });
});

describe('transliteration of the Indian scripts', () => {
  it('gives a native word the key of its romanised spelling', () => {
    expect(romanKey(transliterate('ଭଡ଼ା', 'or'))).toBe(romanKey('bhada'));
    expect(romanKey(transliterate('ମାଛ', 'or'))).toBe(romanKey('machha'));
    expect(romanKey(transliterate('ঘৰ', 'as'))).toBe(romanKey('ghor'));
    expect(romanKey(transliterate('ভাড়া', 'bn'))).toBe(romanKey('bhara'));
    expect(romanKey(transliterate('மெஸ்', 'ta'))).toBe(romanKey('mess'));
    expect(romanKey(transliterate('दुकान', 'hi'))).toBe(romanKey('dukaan'));
  });
});
