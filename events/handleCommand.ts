// Runs commands against their streams, one or several in one transaction, in one loop: read and
// fold each stream, decide, append at the version the decision saw; on a version conflict (or a
// command id taken meanwhile) decide again on the fresher state. Retries are free.
import { ConflictError } from '../domain/errors.ts';
import type { Driver } from './store/driver.ts';
import { SERIALIZATION_FAILURE, UNIQUE_VIOLATION, sqlState } from './store/driver.ts';
import type { AppendResult, StreamAppend } from './store/eventStore.ts';
import { createEventStore, VersionConflict } from './store/eventStore.ts';
import type { AnyEvent, EventMetadata, EventRegistry, StoredEvent } from './store/eventTypes.ts';
import { asStored } from './store/eventTypes.ts';
import { deterministicId, payloadHash } from './store/ids.ts';
import { asMerged, mergedFromMarks, mergedUsers, mergeMarks, renamed, usersMergedInto } from './userMerges.ts';

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

/** One command: a batch of one, so both ways share every rule (retries, repeats, the re-check). */
export async function handleCommand<Command, State, Event extends AnyEvent>(
  db: Driver,
  decider: Decider<Command, State, Event>,
  envelope: CommandEnvelope<Command>,
): Promise<CommandOutcome> {
  const [outcome] = await handleCommands(db, decider, [envelope]);
  if (!outcome) throw new Error('No outcome for the command');
  return outcome;
}

interface StreamState<State> {
  state: State;
  version: number;
  ownerId: string;
}

type Step = CommandOutcome | { append: number } | { sameAs: number };

/**
 * Runs several commands of one decider as one write: each is decided on its stream's state, later
 * commands seeing the events decided before them in the batch (a delete after a record of the same
 * expense), and all their events are appended in one transaction, or none. Per command: a command
 * id handled before answers its first result (`duplicate`), one that comes twice in the batch is
 * handled once, and a refusal refuses the whole batch, unless a concurrent retry of that very
 * command committed meanwhile (then "already exists" really is "already done"). `dryRun` decides
 * and appends nothing: the outcomes are what the write would give (their `last` is null).
 */
export async function handleCommands<Command, State, Event extends AnyEvent>(
  db: Driver,
  decider: Decider<Command, State, Event>,
  envelopes: readonly CommandEnvelope<Command>[],
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<CommandOutcome[]> {
  const store = createEventStore(db, decider.registry);
  const hashes = envelopes.map(({ streamId, command, request = command }) => payloadHash({ streamId, request }));
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    // One read for the whole batch, not one per command (an import may carry a thousand): the commands
    // handled before, the streams and the senders' merges, in one statement.
    const senders = new Set(envelopes.map(({ metadata }) => metadata.userId));
    const read = await store.readForDecision(
      envelopes.map(({ metadata }, index) => ({ commandId: metadata.commandId, userId: metadata.userId, hash: hashes[index] ?? '' })),
      [...new Set(envelopes.map((envelope) => envelope.streamId))],
      mergeMarks(senders),
    );
    const firsts = await firstResults(db, store, envelopes, hashes, read.firsts);
    const stored = read.streams;
    const mergedSenders = mergedFromMarks(read.marks);
    // A merged anonymous user's streams are its account's: folded as if the account wrote them. Their
    // other authors (a family group's members) are looked up once read.
    const others = new Set([...stored.values()].flatMap((read) => read.events.map((event) => event.metadata.userId)).filter((author) => !senders.has(author)));
    const merged = others.size === 0 ? mergedSenders : new Map([...mergedSenders, ...(await mergedUsers(db, others))]);
    const streams = new Map<string, StreamState<State>>();
    const steps: Step[] = [];
    const appends: StreamAppend<Event>[] = [];
    const inBatch = new Map<string, { index: number; hash: string }>();
    for (const [index, { streamId, streamType, command, metadata }] of envelopes.entries()) {
      // A long batch (an import) lets other requests in now and then.
      if (index % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
      const hash = hashes[index] ?? '';
      const earlier = inBatch.get(metadata.commandId);
      if (earlier) {
        if (earlier.hash !== hash) throw new ConflictError('This command id was already used for a different request');
        steps.push({ sameAs: earlier.index });
        continue;
      }
      inBatch.set(metadata.commandId, { index: steps.length, hash });
      const first = firsts.get(metadata.commandId);
      if (first) {
        steps.push({ ...first, duplicate: true });
        continue;
      }
      let stream = streams.get(streamId);
      if (!stream) {
        const read = stored.get(streamId);
        stream = read
          ? {
            state: read.events.reduce((state, event) => decider.evolve(state, merged.size === 0 ? event : asMerged(decider.registry, event, merged)), decider.initialState),
            version: read.version,
            ownerId: read.ownerId,
          }
          // A tab still writing as a merged user (its request began before the login) writes for the account.
          : { state: decider.initialState, version: 0, ownerId: merged.get(metadata.userId) ?? metadata.userId };
      }
      let events: Event[];
      try {
        events = decider.decide(asAccount(command, merged.get(metadata.userId)), stream.state);
      } catch (refusal) {
        const done = await repeatOf(db, store, envelopes[index] ?? { streamId, streamType, command, metadata }, hash);
        if (!done) throw refusal;
        steps.push({ ...done, duplicate: true });
        continue;
      }
      const expectedVersion = stream.version;
      const state = events.reduce(
        (folded, event, at) => decider.evolve(folded, asStored(event, {
          eventId: deterministicId(metadata.commandId, String(expectedVersion + at + 1)),
          streamId,
          streamPosition: expectedVersion + at + 1,
          schemaVersion: decider.registry.versionOf(event.type),
          metadata,
        })),
        stream.state,
      );
      streams.set(streamId, { ...stream, state, version: expectedVersion + events.length });
      steps.push({ append: appends.length });
      appends.push({
        streamId,
        events,
        options: { streamType, ownerId: stream.ownerId, expectedVersion, commandId: metadata.commandId, payloadHash: hash, metadata },
      });
    }
    let results: (AppendResult & { duplicate?: boolean })[];
    try {
      results = await appendEach(store, decider.registry, appends, dryRun);
    } catch (error) {
      // A stream moved, a concurrent retry took a command id, or an older transaction came too late
      // to append: decide the whole batch again.
      if (error instanceof VersionConflict || sqlState(error) === UNIQUE_VIOLATION || sqlState(error) === SERIALIZATION_FAILURE) continue;
      throw error;
    }
    return resolve(steps, results);
  }
  throw new ConflictError('Too many concurrent changes; please try again');
}

/**
 * A command a merged user still sends (its request began before its device signed in) acts for the
 * account, as the stream's events by that user read as the account's.
 */
const asAccount = <Command>(command: Command, into: string | undefined): Command =>
  into !== undefined && typeof command === 'object' && command !== null && 'userId' in command ? { ...command, userId: into } : command;

/** What the repeat checks read of the store (the same for every event type). */
type Store = Pick<ReturnType<typeof createEventStore<AnyEvent>>, 'repeatOf'>;

/**
 * The first results of the commands handled before. One first sent by a user since merged into this
 * sender (a device's anonymous user, signed in meanwhile) is theirs: the same request as they would
 * have sent it, their id where the sender's is now. Looked for only when the ids do not simply match.
 */
async function firstResults<Command>(
  db: Driver,
  store: Store,
  envelopes: readonly CommandEnvelope<Command>[],
  hashes: readonly string[],
  read: () => Map<string, AppendResult>,
) {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const firsts = new Map<string, AppendResult>();
    for (const [index, envelope] of envelopes.entries()) {
      const first = await repeatOf(db, store, envelope, hashes[index] ?? '');
      if (first) firsts.set(envelope.metadata.commandId, first);
    }
    return firsts;
  }
}

