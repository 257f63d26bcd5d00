import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../domain/languages.ts';
import { activateLocale } from '../i18n/index.ts';
import { languageName } from './displayName.ts';

describe('languageName', () => {
  afterEach(() => activateLocale('en'));

  it("gives the spec's English name while the interface speaks English", () => {
    expect(languageName(LANGUAGES.sw)).toBe(LANGUAGES.sw.name);
    expect(languageName(LANGUAGES.or)).toBe(LANGUAGES.or.name);
  });

  it("names the language in the interface's language otherwise", async () => {
    await activateLocale('sw');
    expect(languageName(LANGUAGES.en)).toBe('Kiingereza');
  });

  it('names the language by its native name in its own interface, where the browser has no name for it', async () => {
    await activateLocale('or');
    expect(languageName(LANGUAGES.or)).toBe('ଓଡ଼ିଆ');
  });
});
