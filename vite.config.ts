import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compress } from './web/build/compress.ts';
import { serviceWorker } from './web/build/serviceWorker.ts';

const nodeModule = (names: string): RegExp => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

// Paths are absolute so the config works from any cwd (vitest globalSetup builds programmatically).
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
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
            { name: 'react', test: nodeModule('react|react-dom|scheduler'), priority: 30 },
            {
              name: 'apollo',
              test: nodeModule('@apollo|graphql|graphql-tag|rxjs|@wry|optimism|tslib|@graphql-typed-document-node'),
              priority: 20,
            },
            { name: 'xstate', test: nodeModule('xstate|@xstate'), priority: 15 },
            // Only what the first screen imports; lazy-only libraries stay with their lazy chunks.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
