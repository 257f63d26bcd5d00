// Builds the web app into dist/ with the top-level vite.config.ts so test runs serve the real,
// compressed production bundle. Called once from the vitest globalSetup.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const CONFIG_FILE = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
const DIST_DIR = process.env.SAUTI_DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));

/** Builds dist/ and returns its absolute path. */
export async function buildWeb(): Promise<string> {
  // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build (twice the size).
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: CONFIG_FILE, mode: 'production', logLevel: 'warn' });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  if (!existsSync(`${DIST_DIR}/index.html`)) throw new Error(`vite build wrote no index.html to ${DIST_DIR}`);
  return DIST_DIR;
}
