import { describe, expect, it } from 'vitest';
import { databaseBackends, needsBackend } from '../../test/support/backends.ts';
import { openDriver } from './openDriver.ts';

describe.each(databaseBackends())('postgres driver on $name', (backend) => {
  needsBackend(backend, { concurrent: true });
  // Without scripts/patchPostgres.mjs, postgres.js throws from a setImmediate here and the whole
  // process dies (uncaught TypeError in nextWrite); with it the transaction just fails. And each
  // connection, once killed, used to refuse its next query with the old error and give the one
  // after the killed query's rows beside its own: more kills than the pool has connections, then
  // every query answers exactly.
  it('fails a transaction whose connection is killed, and keeps serving', async () => {
    const db = await backend.open();
    try {
      for (let round = 0; round < 8; round += 1) {
        await expect(
          db.transaction(async (tx) => {
            await tx.query('select 1');
            await tx.query('select pg_terminate_backend(pg_backend_pid())');
            await tx.query('select 2');
          }),
        ).rejects.toThrow();
      }
      for (let query = 0; query < 6; query += 1) expect(await db.query('select $1::int as one', [query])).toEqual([{ one: query }]);
    } finally {
      await db.close();
    }
  });
});

describe('the pool size from the environment', () => {
  it.each(['1', '0', 'many', '2.5'])('refuses DATABASE_POOL_SIZE=%s by name, before connecting', async (size) => {
    await expect(openDriver({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATABASE_POOL_SIZE: size })).rejects.toThrow(/DATABASE_POOL_SIZE/);
  });
});
