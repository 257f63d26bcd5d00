import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../domain/countries.ts';
import { LANGUAGE_CODES, LANGUAGES } from '../../../domain/languages.ts';
import { activateLocale } from '../i18n/index.ts';
import { countryName } from './countryName.ts';

/** How English names a country's people: a list of countries must never read like this (Swahili's "Bangladeshi"). */
const DEMONYMS = [
  'Kenyan', 'Nigerian', 'South African', 'Ghanaian', 'Ugandan', 'Tanzanian', 'Ethiopian', 'Moroccan', 'Egyptian', 'Indian',
  'Bangladeshi', 'Pakistani', 'American', 'British',
];

/** Languages written in Latin letters; every other one names countries in its own script. */
const LATIN = new Set(['en', 'sw', 'fr', 'ha', 'ig', 'yo', 'zu', 'af']);

describe('countryName', () => {
  afterEach(() => activateLocale('en'));

  it("gives the spec's English names while the interface speaks English", () => {
    expect(COUNTRY_CODES.map((code) => countryName(COUNTRIES[code]))).toEqual(COUNTRY_CODES.map((code) => COUNTRIES[code].name));
  });

  it("names the country in the interface's language otherwise", async () => {
    await activateLocale('hi');
    expect(countryName(COUNTRIES.IN)).toBe('भारत');
  });

  it('says Bangladesh and Pakistan in Swahili, not "Bangladeshi" and "Pakistani" (issue 33)', async () => {
    await activateLocale('sw');
    expect([countryName(COUNTRIES.BD), countryName(COUNTRIES.PK)]).toEqual(['Bangladesh', 'Pakistan']);
  });

  it.each(LANGUAGE_CODES)('%s: fifteen different names, none an English demonym, in the language’s own script', async (language) => {
    await activateLocale(language);
    const names = COUNTRY_CODES.map((code) => countryName(COUNTRIES[code]));
    expect(new Set(names).size, LANGUAGES[language].name).toBe(names.length);
    expect(names.filter((name) => DEMONYMS.some((demonym) => name.split(/[\s-]/).includes(demonym)))).toEqual([]);
    if (!LATIN.has(language)) expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  });
});
