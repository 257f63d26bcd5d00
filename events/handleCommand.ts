// Runs one command against one stream (or several commands in one transaction): read and fold the
// stream, decide, append at the version the decision saw; on a version conflict decide again on
// the fresher state. Retries are free.
import { ConflictError } from '../domain/errors.ts';
import type { Driver } from './store/driver.ts';
import { UNIQUE_VIOLATION, sqlState } from './store/driver.ts';
import type { AppendResult, StreamAppend } from './store/eventStore.ts';
import { createEventStore, VersionConflict } from './store/eventStore.ts';
import type { AnyEvent, EventMetadata, EventRegistry, StoredEvent } from './store/eventTypes.ts';
import { deterministicId, payloadHash } from './store/ids.ts';

export interface Decider<Command, State, Event extends AnyEvent> {
  /** The stream's own event types: a stream holds nothing else. */
  registry: EventRegistry<Event>;
  initialState: State;
  evolve(state: State, event: StoredEvent<Event>): State;
  /** Pure: no clock, no ids, no I/O. Throws an AppError to refuse; answers [] when already done. */
  decide(command: Command, state: State): Event[];
}

export interface CommandEnvelope<Command> {
  streamId: string;
  streamType: string;
  command: Command;
  metadata: EventMetadata;
  /** What the caller asked for, compared when the command id comes again; defaults to the command. */
  request?: unknown;
}

export interface CommandOutcome extends AppendResult {
  /** True when this command id was handled before and nothing new was appended. */
  duplicate: boolean;
}

const MAX_ATTEMPTS = 8;

export async function handleCommand<Command, State, Event extends AnyEvent>(
  db: Driver,
  decider: Decider<Command, State, Event>,
  { streamId, streamType, command, metadata, request = command }: CommandEnvelope<Command>,
): Promise<CommandOutcome> {
  const store = createEventStore(db, decider.registry);
  const hash = payloadHash({ streamId, request });
  const first = await store.repeatOf(metadata.commandId, metadata.userId, hash);
  if (first) return { ...first, duplicate: true };
  // After a lost race only the events since the version already folded are read.
  let state = decider.initialState;
  let version = 0;
  let ownerId = metadata.userId;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const stream = await store.readStream(streamId, { from: version });
    if (stream) {
      state = stream.events.reduce(decider.evolve, state);
      version = stream.version;
      ownerId = stream.ownerId;
    }
    let events: Event[];
    try {
      events = decider.decide(command, state);
    } catch (refusal) {
      // A concurrent retry of this very command may have committed since the check above: then
      // the refusal ("already exists") is really "already done", and the first result stands.
      const done = await store.repeatOf(metadata.commandId, metadata.userId, hash);
      if (done) return { ...done, duplicate: true };
      throw refusal;
    }
    try {
      return await store.append(streamId, events, {
        streamType,
        ownerId,
        expectedVersion: version,
        commandId: metadata.commandId,
        payloadHash: hash,
        metadata,
      });
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error;
    }
  }
  throw new ConflictError('Too many concurrent changes; please try again');
}

interface StreamState<State> {
  state: State;
  version: number;
  ownerId: string;
}

/**
 * Runs several commands of one decider as one write: each is decided on its stream's state, later
 * commands seeing the events decided before them in the batch (a delete after a record of the same
 * expense), and all their events are appended in one transaction, or none. Per command the rules of
 * handleCommand hold: a command id handled before answers its first result (`duplicate`), one that
 * comes twice in the batch is handled once, and a refusal refuses the whole batch. `dryRun` decides
 * and appends nothing: the outcomes are what the write would give (their `last` is null).
 */
export async function handleCommands<Command, State, Event extends AnyEvent>(
  db: Driver,
  decider: Decider<Command, State, Event>,
  envelopes: readonly CommandEnvelope<Command>[],
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<CommandOutcome[]> {
  const store = createEventStore(db, decider.registry);
  const pending = (event: Event, streamId: string, position: number, metadata: EventMetadata): StoredEvent<Event> => ({
    ...event,
    eventId: deterministicId(metadata.commandId, String(position)),
    streamId,
    streamPosition: position,
    schemaVersion: decider.registry.encode(event).version,
    metadata,
    // Not in the log yet: a decision never reads where an event sits in it.
    transactionId: '0',
    globalPosition: '0',
  });
  const hashes = envelopes.map(({ streamId, command, request = command }) => payloadHash({ streamId, request }));
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    // Two reads for the whole batch, not two per command: an import may carry a thousand.
    const firsts = await store.repeatsOf(envelopes.map(({ metadata }, index) => ({
      commandId: metadata.commandId, userId: metadata.userId, hash: hashes[index] ?? '',
    })));
    const stored = await store.readStreams([...new Set(envelopes.map((envelope) => envelope.streamId))]);
    const streams = new Map<string, StreamState<State>>();
    const outcomes: (CommandOutcome | { append: number } | { sameAs: number })[] = [];
    const appends: StreamAppend<Event>[] = [];
    const inBatch = new Map<string, { index: number; hash: string }>();
    for (const [index, { streamId, streamType, command, metadata }] of envelopes.entries()) {
      const hash = hashes[index] ?? '';
      const earlier = inBatch.get(metadata.commandId);
      if (earlier) {
        if (earlier.hash !== hash) throw new ConflictError('This command id was already used for a different request');
        outcomes.push({ sameAs: earlier.index });
        continue;
      }
      inBatch.set(metadata.commandId, { index: outcomes.length, hash });
      const first = firsts.get(metadata.commandId);
      if (first) {
        outcomes.push({ ...first, duplicate: true });
        continue;
      }
      let stream = streams.get(streamId);
      if (!stream) {
        const read = stored.get(streamId);
        stream = read
          ? { state: read.events.reduce(decider.evolve, decider.initialState), version: read.version, ownerId: read.ownerId }
          : { state: decider.initialState, version: 0, ownerId: metadata.userId };
      }
      const events = decider.decide(command, stream.state);
      const expectedVersion = stream.version;
      const state = events.reduce(
        (folded, event, index) => decider.evolve(folded, pending(event, streamId, expectedVersion + index + 1, metadata)),
        stream.state,
      );
      streams.set(streamId, { ...stream, state, version: expectedVersion + events.length });
      outcomes.push({ append: appends.length });
      appends.push({
        streamId,
        events,
        options: { streamType, ownerId: stream.ownerId, expectedVersion, commandId: metadata.commandId, payloadHash: hash, metadata },
      });
    }
    let results: AppendResult[];
    try {
      results = dryRun
        ? appends.map(({ options, events }) => ({ streamVersion: options.expectedVersion + events.length, last: null }))
        : await store.appendAll(appends);
    } catch (error) {
      // A stream moved or a concurrent retry took a command id: decide the whole batch again.
      if (error instanceof VersionConflict || sqlState(error) === UNIQUE_VIOLATION) continue;
      throw error;
    }
    const resolved: CommandOutcome[] = [];
    for (const outcome of outcomes) {
      if ('duplicate' in outcome) resolved.push(outcome);
      else if ('append' in outcome) {
        const result = results[outcome.append];
        if (!result) throw new Error(`No result for append ${outcome.append}`);
        resolved.push({ ...result, duplicate: false });
      } else {
        const same = resolved[outcome.sameAs];
        if (!same) throw new Error(`No outcome for command ${outcome.sameAs}`);
        resolved.push({ ...same, duplicate: true });
      }
    }
    return resolved;
  }
  throw new ConflictError('Too many concurrent changes; please try again');
}
