// New, empty databases for a server process of its own, named in its environment as a person's `npm`
// command would find them: a directory for the embedded one (DATA_DIR), a database on a Postgres
// server (DATABASE_URL). The CLI tests, the benches and the in-process test backends make theirs here.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

export interface ScratchDatabase {
  /** What points a process at it. */
  env: Record<string, string>;
  /** Removes it and all it holds. */
  drop(): Promise<void>;
}

/** A new directory for the embedded database. */
export function scratchDataDir(): ScratchDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'sauti-scratch-'));
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new database on the Postgres server `adminUrl` reaches; dropped even while sessions hold it. */
export async function scratchServerDatabase(adminUrl: string): Promise<ScratchDatabase & { url: string }> {
  const name = `sauti_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
