// The embedded driver on disk: a new directory's database is created by a process of its own (so the
// server never holds what creating it took), then opened here; what is written there stays.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDriver } from './pgliteDriver.ts';

describe('the embedded driver on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sauti-pglite-'));
  const dataDir = join(dir, 'pglite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a new directory, and opens it again with what was written', async () => {
    const created = await createPgliteDriver(dataDir);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(await created.query<{ shared_buffers: string }>('show shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
    await created.query('create table kept (note text)');
    await created.query('insert into kept values ($1)', ['nimenunua chakula 500']);
    await created.close();

    const reopened = await createPgliteDriver(dataDir);
    expect(await reopened.query('select note from kept')).toEqual([{ note: 'nimenunua chakula 500' }]);
    await reopened.close();
  }, 60_000);
});
