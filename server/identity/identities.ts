// Reading and claiming identities straight from the log (never from a lagging read model): who
// owns a phone number, and what a user's stream says about them now.
import { ConflictError } from '../../domain/errors.ts';
import { handleCommand } from '../../events/handleCommand.ts';
import { identityDecider } from '../../events/identity/decider.ts';
import { identityRegistry, phoneStream } from '../../events/identity/events.ts';
import type { Driver } from '../../events/store/driver.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import type { EventMetadata } from '../../events/store/eventTypes.ts';
import { userDecider } from '../../events/user/decider.ts';
import type { UserCommand, UserState } from '../../events/user/decider.ts';
import { userRegistry, userStream } from '../../events/user/events.ts';

export async function phoneOwner(db: Driver, phone: string): Promise<string | null> {
  const stream = await createEventStore(db, identityRegistry).readStream(phoneStream(phone));
  return (stream?.events ?? []).reduce(identityDecider.evolve, identityDecider.initialState).holder;
}

export async function loadUser(db: Driver, userId: string): Promise<UserState> {
  const stream = await createEventStore(db, userRegistry).readStream(userStream(userId));
  return (stream?.events ?? []).reduce(userDecider.evolve, userDecider.initialState);
}

/** True for a user who exists, has no phone yet and was not merged away: their data may move. */
export const isAnonymous = (state: UserState) => state.status === 'active' && state.phone === null && state.mergedInto === null;

/** Claims `phone` for `userId` unless another user has it; answers whoever owns it afterwards. */
export async function claimPhone(db: Driver, metadata: EventMetadata, phone: string, userId: string) {
  try {
    const outcome = await handleCommand(db, identityDecider, {
      streamId: phoneStream(phone),
      streamType: 'phone',
      command: { type: 'Claim', data: { phone, userId } },
      metadata,
    });
    return { owner: userId, last: outcome.last };
  } catch (error) {
    // Another device verified the same new number a moment earlier: theirs it is.
    const owner = error instanceof ConflictError ? await phoneOwner(db, phone) : null;
    if (!owner) throw error;
    return { owner, last: null };
  }
}

export const onUserStream = (db: Driver, metadata: EventMetadata, userId: string, command: UserCommand) =>
  handleCommand(db, userDecider, { streamId: userStream(userId), streamType: 'user', command, metadata });
