// Driver over a real Postgres server through postgres.js (a pool of connections).
// Sessions that idle inside a transaction are cut, so no reader stalls projections for long.
import postgres from 'postgres';
import type { Driver, Queryable, Row, SqlParam } from './driver.ts';

export function createPostgresDriver(url: string, options: { max?: number } = {}): Driver {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { application_name: 'sauti', idle_in_transaction_session_timeout: 15_000 },
  });
  const on = (runner: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<R extends Row>(text: string, params: readonly SqlParam[] = []): Promise<R[]> {
      // Prepared (cached per connection by its text): one round trip instead of describe + execute.
      const rows = await runner.unsafe<R[]>(text, [...params], { prepare: true });
      return [...rows];
    },
  });
  return {
    kind: 'postgres',
    ...on(sql),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const outcome: { value?: T } = {};
      await sql.begin(async (tx) => {
        outcome.value = await work(on(tx));
      });
      // postgres.js types begin()'s result as UnwrapPromiseArray<T>; the box keeps T exact.
      return outcome.value as T;
    },
    async listen(channel, heard, connected) {
      await sql.listen(channel, heard, connected);
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
