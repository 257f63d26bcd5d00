// Builds the web app into dist/ when it is missing or older than its sources, so `npm start`
// on a fresh clone serves a current app without a separate build step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** SAUTI_DIST_DIR lets parallel test runs each build and serve their own copy. */
export const DIST_DIR = process.env.SAUTI_DIST_DIR ?? join(ROOT, 'dist');

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function webBuildIsStale(): boolean {
  const built = join(DIST_DIR, 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(newestChange(join(ROOT, 'web')), newestChange(join(ROOT, 'vite.config.ts')));
  return sources > statSync(built).mtimeMs;
}

export async function buildWebIfStale(): Promise<boolean> {
  if (!webBuildIsStale()) return false;
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  return true;
}
