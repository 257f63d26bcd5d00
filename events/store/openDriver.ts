// Chooses the backend from the environment: the Postgres server when DATABASE_URL is set,
// otherwise embedded PGlite with its files under DATA_DIR (default ./data).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Driver } from './driver.ts';
import { createPostgresDriver } from './postgresDriver.ts';

/** DATABASE_POOL_SIZE: a whole number of connections, else the driver's default. */
function poolSize(given: string | undefined): number | undefined {
  if (given === undefined || given === '') return undefined;
  const size = Number(given);
  if (!Number.isInteger(size) || size < 2) throw new Error(`DATABASE_POOL_SIZE must be a whole number of connections, at least 2, not "${given}"`);
  return size;
}

export async function openDriver(env: NodeJS.ProcessEnv = process.env): Promise<Driver> {
  if (env.DATABASE_URL) return createPostgresDriver(env.DATABASE_URL, { max: poolSize(env.DATABASE_POOL_SIZE) });
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  // Loaded only here: a server on Postgres does not hold PGlite's 8 MB of code.
  const { createPgliteDriver } = await import('./pgliteDriver.ts');
  return createPgliteDriver(join(dataDir, 'pglite'));
}
