import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompiledMessages } from './web/build/messages.ts';

// Two projects: node (domain, events, projections, server, cross-layer tests) and jsdom (web).
// On CI a failed test runs once more and .ci/run names it (test/setup/retries.ts).
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    // Two files at a time. Vitest's default (cores - 1) runs one at a time on the 2-core CI machine,
    // while most of a file's time is spent waiting on Postgres, Chromium or HTTP: 12 min, not 18.
    maxWorkers: 2,
    projects: [
      {
        // graphql 16 ships ESM and CJS builds without an exports map: Vite would hand our code the ESM
        // one while Yoga and Pothos load the CJS one, and two copies of graphql refuse each other's
        // types. Resolve ours to the same CJS entry Node gives them, as in production.
        resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
        test: {
          name: 'node',
          environment: 'node',
          include: ['{domain,events,projections,server,test,scripts}/**/*.test.ts'],
          globalSetup: ['test/setup/global.ts'],
          setupFiles: ['test/setup/retries.ts'],
          retry,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Messages compiled as the build compiles them (web/build/messages.ts): the app has no other way.
        plugins: [precompiledMessages(), react()],
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup/retries.ts', 'web/test/setup.ts'],
          retry,
          // Rendering is slow on a loaded 2-core CI machine; a hung test still fails, just later.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