/** The first result of one command handled before (see firstResults), or null; a conflict if the id was reused. */
async function repeatOf<Command>(db: Driver, store: Store, { streamId, command, request = command, metadata }: CommandEnvelope<Command>, hash: string) {
  try {
    return await store.repeatOf(metadata.commandId, metadata.userId, hash);
  } catch (conflict) {
    if (!(conflict instanceof ConflictError)) throw conflict;
    for (const from of await usersMergedInto(db, metadata.userId)) {
      const asTheySent = payloadHash({ streamId, request: renamed(request, new Map([[metadata.userId, from]])) });
      const first = await store.repeatOf(metadata.commandId, from, asTheySent).catch(() => null);
      if (first) return first;
    }
    throw conflict;
  }
}

/**
 * One append needs no transaction of its own (the write path of every single command). The store
 * validates each event as it encodes it; a dry run, which appends nothing, validates them here.
 */
async function appendEach<Event extends AnyEvent>(
  store: ReturnType<typeof createEventStore<Event>>,
  registry: EventRegistry<Event>,
  appends: readonly StreamAppend<Event>[],
  dryRun: boolean,
): Promise<(AppendResult & { duplicate?: boolean })[]> {
  if (dryRun) {
    for (const { events } of appends) for (const event of events) registry.encode(event);
    return appends.map(({ options, events }) => ({ streamVersion: options.expectedVersion + events.length, last: null }));
  }
  const [only] = appends;
  if (only && appends.length === 1) return [await store.append(only.streamId, only.events, only.options)];
  return store.appendAll(appends);
}

function resolve(steps: readonly Step[], results: readonly (AppendResult & { duplicate?: boolean })[]): CommandOutcome[] {
  const resolved: CommandOutcome[] = [];
  for (const step of steps) {
    if ('duplicate' in step) resolved.push(step);
    else if ('append' in step) {
      const result = results[step.append];
      if (!result) throw new Error(`No result for append ${step.append}`);
      resolved.push({ streamVersion: result.streamVersion, last: result.last, duplicate: result.duplicate ?? false });
    } else {
      const same = resolved[step.sameAs];
      if (!same) throw new Error(`No outcome for command ${step.sameAs}`);
      resolved.push({ ...same, duplicate: true });
    }
  }
  return resolved;
}
