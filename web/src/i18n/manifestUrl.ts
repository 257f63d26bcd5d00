// Where each language's web app manifest is served: the build writes them (web/build/manifests.ts),
// applyToDocument (locale.ts) links the active one. No Vite-only imports, so the build can read it.
import { DEFAULT_LANGUAGE } from '../../../domain/languages.ts';

/** English keeps the manifest in web/public; every other language has its own next to it. */
export const manifestUrl = (language: string): string =>
  language === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
