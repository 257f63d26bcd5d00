import { describe, expect, it } from 'vitest';
import { expenseSearchText, searchKey } from './search.ts';

describe('searchKey', () => {
  it.each([
    // Composed and decomposed accents, either case, with or without the accent.
    { text: 'Café Crème', query: 'CAFE', found: true },
    { text: 'Cafe\u0301', query: 'café', found: true },
    // Arabic with and without short vowels.
    { text: 'خُبْز', query: 'خبز', found: true },
    // Devanagari: the vowel sign is part of the word, so कल does not find काल.
    { text: 'दूध 50', query: 'दूध', found: true },
    { text: 'काल', query: 'कल', found: false },
    // Ge'ez and full-width digits.
    { text: 'ዳቦ ２００', query: 'ዳቦ 200', found: true },
    { text: 'Nauli', query: 'mkate', found: false },
  ])('"$query" in "$text" is $found', ({ text, query, found }) => {
    expect(searchKey(text).includes(searchKey(query))).toBe(found);
  });

  it('searches the description, the words said and the note', () => {
    expect(expenseSearchText('Bread', 'Nilinunua MKATE 50', 'for Amani')).toBe('bread nilinunua mkate 50 for amani');
    expect(expenseSearchText('Bread', null, null)).toBe('bread');
  });
});
