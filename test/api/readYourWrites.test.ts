// A write that is stored but cannot be read back in time: another transaction on the database server
// holds the log's safe end back (the projections may not pass an event an open transaction could still
// precede). The caller hears "ask again" (503 / UNAVAILABLE), never a 404 for its own stored write, and
// the same request, sent again once the log moves, answers the write without storing it twice.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseBackends, useDatabase } from '../support/backends.ts';
import { openForDescribe } from '../support/fixture.ts';
import { startTestServer } from '../support/server.ts';
import { newUser } from './client.ts';

/** A transaction with a transaction id, left open until `release` is called. */
async function holdTheLogBack(db: { transaction<T>(work: (tx: { query(sql: string): Promise<unknown> }) => Promise<T>): Promise<T> }) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let opened = () => undefined as void;
  const isOpen = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const done = db.transaction(async (tx) => {
    await tx.query('select pg_current_xact_id()');
    opened();
    await released;
  });
  await isOpen;
  return async () => {
    release();
    await done;
  };
}

describe.each(databaseBackends())('read-your-writes held back on $name', (backend) => {
  const fixture = useDatabase(backend, { concurrent: true });
  const server = openForDescribe(() => startTestServer({ db: fixture.db, readYourWritesMs: 300 }), (started) => started.close(), {
    when: backend.concurrent,
  });

  const streamEvents = async (expenseId: string) => {
    const [row] = await fixture.db.query<{ count: string }>("select count(*)::text as count from events where data->>'expenseId' = $1", [expenseId]);
    return Number(row?.count);
  };

  it('answers 503 for a stored write it cannot read yet, and the same request again answers it once', async () => {
    const user = newUser(server().url);
    expect((await user.rest('POST', '/api/expenses', { description: 'Chai', amount: '20', currency: 'KES', language: 'sw' })).status).toBe(201);
    const expenseId = randomUUID();
    const lunch = { id: expenseId, description: 'Chakula', amount: '250', currency: 'KES', category: 'food', language: 'sw' };

    const letGo = await holdTheLogBack(fixture.db);
    const held = await user.rest('POST', '/api/expenses', lunch);
    expect(held.status, JSON.stringify(held.body)).toBe(503);
    expect(held.body).toMatchObject({ error: 'unavailable' });
    expect(await streamEvents(expenseId)).toBe(1);
    await letGo();

    const again = await user.rest('POST', '/api/expenses', lunch);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ id: expenseId, description: 'Chakula', amount: '250.00' });
    expect(await streamEvents(expenseId)).toBe(1);
  });

  it('says UNAVAILABLE over GraphQL, and the same command id again answers the expense', async () => {
    const user = newUser(server().url);
    expect((await user.rest('POST', '/api/expenses', { description: 'Chai', amount: '20', currency: 'KES', language: 'sw' })).status).toBe(201);
    const expenseId = randomUUID();
    const record = 'mutation ($input: RecordExpenseInput!) { recordExpense(input: $input) { id amount } }';
    const input = { id: expenseId, commandId: randomUUID(), description: 'Nauli', amount: '80', currency: 'KES', category: 'transport', language: 'sw' };

    const letGo = await holdTheLogBack(fixture.db);
    const held = await user.gql(record, { input });
    expect(held.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    await letGo();

    const again = await user.gql(record, { input });
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual({ recordExpense: { id: expenseId, amount: '80.00' } });
    expect(await streamEvents(expenseId)).toBe(1);
  });
});
