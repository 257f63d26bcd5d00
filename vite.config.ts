import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compress } from './web/build/compress.ts';
import { manifests } from './web/build/manifests.ts';
import { precompiledMessages } from './web/build/messages.ts';
import { prerender } from './web/build/prerender.ts';
import { serviceWorker } from './web/build/serviceWorker.ts';

const nodeModule = (names: string): RegExp => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const CATALOG = /[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/]/;
const catalogChunk = (id: string): string | null => {
  const language = CATALOG.exec(id)?.[1];
  return language === undefined ? null : `catalog-${language}`;
};

// Paths are absolute so the config works from any cwd (vitest globalSetup builds programmatically).
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [
    precompiledMessages(),
    react(),
    tailwindcss(),
    prerender({ root: fileURLToPath(new URL('./web', import.meta.url)) }),
    // Before serviceWorker() so the per-language manifests are in its precache.
    manifests({
      publicDir: fileURLToPath(new URL('./web/public', import.meta.url)),
      localesDir: fileURLToPath(new URL('./web/src/i18n/locales', import.meta.url)),
    }),
    // Before compress() so /sw.js gets its .br/.gz siblings like every other script.
    serviceWorker({
      entry: fileURLToPath(new URL('./web/src/sw/sw.ts', import.meta.url)),
      publicDir: fileURLToPath(new URL('./web/public', import.meta.url)),
    }),
    compress(),
  ],
  build: {
    outDir: process.env.SAUTI_DIST_DIR ?? fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Vendors in their own long-cached chunks: an app deploy does not re-download React or Apollo.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // One chunk per language: a language's catalogs load together (i18n/index.ts asks for all
            // of them at once), so choosing it costs one request rather than one per feature.
            { name: catalogChunk, debugName: 'catalogs', test: CATALOG, priority: 40 },
            { name: 'react', test: nodeModule('react|react-dom|scheduler'), priority: 30 },
            {
              name: 'apollo',
              test: nodeModule('@apollo|graphql|graphql-tag|rxjs|@wry|optimism|tslib|@graphql-typed-document-node'),
              priority: 20,
            },
            { name: 'xstate', test: nodeModule('xstate|@xstate'), priority: 15 },
            // Only what the first screen imports; lazy-only libraries stay with their lazy chunks.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
            // The app's own modules that the first screen shares with lazy screens in one chunk, not a
            // dozen 1 kB ones: on a slow network each extra request on the first load costs a round trip.
            { name: 'app', test: /[\\/](web[\\/]src[\\/](?!sw[\\/])|domain[\\/])/, tags: ['$initial'], priority: 5 },
            // The small modules the lazy screens share (the first-run flow, Home, Settings): one request
            // after Welcome paints instead of a dozen, which over HTTP/1.1's six connections took two
            // round trips. Big or library-backed ones (the parsers, phone numbers) stay apart. The offline
            // layer is in it whole: split apart, its chunks and this one imported each other, and whichever
            // loaded first ran before what it read (shell.test.ts checks no scripts import in a loop).
            {
              name: 'screens',
              test: /[\\/](web[\\/]src[\\/](apolloLoader|gql|user|money|wallet|ui|format|offline)|domain[\\/](categories|countries|currencies|dates|errors|exchange|languages|money|regionDefaults|text)\.ts)/,
              minShareCount: 2,
              priority: 4,
            },
          ],
        },
      },
    },
  },
});
