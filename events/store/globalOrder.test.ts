// The global read's order across digit boundaries: positions and transaction ids compared as
// numbers (a text sort puts '1000' before '991'), pages that cut a transaction in two, and every
// committed event delivered exactly once to a reader paging from any checkpoint.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { SINGLE_SESSION, allVisible, databaseBackends, useDatabase } from '../../test/support/backends.ts';
import type { Driver } from './driver.ts';
import { createEventStore, START } from './eventStore.ts';
import { createRegistry, defineEvent } from './eventTypes.ts';
import type { Checkpoint } from './eventTypes.ts';

const Ticked = defineEvent('Ticked', z.object({ n: z.number() }));
const registry = createRegistry([Ticked]);
type Position = { tx: bigint; pos: bigint };

const key = (event: Checkpoint) => `${event.transactionId}/${event.globalPosition}`;
const byLogOrder = (a: Position, b: Position) => (a.tx !== b.tx ? (a.tx < b.tx ? -1 : 1) : a.pos < b.pos ? -1 : a.pos > b.pos ? 1 : 0);
const asCheckpoint = ({ tx, pos }: Position): Checkpoint => ({ transactionId: String(tx), globalPosition: String(pos) });

async function currentXmin(db: Driver): Promise<bigint> {
  const [row] = await db.query<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
  return BigInt(row?.xmin ?? '0');
}

/** Burns transaction ids until every id up to `past` is older than any open transaction. */
async function advanceXidsPast(db: Driver, past: bigint) {
  while ((await currentXmin(db)) <= past) {
    await db.transaction((tx) => tx.query('select pg_current_xact_id()'));
  }
}

/** Every event in the log, in (transaction id, position) order, compared as numbers in JS. */
async function fullScan(db: Driver): Promise<Position[]> {
  const rows = await db.query<{ tx: string; pos: string }>(
    'select transaction_id::text as tx, global_position::text as pos from events',
  );
  return rows.map((row) => ({ tx: BigInt(row.tx), pos: BigInt(row.pos) })).sort(byLogOrder);
}

