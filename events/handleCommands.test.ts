// Several commands as one write, on both databases: all streams' events are appended in one
// transaction or none, each command keeps its own idempotency, and later commands in a batch
// see what earlier ones decided.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ConflictError } from '../domain/errors.ts';
import { SINGLE_SESSION, databaseBackends, useDatabase } from '../test/support/backends.ts';
import type { CommandEnvelope, Decider } from './handleCommand.ts';
import { handleCommands } from './handleCommand.ts';
import { createEventStore, VersionConflict } from './store/eventStore.ts';
import { createRegistry, defineEvent } from './store/eventTypes.ts';
import type { EventOf } from './store/eventTypes.ts';

// A test-only stream: a tally takes additions until it is closed.
const Added = defineEvent('Added', z.object({ amount: z.number().int() }));
const Closed = defineEvent('Closed', z.object({}));
const registry = createRegistry([Added, Closed]);
type TallyEvent = EventOf<typeof Added | typeof Closed>;
type TallyCommand = { type: 'Add'; amount: number } | { type: 'Close' };
type Tally = { total: number; closed: boolean };

const tally: Decider<TallyCommand, Tally, TallyEvent> = {
  registry,
  initialState: { total: 0, closed: false },
  evolve: (state, event) =>
    event.type === 'Added' ? { ...state, total: state.total + event.data.amount } : { ...state, closed: true },
  decide(command, state) {
    if (state.closed) throw new ConflictError('The tally is closed');
    if (command.type === 'Close') return [{ type: 'Closed', data: {} }];
    return command.amount === 0 ? [] : [{ type: 'Added', data: { amount: command.amount } }];
  },
};

const envelope = (userId: string, streamId: string, command: TallyCommand, commandId: string = randomUUID()): CommandEnvelope<TallyCommand> => ({
  streamId,
  streamType: 'tally',
  command,
  metadata: { userId, commandId, occurredAt: '2026-11-23T08:00:00.000Z', timeZone: 'Africa/Nairobi' },
});

