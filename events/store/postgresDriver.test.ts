import { describe, expect, it } from 'vitest';
import { databaseBackends, needsBackend } from '../../test/support/backends.ts';

describe.each(databaseBackends())('postgres driver on $name', (backend) => {
  needsBackend(backend, { concurrent: true });
  // Without scripts/patchPostgres.mjs, postgres.js throws from a setImmediate here and the
  // whole process dies (uncaught TypeError in nextWrite); with it the transaction just fails.
  it('fails a transaction whose connection is killed, and keeps serving', async () => {
    const db = await backend.open();
    try {
      for (let round = 0; round < 3; round += 1) {
        await expect(
          db.transaction(async (tx) => {
            await tx.query('select 1');
            await tx.query('select pg_terminate_backend(pg_backend_pid())');
            await tx.query('select 2');
          }),
        ).rejects.toThrow();
      }
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