/** Pages through the log from `after` with `limit` events a page, answering what arrived. */
async function pageThrough(db: Driver, after: Checkpoint, limit: number): Promise<Position[]> {
  const store = createEventStore(db, registry);
  const seen: Position[] = [];
  let from = after;
  for (;;) {
    const page = await store.readAll(from, { limit });
    seen.push(...page.map((event) => ({ tx: BigInt(event.transactionId), pos: BigInt(event.globalPosition) })));
    const last = page.at(-1);
    if (!last || page.length < limit) return seen;
    from = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
}

describe.each(databaseBackends())('global read order on $name', (backend) => {
  const fixture = useDatabase(backend);

  it('delivers positions and transaction ids across digit boundaries once each, in numeric order', async () => {
    // A transaction-id boundary below every open transaction: 1000 on a young database, else the
    // largest power of ten the server's counter has passed.
    await advanceXidsPast(fixture.db, 1_010n);
    let boundary = 1_000n;
    const xmin = await currentXmin(fixture.db);
    while (boundary * 10n + 10n < xmin) boundary *= 10n;
    const stream = `tick-${randomUUID()}`;
    await fixture.db.query(`insert into streams (stream_id, stream_type, version, owner_id) values ($1, 'tick', 0, $2)`, [
      stream,
      randomUUID(),
    ]);
    // tx boundary-1 holds positions 1..994; tx boundary holds 995..1004 (crossing 999 → 1000);
    // tx boundary+1 holds 9995..10004 (crossing 9999 → 10000).
    const layout: [bigint, number, number][] = [
      [boundary - 1n, 1, 994],
      [boundary, 995, 1004],
      [boundary + 1n, 9995, 10004],
    ];
    for (const [tx, from, to] of layout) {
      await fixture.db.query(
        `insert into events (global_position, transaction_id, stream_id, stream_position, event_id, type, schema_version,
           data, metadata)
         overriding system value
         select p, $1::text::xid8, $2, p, gen_random_uuid(), 'Ticked', 1, jsonb_build_object('n', p),
           jsonb_build_object('userId', gen_random_uuid(), 'commandId', gen_random_uuid(),
             'occurredAt', '2026-11-23T08:00:00.000Z', 'timeZone', 'Africa/Nairobi')
         from generate_series($3::int, $4::int) as p`,
        [String(tx), stream, from, to],
      );
    }
    // Appends after the seeded rows continue past them.
    await fixture.db.query(`select setval(pg_get_serial_sequence('events', 'global_position'), (select max(global_position) from events))`);
    const expected = await fullScan(fixture.db);
    expect(expected).toHaveLength(1014);
    for (const limit of [1, 3, 7, 10, 997, 1000, 2000]) {
      expect(await pageThrough(fixture.db, START, limit), `pages of ${limit}`).toEqual(expected);
    }
    // Resuming from checkpoints inside the crossing transactions, as a projection does.
    for (const at of [993, 994, 998, 1000, 1009, 1010]) {
      const checkpoint = expected[at];
      if (!checkpoint) throw new Error('layout too short');
      expect(await pageThrough(fixture.db, asCheckpoint(checkpoint), 4)).toEqual(expected.slice(at + 1));
    }
  });

  it('gives a reader paging from any checkpoint every committed event exactly once (property)', async () => {
    const store = createEventStore(fixture.db, registry);
    const owner = randomUUID();
    const writerBatches = fc.array(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 }), {
      minLength: 1,
      maxLength: 5,
    });
    await fc.assert(
      fc.asyncProperty(writerBatches, fc.integer({ min: 1, max: 2000 }), fc.nat(), async (writers, limit, startAt) => {
        await Promise.all(
          writers.map(async (batches) => {
            const stream = `tick-${randomUUID()}`;
            let version = 0;
            for (const size of batches) {
              const commandId = randomUUID();
              const events = Array.from({ length: size }, (_, n) => ({ type: 'Ticked' as const, data: { n } }));
              await store.append(stream, events, {
                streamType: 'tick', ownerId: owner, expectedVersion: version, commandId, payloadHash: commandId,
                metadata: { userId: owner, commandId, occurredAt: '2026-11-23T08:00:00.000Z', timeZone: 'Africa/Nairobi' },
              });
              version += size;
            }
          }),
        );
        await allVisible(fixture.db);
        const expected = await fullScan(fixture.db);
        const from = startAt % (expected.length + 1);
        const after = from === 0 ? START : asCheckpoint(expected[from - 1] ?? { tx: 0n, pos: 0n });
        const got = await pageThrough(fixture.db, after, limit);
        expect(got.map((event) => key(asCheckpoint(event)))).toEqual(expected.slice(from).map((event) => key(asCheckpoint(event))));
      }),
      { numRuns: 12 },
    );
  });

  it('a tailing reader beside 8 writers sees 20,000 events, none missing, none twice', async (context) => {
    if (!backend.concurrent) context.skip(SINGLE_SESSION);
    const store = createEventStore(fixture.db, registry);
    const owner = randomUUID();
    // Positions run from 90,001 through 99,999 → 100,000 while the reader tails.
    await fixture.db.query(
      `select setval(pg_get_serial_sequence('events', 'global_position'), greatest(90000, (select max(global_position) from events)))`,
    );
    await allVisible(fixture.db);
    const before = (await fullScan(fixture.db)).at(-1);
    const start = before ? asCheckpoint(before) : START;
    const WRITERS = 8;
    const APPENDS = 250;
    const PER_APPEND = 10;
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async () => {
      const stream = `tick-${randomUUID()}`;
      for (let append = 0; append < APPENDS; append += 1) {
        const commandId = randomUUID();
        const events = Array.from({ length: PER_APPEND }, (_, n) => ({ type: 'Ticked' as const, data: { n } }));
        await store.append(stream, events, {
          streamType: 'tick', ownerId: owner, expectedVersion: append * PER_APPEND, commandId, payloadHash: commandId,
          metadata: { userId: owner, commandId, occurredAt: '2026-11-23T08:00:00.000Z', timeZone: 'Africa/Nairobi' },
        });
      }
    });
    const seen: string[] = [];
    const tail = (async () => {
      let from = start;
      for (;;) {
        const done = !writing;
        const page = await store.readAll(from, { limit: 377 });
        seen.push(...page.map(key));
        const last = page.at(-1);
        if (last) from = { transactionId: last.transactionId, globalPosition: last.globalPosition };
        if (done && page.length === 0) {
          const [row] = await fixture.db.query<{ hidden: string }>(
            'select count(*)::text as hidden from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())',
          );
          if (row?.hidden === '0') return;
        }
        if (page.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await Promise.all(writers);
    writing = false;
    await tail;
    const total = WRITERS * APPENDS * PER_APPEND;
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(total);
    const expected = (await fullScan(fixture.db)).filter((event) => byLogOrder(event, { tx: BigInt(start.transactionId), pos: BigInt(start.globalPosition) }) > 0);
    expect(seen).toEqual(expected.map((event) => key(asCheckpoint(event))));
  });
});
