import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { allVisible, databaseBackends, useDatabase } from '../../test/support/backends.ts';
import { ConflictError } from '../../domain/errors.ts';
import { createEventStore, START, VersionConflict } from './eventStore.ts';
import { createRegistry, defineEvent } from './eventTypes.ts';
import type { EventMetadata } from './eventTypes.ts';

// A test-only stream whose event changed shape: v1 stored `{ amount: number }`, v2 stores
// `{ amount: string, note: string }`. The upcaster keeps old rows readable.
const Noted = defineEvent('Noted', z.object({ amount: z.string(), note: z.string() }), {
  version: 2,
  upcasters: { 1: (data) => ({ amount: String(z.object({ amount: z.number() }).parse(data).amount), note: '' }) },
});
const registry = createRegistry([Noted]);

const metadata = (userId: string, commandId = randomUUID()): EventMetadata => ({
  userId,
  commandId,
  occurredAt: '2026-11-21T08:00:00.000Z',
  timeZone: 'Africa/Nairobi',
});

const noted = (amount: string) => ({ type: 'Noted' as const, data: { amount, note: 'n' } });

describe.each(databaseBackends())('event store on $name', (backend) => {
  const fixture = useDatabase(backend);

  const appendOptions = (userId: string, expectedVersion: number, commandId = randomUUID()) => ({
    streamType: 'note',
    ownerId: userId,
    expectedVersion,
    commandId,
    payloadHash: `hash-${commandId}`,
    metadata: metadata(userId, commandId),
  });

  it('appends, reads the stream back and refuses a stale expected version', async () => {
    const store = createEventStore(fixture.db, registry);
    const user = randomUUID();
    const stream = `note-${randomUUID()}`;
    const first = await store.append(stream, [noted('1.00'), noted('2.00')], appendOptions(user, 0));
    expect(first.streamVersion).toBe(2);
    await expect(store.append(stream, [noted('3.00')], appendOptions(user, 1))).rejects.toBeInstanceOf(VersionConflict);
    const read = await store.readStream(stream);
    expect(read?.version).toBe(2);
    expect(read?.events.map((event) => [event.streamPosition, event.data.amount])).toEqual([[1, '1.00'], [2, '2.00']]);
  });

  it('reads a stream from a version: only the events after it, with the current version', async () => {
    const store = createEventStore(fixture.db, registry);
    const user = randomUUID();
    const stream = `note-${randomUUID()}`;
    await store.append(stream, [noted('1.00'), noted('2.00')], appendOptions(user, 0));
    await store.append(stream, [noted('3.00')], appendOptions(user, 2));
    const rest = await store.readStream(stream, { from: 2 });
    expect(rest?.version).toBe(3);
    expect(rest?.events.map((event) => [event.streamPosition, event.data.amount])).toEqual([[3, '3.00']]);
    expect((await store.readStream(stream, { from: 3 }))?.events).toEqual([]);
  });

  it('answers a retried command with its first result and appends nothing', async () => {
    const store = createEventStore(fixture.db, registry);
    const user = randomUUID();
    const stream = `note-${randomUUID()}`;
    const options = appendOptions(user, 0);
    const first = await store.append(stream, [noted('5.00')], options);
    const again = await store.append(stream, [noted('5.00')], options);
    expect(again).toEqual({ ...first, duplicate: true });
    expect((await store.readStream(stream))?.events).toHaveLength(1);
    await expect(
      store.append(stream, [noted('6.00')], { ...options, payloadHash: 'another payload' }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('rejects event data that does not match its schema, writing nothing', async () => {
    const store = createEventStore(fixture.db, registry);
    const stream = `note-${randomUUID()}`;
    await expect(
      store.append(stream, [{ type: 'Noted', data: { amount: 5, note: 'x' } } as never], appendOptions(randomUUID(), 0)),
    ).rejects.toThrow(/Invalid Noted/);
    expect(await store.readStream(stream)).toBeNull();
  });

  it('upcasts events stored in an older schema version when reading', async () => {
    const user = randomUUID();
    const stream = `note-${randomUUID()}`;
    await fixture.db.query(`insert into streams (stream_id, stream_type, version, owner_id) values ($1, 'note', 1, $2)`, [stream, user]);
    await fixture.db.query(
      `insert into events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
       values ($1, 1, $2, 'Noted', 1, '{"amount": 42}', $3::text::jsonb)`,
      [stream, randomUUID(), JSON.stringify(metadata(user))],
    );
    const read = await createEventStore(fixture.db, registry).readStream(stream);
    expect(read?.events[0]?.data).toEqual({ amount: '42', note: '' });
    expect(read?.events[0]?.schemaVersion).toBe(1);
  });

  it('reads the whole log in order after a checkpoint', async () => {
    const store = createEventStore(fixture.db, registry);
    const user = randomUUID();
    await store.append(`note-${randomUUID()}`, [noted('1.00')], appendOptions(user, 0));
    await allVisible(fixture.db);
    const all = await store.readAll(START, { limit: 10_000 });
    const tail = all.at(-2);
    expect(tail).toBeDefined();
    const after = await store.readAll(tail ?? START, { limit: 10 });
    expect(after).toHaveLength(1);
    expect(after[0]?.globalPosition).toBe(all.at(-1)?.globalPosition);
  });

  it('keeps 8 concurrent writers on one stream contiguous, with no lost or doubled event', async () => {
    const store = createEventStore(fixture.db, registry);
    const user = randomUUID();
    const stream = `note-${randomUUID()}`;
    await store.append(stream, [noted('0.01')], appendOptions(user, 0));
    const writer = async (id: number) => {
      for (let round = 0; round < 5; round += 1) {
        for (;;) {
          const current = await store.readStream(stream);
          try {
            await store.append(stream, [noted(`${id}.${round}0`)], appendOptions(user, current?.version ?? 0));
            break;
          } catch (error) {
            if (!(error instanceof VersionConflict)) throw error;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, id) => writer(id + 1)));
    const read = await store.readStream(stream);
    expect(read?.version).toBe(41);
    expect(read?.events.map((event) => event.streamPosition)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
    const amounts = read?.events.slice(1).map((event) => event.data.amount).sort();
    const expected = Array.from({ length: 8 }, (_, id) => Array.from({ length: 5 }, (_, round) => `${id + 1}.${round}0`)).flat().sort();
    expect(amounts).toEqual(expected);
  });

  it('writes twenty appends sent at once in one transaction, and refuses only the stale one among them', async () => {
    const store = createEventStore(fixture.db, registry);
    const user = randomUUID();
    const stale = `note-${randomUUID()}`;
    await store.append(stale, [noted('1.00')], appendOptions(user, 0));
    const streams = Array.from({ length: 20 }, () => `note-${randomUUID()}`);
    const [staleResult, ...results] = await Promise.allSettled([
      store.append(stale, [noted('2.00')], appendOptions(user, 0)),
      ...streams.map((stream, index) => store.append(stream, [noted(`${index}.00`), noted(`${index}.50`)], appendOptions(user, 0))),
    ]);
    expect(staleResult?.status === 'rejected' && staleResult.reason).toBeInstanceOf(VersionConflict);
    const written = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(written.map((result) => result.streamVersion)).toEqual(streams.map(() => 2));
    expect(new Set(written.map((result) => result.last?.transactionId)).size).toBe(1);
    for (const [index, stream] of streams.entries()) {
      const read = await store.readStream(stream);
      expect(read?.events.map((event) => [event.streamPosition, event.data.amount])).toEqual([[1, `${index}.00`], [2, `${index}.50`]]);
    }
    expect((await store.readStream(stale))?.events.map((event) => event.data.amount)).toEqual(['1.00']);
  });

  it('stores exactly one event when the same command is retried concurrently', async () => {
    const store = createEventStore(fixture.db, registry);
    const user = randomUUID();
    const stream = `note-${randomUUID()}`;
    const options = appendOptions(user, 0);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => store.append(stream, [noted('9.99')], options)));
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    const fulfilled = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(fulfilled.filter((result) => !result.duplicate)).toHaveLength(1);
    expect((await store.readStream(stream))?.events).toHaveLength(1);
  });
});
