import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: node (domain, events, projections, server, cross-layer tests) and jsdom (web).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['{domain,events,projections,server,test}/**/*.test.ts'],
          globalSetup: ['test/setup/global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
