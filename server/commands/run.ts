// The one way an application function issues a command: run the stream's decider (fold, decide,
// append at the version), then wait until the read models include the write, so the caller reads
// its own writes on either transport (readOwn follows a sign-in that moved them). Every stream's
// command module calls this (or runCommands).
import type { CommandOutcome, Decider } from '../../events/handleCommand.ts';
import { handleCommand, handleCommands } from '../../events/handleCommand.ts';
import type { AnyEvent, Checkpoint } from '../../events/store/eventTypes.ts';
import { isAtOrAfter } from '../../events/store/eventTypes.ts';
import { mergesOf } from '../../events/userMerges.ts';
import { NotFoundError, UnavailableError } from '../../domain/errors.ts';
import type { App, Caller } from '../context.ts';
import { metadataFor } from './metadata.ts';

export interface StreamCommand<Command> {
  streamId: string;
  streamType: string;
  commandId: string;
  command: Command;
  /** What the caller asked for, compared when the command id comes again; defaults to the command. */
  request?: unknown;
}

export async function runCommand<Command, State, Event extends AnyEvent>(
  app: App,
  caller: Caller,
  decider: Decider<Command, State, Event>,
  { streamId, streamType, commandId, command, request }: StreamCommand<Command>,
): Promise<CommandOutcome> {
  // A device's first write is where its user and session begin (reads store nothing).
  await caller.session.persist();
  const outcome = await handleCommand(app.db, decider, {
    streamId,
    streamType,
    command,
    metadata: metadataFor(caller, commandId),
    request,
  });
  await readable(app, outcome.last, decider.registry);
  return outcome;
}

/**
 * A write that landed while its device signed in: the device's anonymous user has been merged into the
 * account, which now holds the write, so the rest of the request reads as the account (once the read
 * models have moved the user). Else the stored write would be answered 404 and the phone give it up.
 * Answers whether the caller had been merged.
 */
async function followSignIn(app: App, caller: Caller): Promise<boolean> {
  const merge = (await mergesOf(app.db, [caller.userId])).get(caller.userId);
  if (!merge) return false;
  await readable(app, merge.at);
  caller.userId = merge.into;
  return true;
}

/**
 * Reads what the caller owns, usually what they have just written: `read` reads as `caller.userId`
 * and throws NotFoundError on a miss. A miss may be a sign-in that moved it while the request ran
 * (followSignIn): then it reads again as the account. A hit needs no look at merges, so a write's
 * answer is one read, and a merge landing between the write and its read is followed too.
 */
export async function readOwn<T>(app: App, caller: Caller, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof NotFoundError) || !(await followSignIn(app, caller))) throw error;
    return read();
  }
}

/**
 * Read-your-writes: waits until the read models that read the written events include them. When they
 * cannot in time (another transaction on the database server holds the log's safe end back), the write
 * is stored but its answer cannot be read: the caller hears "ask again" (503), and the same request
 * answers it without writing twice; a 404 here would tell a phone its stored write was refused.
 */
async function readable(app: App, until: Checkpoint | null, written?: { has(type: string): boolean }): Promise<void> {
  if (!(await app.runner.catchUp(until, { written }))) {
    throw new UnavailableError('Saved, but not yet readable; send the same request again to read it');
  }
}

/** The later of checkpoints, or null for none. */
function latest(checkpoints: readonly (Checkpoint | null)[]): Checkpoint | null {
  return checkpoints.reduce<Checkpoint | null>((best, next) => {
    if (!next || !best) return best ?? next;
    return isAtOrAfter(best, next) ? best : next;
  }, null);
}

/**
 * Several commands of one stream type as one write (all appended in one transaction, or none),
 * then one catch-up. `dryRun` decides them all and stores nothing, not even the caller's session.
 */
export async function runCommands<Command, State, Event extends AnyEvent>(
  app: App,
  caller: Caller,
  decider: Decider<Command, State, Event>,
  commands: readonly StreamCommand<Command>[],
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<CommandOutcome[]> {
  if (!dryRun) await caller.session.persist();
  const outcomes = await handleCommands(
    app.db,
    decider,
    commands.map(({ streamId, streamType, commandId, command, request }) => ({
      streamId, streamType, command, metadata: metadataFor(caller, commandId), request,
    })),
    { dryRun },
  );
  const last = latest(outcomes.map((outcome) => outcome.last));
  if (last) await readable(app, last, decider.registry);
  // A batch's answer is a list, where a moved item is not a miss readOwn could see: look once now.
  if (!dryRun) await followSignIn(app, caller);
  return outcomes;
}
