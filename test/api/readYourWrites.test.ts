// A write that is stored but cannot be read back in time. A write brings the read models up to its
// own events in its own transaction, unless they are behind (a projection being rebuilt, or an earlier
// write whose inline step failed): then it waits for the batches, and another transaction on the
// database server can hold the log's safe end back (the batches may not pass an event an open
// transaction could still precede). The caller hears "ask again" (503 / UNAVAILABLE), never a 404 for
// its own stored write, and the same request, sent again once the log moves, answers the write
// without storing it twice.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../events/store/driver.ts';
import { databaseBackends, useDatabase } from '../support/backends.ts';
import { openForDescribe } from '../support/fixture.ts';
import { startTestServer } from '../support/server.ts';
import { signal } from '../support/signal.ts';
import { newUser } from './client.ts';

/**
 * A transaction with a transaction id, left open until the returned function is called, and then an
 * event written straight into the log behind it (as a tool beside Sauti might): the read models are
 * behind that event, and the batches cannot pass it while the older transaction is open.
 */
async function holdTheLogBack(db: Driver) {
  const released = signal();
  const isOpen = signal();
  const done = db.transaction(async (tx) => {
    await tx.query('select pg_current_xact_id()');
    isOpen.resolve();
    await released.promise;
  });
  await isOpen.promise;
  const userId = randomUUID();
  const stream = `expense-${userId}-${randomUUID()}`;
  await db.query(`insert into streams (stream_id, stream_type, version, owner_id) values ($1, 'expense', 1, $2)`, [stream, userId]);
  await db.query(
    `insert into events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
     values ($1, 1, gen_random_uuid(), 'ExpenseRecorded', 1, $2::text::jsonb, $3::text::jsonb)`,
    [
      stream,
      JSON.stringify({
        expenseId: randomUUID(), description: 'Beside', amount: '1.00', currency: 'KES', category: 'food',
        language: 'en', originalText: null, spentAt: '2026-11-21T08:00:00.000Z',
      }),
      JSON.stringify({ userId, commandId: randomUUID(), occurredAt: '2026-11-21T08:00:00.000Z', timeZone: 'Africa/Nairobi' }),
    ],
  );
  return async () => {
    released.resolve();
    await done;
  };
}

/** Sends again until `answered` (a few seconds at most), as an outbox retries "ask again". */
async function resent<T>(send: () => Promise<T>, answered: (answer: T) => boolean): Promise<T> {
  const until = Date.now() + 5_000;
  for (;;) {
    const answer = await send();
    if (answered(answer) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

    // Sent again as a phone's outbox would, until the log moves (on a busy shared server another
    // session's transaction can hold it a moment longer): answered, never stored twice.
    const again = await resent(() => user.rest('POST', '/api/expenses', lunch), (answer) => answer.status !== 503);
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

    const again = await resent(() => user.gql(record, { input }), (answer) => answer.errors?.[0]?.extensions?.code !== 'UNAVAILABLE');
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual({ recordExpense: { id: expenseId, amount: '80.00' } });
    expect(await streamEvents(expenseId)).toBe(1);
  });
});