describe.each(databaseBackends())('commands as one write on $name', (backend) => {
  const fixture = useDatabase(backend);

  const store = () => createEventStore(fixture.db, registry);
  const amounts = async (streamId: string) =>
    (await store().readStream(streamId))?.events.map((event) => (event.type === 'Added' ? event.data.amount : 'closed')) ?? null;
  const commandCount = async (ids: string[]) =>
    Number((await fixture.db.query('select count(*)::int as n from commands where command_id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)',
      [JSON.stringify(ids)]))[0]?.n);

  it('appends to several streams in one transaction and answers each result in order', async () => {
    const user = randomUUID();
    const [a, b] = [`tally-${randomUUID()}`, `tally-${randomUUID()}`];
    const outcomes = await handleCommands(fixture.db, tally, [
      envelope(user, a, { type: 'Add', amount: 1 }),
      envelope(user, b, { type: 'Add', amount: 2 }),
      envelope(user, a, { type: 'Add', amount: 3 }),
    ]);
    expect(outcomes.map(({ streamVersion, duplicate }) => ({ streamVersion, duplicate }))).toEqual([
      { streamVersion: 1, duplicate: false }, { streamVersion: 1, duplicate: false }, { streamVersion: 2, duplicate: false },
    ]);
    // One transaction: every append's events carry the same transaction id.
    expect(new Set(outcomes.map((outcome) => outcome.last?.transactionId)).size).toBe(1);
    expect(await amounts(a)).toEqual([1, 3]);
    expect(await amounts(b)).toEqual([2]);
  });

  it('lets a later command see what an earlier one in the batch decided, and refuses the whole batch on one refusal', async () => {
    const user = randomUUID();
    const [a, b] = [`tally-${randomUUID()}`, `tally-${randomUUID()}`];
    await expect(handleCommands(fixture.db, tally, [
      envelope(user, b, { type: 'Add', amount: 5 }),
      envelope(user, a, { type: 'Close' }),
      envelope(user, a, { type: 'Add', amount: 1 }),
    ])).rejects.toThrow('The tally is closed');
    expect(await amounts(a)).toBeNull();
    expect(await amounts(b)).toBeNull();
  });

  it('answers a command id handled before with its first result, and one repeated in the batch once', async () => {
    const user = randomUUID();
    const stream = `tally-${randomUUID()}`;
    const first = envelope(user, stream, { type: 'Add', amount: 7 });
    const [recorded] = await handleCommands(fixture.db, tally, [first]);
    const again = await handleCommands(fixture.db, tally, [first, envelope(user, stream, { type: 'Add', amount: 8 }), first]);
    expect(again[0]).toEqual({ ...recorded, duplicate: true });
    expect(again[1]?.duplicate).toBe(false);
    expect(again[2]).toEqual({ ...recorded, duplicate: true });
    expect(await amounts(stream)).toEqual([7, 8]);
    const twice = envelope(user, `tally-${randomUUID()}`, { type: 'Add', amount: 9 });
    const outcomes = await handleCommands(fixture.db, tally, [twice, twice]);
    expect(outcomes.map((outcome) => outcome.duplicate)).toEqual([false, true]);
    expect(await amounts(twice.streamId)).toEqual([9]);
    await expect(handleCommands(fixture.db, tally, [{ ...twice, command: { type: 'Add', amount: 10 } }])).rejects.toBeInstanceOf(ConflictError);
  });

  it('records a command that decides nothing, so its repeat is recognised', async () => {
    const user = randomUUID();
    const nothing = envelope(user, `tally-${randomUUID()}`, { type: 'Add', amount: 0 });
    expect((await handleCommands(fixture.db, tally, [nothing]))[0]).toMatchObject({ duplicate: false, last: null });
    expect((await handleCommands(fixture.db, tally, [nothing]))[0]).toMatchObject({ duplicate: true });
  });

  it('stores nothing in a dry run and answers what the write would give', async () => {
    const user = randomUUID();
    const stream = `tally-${randomUUID()}`;
    const commands = [envelope(user, stream, { type: 'Add', amount: 1 }), envelope(user, stream, { type: 'Add', amount: 2 })];
    const outcomes = await handleCommands(fixture.db, tally, commands, { dryRun: true });
    expect(outcomes).toEqual([
      { streamVersion: 1, last: null, duplicate: false }, { streamVersion: 2, last: null, duplicate: false },
    ]);
    expect(await amounts(stream)).toBeNull();
    expect(await commandCount(commands.map((command) => command.metadata.commandId))).toBe(0);
  });

  it('writes nothing when one stream moved or one command id is taken in the middle of appendAll', async () => {
    const user = randomUUID();
    const [a, b, c] = [`tally-${randomUUID()}`, `tally-${randomUUID()}`, `tally-${randomUUID()}`];
    await handleCommands(fixture.db, tally, [envelope(user, b, { type: 'Add', amount: 1 })]);
    const options = (expectedVersion: number, commandId: string = randomUUID()) => ({
      streamType: 'tally', ownerId: user, expectedVersion, commandId, payloadHash: 'h',
      metadata: envelope(user, a, { type: 'Close' }, commandId).metadata,
    });
    const added = (amount: number): TallyEvent => ({ type: 'Added', data: { amount } });
    const first = options(0);
    // b is at version 1, not 0: the append to a before it is rolled back with it.
    await expect(store().appendAll([
      { streamId: a, events: [added(1)], options: first },
      { streamId: b, events: [added(2)], options: options(0) },
    ])).rejects.toBeInstanceOf(VersionConflict);
    // A command id that is already in the log: that append writes nothing, and so nothing is written.
    const taken = (await handleCommands(fixture.db, tally, [envelope(user, c, { type: 'Add', amount: 3 })]))[0];
    expect(taken).toBeDefined();
    const takenId = (await store().readStream(c))?.events[0]?.metadata.commandId ?? '';
    await expect(store().appendAll([
      { streamId: a, events: [added(1)], options: first },
      { streamId: `tally-${randomUUID()}`, events: [added(4)], options: options(0, takenId) },
    ])).rejects.toBeInstanceOf(VersionConflict);
    expect(await amounts(a)).toBeNull();
    expect(await amounts(b)).toEqual([1]);
    expect(await commandCount([first.commandId])).toBe(0);
  });

  it('decides a batch again when a concurrent write moved one of its streams', async (context) => {
    if (!backend.concurrent) context.skip(SINGLE_SESSION);
    const user = randomUUID();
    const shared = `tally-${randomUUID()}`;
    const batches = Array.from({ length: 5 }, (_, index) =>
      handleCommands(fixture.db, tally, [
        envelope(user, `tally-${randomUUID()}`, { type: 'Add', amount: 100 + index }),
        envelope(user, shared, { type: 'Add', amount: index + 1 }),
      ]));
    await Promise.all(batches);
    const seen = await amounts(shared);
    expect([...(seen ?? [])].sort((x, y) => Number(x) - Number(y))).toEqual([1, 2, 3, 4, 5]);
  });
});
