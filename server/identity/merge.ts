// Moving an anonymous device user into the phone's user. Nothing is copied: the anonymous user's
// streams come to belong to the account, and from the closing `UserMergedInto` the log reads as if
// the account had written them (events/userMerges.ts for decisions, projections/moveUser.ts for
// read models), so every owned noun moves, also those added later. Every step is safe to run again,
// and until the last one has run the anonymous user is still anonymous: a retry does it all again.
import { handleCommand } from '../../events/handleCommand.ts';
import type { CommandOutcome } from '../../events/handleCommand.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import type { Checkpoint, EventMetadata } from '../../events/store/eventTypes.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { userDecider } from '../../events/user/decider.ts';
import { userRegistry, userStream } from '../../events/user/events.ts';
import { laterChoices } from '../../events/user/laterChoices.ts';
import { metadataFor } from '../commands/metadata.ts';
import type { App, Caller } from '../context.ts';
import { moveClashingExpenses } from './expenseIdClashes.ts';
import { onUserStream } from './identities.ts';

export async function mergeAnonymousUser(app: App, caller: Caller, fromUserId: string, intoUserId: string): Promise<Checkpoint | null> {
  const as = (userId: string, commandId: string, timeZone = caller.timeZone): EventMetadata =>
    ({ ...metadataFor(caller, commandId), userId, timeZone });
  const step = (name: string) => deterministicId('merge', name, fromUserId, intoUserId);
  let last: Checkpoint | null = null;
  const track = (outcome: CommandOutcome) => {
    last = outcome.last ?? last;
  };
  const users = createEventStore(app.db, userRegistry);
  const [anonymous, account] = await Promise.all([users.readStream(userStream(fromUserId)), users.readStream(userStream(intoUserId))]);
  const changes = laterChoices(anonymous?.events ?? [], account?.events ?? []);
  if (Object.keys(changes).length > 0) {
    track(await handleCommand(app.db, userDecider, {
      streamId: userStream(intoUserId),
      streamType: 'user',
      command: { type: 'ChangeSettings', userId: intoUserId, changes, wallet: {} },
      metadata: as(intoUserId, step('settings')),
      // Named by the merge, not by the changes: a retry, which sees these choices as the account's own, repeats it.
      request: { settingsFrom: fromUserId },
    }));
  }
  const expenses = await moveClashingExpenses(app, as, fromUserId, intoUserId, track);
  // The store's index of who owns a stream (read by lookups that start from the streams table).
  await app.db.query(`update streams set owner_id = $2 where owner_id = $1 and stream_type <> 'user'`, [fromUserId, intoUserId]);
  track(await onUserStream(app.db, as(intoUserId, step('into')), intoUserId, {
    type: 'MergeAnonymousUser', userId: intoUserId, fromUserId, expenses,
  }));
  track(await onUserStream(app.db, as(fromUserId, step('from')), fromUserId, { type: 'MergeInto', userId: fromUserId, intoUserId }));
  return last;
}
