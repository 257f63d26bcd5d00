// @vitest-environment node
// The catalogs against English: every language that has a folder in locales/ has every message of
// every converted feature, no stale ones, and the same placeholders and ICU structure, parsed by
// Lingui's own compiler. `npm run i18n:export` (I18N_WRITE=1) rewrites the English source files.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { englishCatalog, FEATURES } from './catalogs.ts';

const LOCALES = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));
const catalogPath = (language: string, feature: string) => `${LOCALES}${language}/${feature}.json`;

function readCatalog(path: string): Record<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${path} is not a JSON object`);
  return Object.fromEntries(Object.entries(parsed).map(([id, text]) => [id, String(text)]));
}

/** Placeholders and ICU arguments with their type and, for select, the options: "name", "days:plural", "person:select:other,you". */
function shape(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const choices = typeof format === 'object' && format !== null ? Object.entries(format) : [];
      const keys = choices.filter(([key]) => key !== 'offset').map(([key]) => key).sort();
      into.add(type === 'select' ? `${name}:select:${keys.join(',')}` : `${name}:${type}`);
      if (type !== 'select') expect(keys, `${name} needs an "other" form`).toContain('other');
      for (const [, choice] of choices) if (Array.isArray(choice)) shape(choice, into);
    } else {
      into.add(type === undefined ? name : `${name}:${type}`);
    }
  }
  return into;
}

/** Literal text holding a brace: an ICU form closed once too often shows its "}" to the person. */
function strayBraces(message: CompiledMessage): string[] {
  return message.flatMap((token) => {
    if (typeof token === 'string') return /[{}]/.test(token) ? [token] : [];
    const [, , format] = token;
    const choices = typeof format === 'object' && format !== null ? Object.values(format) : [];
    return choices.flatMap((choice) => (Array.isArray(choice) ? strayBraces(choice) : []));
  });
}

const translated = readdirSync(LOCALES).filter((language) => language !== 'en');

describe('catalogs', () => {
  it('the English source files are the messages modules (npm run i18n:export after changing one)', () => {
    for (const [feature, tree] of Object.entries(FEATURES)) {
      const english = englishCatalog(tree);
      if (process.env.I18N_WRITE === '1') {
        mkdirSync(`${LOCALES}en`, { recursive: true });
        writeFileSync(catalogPath('en', feature), `${JSON.stringify(english, null, 2)}\n`);
      }
      expect(readCatalog(catalogPath('en', feature)), feature).toEqual(english);
    }
  });

  it('only the 22 voice languages have catalogs', () => {
    expect(translated.filter((language) => !LANGUAGE_CODES.some((code) => code === language))).toEqual([]);
  });

  describe.each(translated)('%s', (language) => {
    it.each(Object.keys(FEATURES))('%s: every message, none stale, same placeholders and ICU forms', (feature) => {
      const tree = FEATURES[feature];
      if (tree === undefined) throw new Error(feature);
      const english = englishCatalog(tree);
      const path = catalogPath(language, feature);
      expect(existsSync(path), `${path} is missing`).toBe(true);
      const catalog = readCatalog(path);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [id, source] of Object.entries(english)) {
        const text = catalog[id] ?? '';
        expect(text.trim(), `${language} ${id} is empty`).not.toBe('');
        expect(strayBraces(compileMessageOrThrow(text)), `${language} ${id}: ${text}`).toEqual([]);
        expect([...shape(compileMessageOrThrow(text))].sort(), `${language} ${id}: ${text}`).toEqual([...shape(compileMessageOrThrow(source))].sort());
      }
    });
  });
});
