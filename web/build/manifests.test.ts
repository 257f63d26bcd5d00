// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { MANIFEST_MESSAGES } from '../src/i18n/manifestMessages.ts';
import { languageManifests, readManifest } from './manifests.ts';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const localesDir = fileURLToPath(new URL('../src/i18n/locales', import.meta.url));

describe('the web app manifest in every language', () => {
  const english = readManifest(publicDir);
  const localized = languageManifests({ publicDir, localesDir });

  it('English is the manifest message module’s text, and every other language has its own file', () => {
    expect(english).toMatchObject({ lang: 'en', dir: 'ltr', description: MANIFEST_MESSAGES.description.message });
    expect(localized.map(({ language }) => language)).toEqual(LANGUAGE_CODES.filter((code) => code !== 'en'));
    expect(localized.find(({ language }) => language === 'sw')?.url).toBe('/manifest.sw.webmanifest');
  });

  it.each(localized)('$language: same app, share target and icons; its own lang, dir and description', ({ language, manifest }) => {
    const { lang, dir, description, ...rest } = manifest;
    const { lang: _lang, dir: _dir, description: englishDescription, ...englishRest } = english;
    expect(rest).toEqual(englishRest);
    expect(rest).toMatchObject({ name: 'Sauti', short_name: 'Sauti', start_url: '/', share_target: { action: '/import' } });
    expect(lang).toBe(language);
    expect(dir).toBe(language === 'ar' || language === 'ur' ? 'rtl' : 'ltr');
    expect(description).not.toBe(englishDescription);
    expect(description).toMatch(/22|২২/);
  });
});
