import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYWORDS, ENGLISH_KEYWORDS, keywordListsFor, ROMAN_HINDI_KEYWORDS } from './categoryKeywords.ts';
import { LANGUAGE_CODES, LANGUAGES } from './languages.ts';
import { fold } from './parse/fold.ts';

const CATEGORIES = ['food', 'transport', 'business', 'bills'] as const;

describe('CATEGORY_KEYWORDS', () => {
  it('has words for every category in every language', () => {
    for (const code of LANGUAGE_CODES) {
      for (const category of CATEGORIES) expect(CATEGORY_KEYWORDS[code][category].length, `${code} ${category}`).toBeGreaterThan(0);
    }
  });

  it('never files one word under two categories within the lists a language reads', () => {
    for (const code of LANGUAGE_CODES) {
      const seen = new Map<string, string>();
      for (const lists of keywordListsFor(code)) {
        for (const category of CATEGORIES) {
          for (const word of lists[category]) {
            const key = fold(word);
            expect(key, `${code}: ${word}`).not.toBe('');
            const earlier = seen.get(key);
            if (earlier !== undefined) expect(earlier, `${code}: ${word}`).toBe(category);
            seen.set(key, category);
          }
        }
      }
    }
  });

  it('reads English everywhere and romanised Hindi in Indian languages', () => {
    for (const code of LANGUAGE_CODES) {
      const lists = keywordListsFor(code);
      expect(lists[0]).toBe(CATEGORY_KEYWORDS[code]);
      expect(lists.at(-1)).toBe(ENGLISH_KEYWORDS);
      expect(lists.includes(ROMAN_HINDI_KEYWORDS)).toBe(LANGUAGES[code].region === 'indian');
    }
  });
});
