import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../domain/countries.ts';
import { activateLocale } from '../i18n/index.ts';
import { countryName } from './countryName.ts';

describe('countryName', () => {
  afterEach(() => activateLocale('en'));

  it("gives the spec's English name while the interface speaks English", () => {
    expect(countryName(COUNTRIES.IN)).toBe('India');
    expect(countryName(COUNTRIES.EU)).toBe('European Union');
  });

  it("names the country in the interface's language otherwise", async () => {
    await activateLocale('hi');
    expect(countryName(COUNTRIES.IN)).toBe('भारत');
  });
});
