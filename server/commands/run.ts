// The one way an application function issues a command: run the stream's decider (fold, decide,
// append at the version), then wait until the read models include the write, so the caller reads
// its own writes on either transport. Every stream's command module calls this.
import type { CommandOutcome, Decider } from '../../events/handleCommand.ts';
import { handleCommand } from '../../events/handleCommand.ts';
import type { AnyEvent } from '../../events/store/eventTypes.ts';
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
  await app.runner.catchUp(outcome.last);
  return outcome;
}
