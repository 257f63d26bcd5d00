// The database backends a test file runs against: embedded PGlite always, the Postgres server
// when TEST_DATABASE_URL is set, and a Testcontainers Postgres when a Docker engine answered.
// Each `open()` gives a fresh, migrated database of its own.
import { beforeEach, inject } from 'vitest';
import type { Driver } from '../../events/store/driver.ts';
import { migrate } from '../../events/store/migrations.ts';
import { createPgliteDriver } from '../../events/store/pgliteDriver.ts';
import { createPostgresDriver } from '../../events/store/postgresDriver.ts';
import { openForDescribe } from './fixture.ts';
import type { ScratchDatabase } from './scratchDatabases.ts';
import { scratchDataDir, scratchServerDatabase } from './scratchDatabases.ts';

/** Why a test of concurrent sessions skips on PGlite, said in the test report. */
export const SINGLE_SESSION = 'PGlite has exactly one session: nothing here can run concurrently';

export interface Backend {
  name: string;
  /** Several sessions at once (PGlite has exactly one). */
  concurrent: boolean;
  open(): Promise<Driver>;
}

/**
 * A new, empty database on a Postgres server, dropped again when its driver closes; `url` lets a test
 * open a second instance's connections to it.
 */
async function freshServerDatabase(adminUrl: string): Promise<Driver & { url: string }> {
  const scratch = await scratchServerDatabase(adminUrl);
  const driver = createPostgresDriver(scratch.url);
  return {
    ...driver,
    url: scratch.url,
    async close() {
      await driver.close();
      await scratch.drop();
    },
  };
}

/** A database a process of its own is pointed at by its environment, as a person's `npm` command would be. */
export interface ProcessDatabase {
  name: string;
  create(): Promise<ScratchDatabase>;
}

/** A new embedded database in DATA_DIR always; a new one on the Postgres server in DATABASE_URL when TEST_DATABASE_URL is set. */
export function processDatabases(): ProcessDatabase[] {
  const databases: ProcessDatabase[] = [{ name: 'embedded database in DATA_DIR', create: async () => scratchDataDir() }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) databases.push({ name: 'Postgres server in DATABASE_URL', create: () => scratchServerDatabase(serverUrl) });
  return databases;
}

const migrated = async (driver: Driver) => {
  await migrate(driver);
  return driver;
};

export function databaseBackends(): Backend[] {
  const backends: Backend[] = [{ name: 'pglite', concurrent: false, open: () => createPgliteDriver().then(migrated) }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    backends.push({ name: 'postgres', concurrent: true, open: () => freshServerDatabase(serverUrl).then(migrated) });
  }
  const containerUrl = inject('containerDatabaseUrl');
  if (containerUrl) {
    backends.push({ name: 'testcontainers', concurrent: true, open: () => freshServerDatabase(containerUrl).then(migrated) });
  }
  return backends;
}

/** What a describe needs of its backend: `concurrent`, several sessions at once (not PGlite). */
export interface BackendNeeds {
  concurrent?: boolean;
}

/** Whether `backend` has what the describe needs; where it has not, each of its tests is skipped with the reason. */
export function needsBackend(backend: Backend, needs: BackendNeeds): boolean {
  if (!needs.concurrent || backend.concurrent) return true;
  beforeEach((context) => context.skip(SINGLE_SESSION));
  return false;
}

/** A fresh database on `backend` for the enclosing describe, opened before its tests and closed after them. */
export function useDatabase(backend: Backend, needs: BackendNeeds = {}): { readonly db: Driver } {
  const current = openForDescribe(() => backend.open(), (db) => db.close(), { when: needsBackend(backend, needs) });
  return {
    get db() {
      return current();
    },
  };
}

/**
 * Waits until no transaction that wrote events is still open anywhere on the server. The global
 * read stops below the oldest open transaction of the whole server (transaction ids are server-wide),
 * so a test file running beside this one can hold back what this one just committed.
 */
export async function allVisible(db: Driver) {
  for (let tries = 0; tries < 600; tries += 1) {
    const [row] = await db.query<{ hidden: string }>(
      'select count(*)::text as hidden from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())',
    );
    if (row?.hidden === '0') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('events stayed behind an open transaction');
}
