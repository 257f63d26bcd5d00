import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../categories.ts';
import { type KeywordCategory, keywordListsFor } from '../categoryKeywords.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { keywordFinder, keywordIndex, foldText, withForms } from './keywordMatch.ts';
import { stemmerFor } from './morphology/index.ts';
import { PHRASES } from './phrases.fixture.ts';

const KEYWORD_CATEGORIES = CATEGORY_IDS.filter((id): id is KeywordCategory => id !== 'other');

/** Every keyword of every language's lists, as categorize compiles them (stems as the list says). */
const ENTRIES = LANGUAGE_CODES.flatMap((language) => keywordListsFor(language).flatMap((lists) => {
  const words = [
    ...Object.values(lists.decisive ?? {}).flat(),
    ...KEYWORD_CATEGORIES.flatMap((category) => lists[category]),
    ...(lists.ambiguous ?? []).map((entry) => entry.word),
  ];
  return words.map((keyword) => ({ keyword, find: keywordFinder(keyword, lists.stems ?? false) }));
}));
const candidates = keywordIndex(ENTRIES);

/**
 * The keywords found by running every finder, and by running only the index's candidates: the same, in
 * the same order; also with the words filed under their stems as a language's keywords are looked for.
 */
function expectSameHits(text: string) {
  for (const folded of [foldText(text), withForms(foldText(text), stemmerFor('ha')), withForms(foldText(text), stemmerFor('zu'))]) {
    const found = (entries: typeof ENTRIES) => entries.flatMap((entry) => entry.find(folded).map((span) => `${entry.keyword}@${span.start}-${span.end}`));
    expect(found(candidates(folded))).toEqual(found(ENTRIES));
  }
}

describe('keywordIndex', () => {
  it('finds every keyword hit of the phrase table by reading only the keywords each phrase could hold', () => {
    expect(ENTRIES.length).toBeGreaterThan(1000);
    for (const row of PHRASES) expectSameHits(row.text);
  });

  it('misses nothing in text made of keywords, their parts, plurals, prefixes and elisions', () => {
    const keywords = ENTRIES.map((entry) => entry.keyword);
    const piece = fc.oneof(
      fc.constantFrom(...keywords),
      fc.constantFrom(...keywords).chain((word) => fc.nat(word.length).map((cut) => word.slice(cut))),
      fc.constantFrom(...keywords).chain((word) => fc.nat(word.length).map((cut) => word.slice(0, cut))),
      fc.constantFrom(...keywords).map((word) => `${word}s`),
      fc.constantFrom(...keywords).map((word) => `${word}es`),
      fc.constantFrom(...keywords).map((word) => `l'${word}`),
      fc.constantFrom(...keywords).map((word) => `ال${word}`),
      fc.constantFrom(...keywords).map((word) => `የ${word}`),
      fc.string({ maxLength: 6 }),
    );
    const separator = fc.constantFrom(' ', '', '-', ', ', "'");
    fc.assert(
      fc.property(fc.array(fc.tuple(piece, separator), { maxLength: 6 }), (parts) => {
        expectSameHits(parts.map(([text, between]) => text + between).join(''));
      }),
      { numRuns: 1500 },
    );
  });
});
