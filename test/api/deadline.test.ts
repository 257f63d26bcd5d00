// A request still running at its deadline is answered 503 and logged with its route, and /api/health
// says how long the event loop was held (issue 31): a stuck request is seen, and never holds a phone's
// outbox for ever. The deadline is 15 s in production; these servers use one second.
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../events/store/driver.ts';
import { expensesProjection } from '../../projections/expenses/projection.ts';
import { databaseBackends } from '../support/backends.ts';
import { logLines, useTestServer } from '../support/server.ts';
import { newUser } from './client.ts';

const DEADLINE_MS = 1_000;

/** An exclusive lock on `table` in a transaction of the test's own, until the function answered is called. */
async function holdTable(db: Driver, table: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const held = db.transaction(async (tx) => {
    await tx.query(`lock table ${table} in access exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

describe.each(databaseBackends())('the request deadline on $name', (backend) => {
  const server = useTestServer(backend, { requestDeadlineMs: DEADLINE_MS });

  it('answers a request stuck past its deadline 503 on REST and GraphQL, logs its route, and health answers meanwhile', { timeout: 30_000 }, async () => {
    // A visitor who has written nothing: nothing is read before the ledger, whose table is held.
    const user = newUser(server.url);
    const letGo = await holdTable(server.db, expensesProjection.tables('').list);
    try {
      const started = Date.now();
      const [rest, graphql] = await Promise.all([
        user.rest('GET', '/api/expenses?limit=1'),
        user.raw('POST', '/graphql', { body: JSON.stringify({ query: '{ todayExpenses { id } }' }), contentType: 'application/json' }),
      ]);
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 3_000);
      expect({ status: rest.status, body: rest.body }).toMatchObject({ status: 503, body: { error: 'unavailable' } });
      expect(rest.headers.get('connection')).toBe('close');
      expect({ status: graphql.status, body: graphql.body }).toMatchObject({ status: 503, body: { errors: [{ extensions: { code: 'UNAVAILABLE' } }] } });
      expect((await user.rest('GET', '/api/health')).status).toBe(200);
    } finally {
      await letGo();
    }
    const abandoned = logLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request abandoned at its deadline');
    expect(abandoned.map((line) => line.route)).toEqual(expect.arrayContaining(['/api/expenses', '/graphql']));
    // Once the lock is gone the same user is answered again (on a loaded machine, maybe not at the first try).
    let again = await user.rest('GET', '/api/expenses?limit=1');
    for (let tries = 0; again.status === 503 && tries < 3; tries += 1) again = await user.rest('GET', '/api/expenses?limit=1');
    expect(again.status).toBe(200);
  });

  it("reports the event loop's lag in /api/health", async () => {
    const user = newUser(server.url);
    const calm = await user.rest('GET', '/api/health');
    expect(calm.body).toMatchObject({ status: 'ok', eventLoopLagMs: expect.any(Number) });
    // The server runs in this process: hold its loop as a stuck request would.
    const until = Date.now() + 300;
    while (Date.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { eventLoopLagMs } = (await user.rest('GET', '/api/health')).body as { eventLoopLagMs: number };
    expect(eventLoopLagMs).toBeGreaterThanOrEqual(250);
  });
});
