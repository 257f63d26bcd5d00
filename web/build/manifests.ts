// Vite build plugin: one web app manifest per language, /manifest.<lang>.webmanifest, from the
// English web/public/manifest.webmanifest with the language's lang, dir and description
// (locales/<lang>/manifest.json). applyToDocument (web/src/i18n/locale.ts) links the active one;
// emitted into the bundle so the service worker precaches them like every other asset.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import * as z from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../domain/languages.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { isRightToLeft } from '../src/i18n/direction.ts';
import { manifestUrl } from '../src/i18n/manifestUrl.ts';

const Manifest = z.looseObject({ description: z.string() });
type Manifest = z.infer<typeof Manifest>;
const Catalog = z.object({ 'manifest.description': z.string().min(1) });

/** The English manifest in `language`: everything else (share_target, icons, start_url) unchanged. */
function localizedManifest(english: Manifest, language: LanguageCode, description: string): Manifest {
  return { ...english, lang: language, dir: isRightToLeft(language) ? 'rtl' : 'ltr', description };
}

export function readManifest(publicDir: string): Manifest {
  return Manifest.parse(JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')));
}

function translatedDescription(localesDir: string, language: LanguageCode): string {
  return Catalog.parse(JSON.parse(readFileSync(join(localesDir, language, 'manifest.json'), 'utf8')))['manifest.description'];
}

/** Every language but English (which stays web/public/manifest.webmanifest), as the build writes it. */
export function languageManifests(options: { publicDir: string; localesDir: string }): { language: LanguageCode; url: string; manifest: Manifest }[] {
  const english = readManifest(options.publicDir);
  return LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).map((language) => ({
    language,
    url: manifestUrl(language),
    manifest: localizedManifest(english, language, translatedDescription(options.localesDir, language)),
  }));
}

export function manifests(options: { publicDir: string; localesDir: string }): Plugin {
  return {
    name: 'sauti-manifests',
    apply: 'build',
    generateBundle() {
      for (const { url, manifest } of languageManifests(options)) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: `${JSON.stringify(manifest, null, 2)}\n` });
      }
    },
  };
}
