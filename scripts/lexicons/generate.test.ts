import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CategoryId } from '../../domain/categories.ts';
import { TABLE_NAMES } from '../../domain/parse/lexicon/names.ts';
import { type Annotations, cldrVersion, lexiconFrom, lexiconOf, render, tablePath } from './generate.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

// A small CLDR-shaped sample: two fruits, a fuel pump, a house whose keywords are poetry, a heart.
const SAMPLE: Annotations = {
  '🍌': { default: ['banana', 'fruit', 'potassium'], tts: ['banana'] },
  '🍎': { default: ['apple', 'fruit', 'red'], tts: ['red apple'] },
  '⛽': { default: ['fuel', 'gas', 'pump', 'station'], tts: ['fuel pump'] },
  '🏠': { default: ['home', 'house', 'where'], tts: ['house'] },
  '❤️': { default: ['heart', 'love', 'red'], tts: ['red heart'] },
  '🔥': { default: ['fire', 'gas', 'flame'], tts: ['fire'] },
};
const CATEGORIES = new Map<string, CategoryId>([['🍌', 'food'], ['🍎', 'food'], ['⛽', 'transport'], ['🏠', 'bills']]);

describe('lexiconFrom', () => {
  const lexicon = lexiconFrom(SAMPLE, CATEGORIES, new Set(['🏠']));

  it('keeps names, keywords and words our emoji of one category share', () => {
    expect(lexicon.food).toEqual(expect.arrayContaining(['banana', 'fruit', 'apple', 'red apple', 'potassium']));
    expect(lexicon.transport).toEqual(expect.arrayContaining(['fuel', 'fuel pump', 'pump', 'station']));
  });

  it('drops a word other emoji carry as often (gas is fire too; red is a heart too)', () => {
    expect(lexicon.transport).not.toContain('gas');
    expect(lexicon.food).not.toContain('red');
  });

  it('reads only the names of emoji whose keywords are poetry', () => {
    expect(lexicon.bills).toEqual(['house']);
  });

  it('keeps nothing for emoji it does not select', () => {
    expect([...lexicon.food, ...lexicon.transport, ...lexicon.bills]).not.toContain('fire');
  });
});

describe('the committed tables', () => {
  const version = cldrVersion();

  it.each(TABLE_NAMES.map((name) => [name]))('%s is what the generator writes from the installed CLDR (run `npm run lexicons`)', (name) => {
    const committed = readFileSync(`${root}${tablePath(name)}`, 'utf8');
    expect(committed).toBe(render(name, lexiconOf(name), version));
  });

  it('gives every language words in every category', () => {
    for (const name of TABLE_NAMES) {
      const lexicon = lexiconOf(name);
      for (const category of ['food', 'transport', 'business', 'bills'] as const) expect(lexicon[category].length, `${name} ${category}`).toBeGreaterThan(3);
    }
  });
});
