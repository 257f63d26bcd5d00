// Runs one command against one stream: read and fold the stream, decide, append at the version
// the decision saw; on a version conflict decide again on the fresher state. Retries are free.
import { ConflictError } from '../domain/errors.ts';
import type { Driver } from './store/driver.ts';
import type { AppendResult } from './store/eventStore.ts';
import { createEventStore, VersionConflict } from './store/eventStore.ts';
import type { AnyEvent, EventMetadata, EventRegistry, StoredEvent } from './store/eventTypes.ts';
import { payloadHash } from './store/ids.ts';

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
