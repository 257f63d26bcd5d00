import { describe, expect, it } from 'vitest';
import { isLanguageCode, LANGUAGE_CODES, LANGUAGES, languagesIn, speechLocale } from './languages.ts';

describe('LANGUAGES', () => {
  it('describes each of the 22 codes under its own key', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) expect(LANGUAGES[code].code).toBe(code);
  });

  it('splits 10 African and 12 Indian languages', () => {
    expect(languagesIn('african')).toHaveLength(10);
    expect(languagesIn('indian')).toHaveLength(12);
  });

  it('gives well-formed BCP-47 speech locales whose language is the code', () => {
    for (const language of Object.values(LANGUAGES)) {
      expect(language.speechCode).toMatch(/^[a-z]{2}(?:-[A-Z][a-z]{3})?-[A-Z]{2}$/u);
      expect(language.speechCode.startsWith(language.code)).toBe(true);
      expect(language.examplePhrase.trim()).not.toBe('');
      expect(language.flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
    }
  });

  it('knows its codes', () => {
    expect(isLanguageCode('sw')).toBe(true);
    expect(isLanguageCode('de')).toBe(false);
  });
});

describe('the recogniser locale, by the person’s country (issue 33)', () => {
  it.each([
    ['ar', 'EG', 'ar-EG'],
    ['ar', 'MA', 'ar-MA'],
    ['ar', null, 'ar-SA'],
    ['ar', 'KE', 'ar-SA'],
    ['en', 'KE', 'en-KE'],
    ['en', 'IN', 'en-IN'],
    ['en', 'EU', 'en-US'],
    ['sw', 'TZ', 'sw-TZ'],
    ['hi', 'IN', 'hi-IN'],
    ['ur', 'PK', 'ur-PK'],
  ] as const)('%s in %s listens as %s', (language, country, locale) => {
    expect(speechLocale(language, country)).toBe(locale);
  });
});

