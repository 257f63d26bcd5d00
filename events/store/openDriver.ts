// Chooses the backend from the environment: the Postgres server when DATABASE_URL is set,
// otherwise embedded PGlite with its files under DATA_DIR (default ./data).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Driver } from './driver.ts';
import { createPgliteDriver } from './pgliteDriver.ts';
import { createPostgresDriver } from './postgresDriver.ts';

export async function openDriver(env: NodeJS.ProcessEnv = process.env): Promise<Driver> {
  if (env.DATABASE_URL) return createPostgresDriver(env.DATABASE_URL);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return createPgliteDriver(join(dataDir, 'pglite'));
}
