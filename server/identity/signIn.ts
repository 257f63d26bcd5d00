// After a code is accepted: decide which user the phone names and make it so. A new number goes
// to the device's anonymous user (or a fresh user when the device already has another number);
// a known number keeps its user, and an anonymous device user's data moves into it. A number's
// first sign-in takes the device's settings (voice language, currency), not the server defaults.
import { randomUUID } from 'node:crypto';
import type { CommandOutcome } from '../../events/handleCommand.ts';
import type { Checkpoint, EventMetadata } from '../../events/store/eventTypes.ts';
import type { SettingsChanges } from '../../events/user/events.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { metadataFor } from '../commands/metadata.ts';
import type { App, Caller } from '../context.ts';
import { claimPhone, isAnonymous, loadUser, onUserStream, phoneOwner } from './identities.ts';
import { mergeAnonymousUser } from './merge.ts';

export interface SignIn {
  userId: string;
  /** The device's anonymous user whose data moved into `userId`, if one did. */
  mergedFrom: string | null;
}

export async function signIn(app: App, caller: Caller, phone: string, device: SettingsChanges = {}): Promise<SignIn> {
  const as = (userId: string, commandId: string): EventMetadata => ({ ...metadataFor(caller, commandId), userId });
  const checkpoints: (Checkpoint | null)[] = [];
  const track = (outcome: CommandOutcome) => checkpoints.push(outcome.last);

  const anonymous = isAnonymous(await loadUser(app.db, caller.userId));
  let owner = await phoneOwner(app.db, phone);
  let firstSignIn = false;
  if (!owner) {
    let candidate = caller.userId;
    if (!anonymous) {
      // This device already speaks for another number (or nobody): the new number gets a user of its own.
      candidate = randomUUID();
      track(await onUserStream(app.db, as(candidate, randomUUID()), candidate, {
        type: 'CreateUser', userId: candidate, timeZone: caller.timeZone,
      }));
    }
    const claim = await claimPhone(app.db, as(candidate, deterministicId('claim', phone, candidate)), phone, candidate);
    checkpoints.push(claim.last);
    owner = claim.owner;
    // Another device that claimed the same new number a moment earlier made it its first sign-in.
    firstSignIn = owner === candidate;
  }
  track(await onUserStream(app.db, as(owner, deterministicId('verify', phone, owner)), owner, {
    type: 'VerifyPhone', userId: owner, phone,
  }));
  // A known number keeps the settings its account already has; only a new one is seeded.
  if (firstSignIn && Object.keys(device).length > 0) {
    track(await onUserStream(app.db, as(owner, deterministicId('seed', phone, owner)), owner, {
      type: 'ChangeSettings', userId: owner, changes: device, wallet: {},
    }));
  }
  const merges = owner !== caller.userId && anonymous;
  if (merges) checkpoints.push(await mergeAnonymousUser(app, caller, caller.userId, owner));
  await app.runner.catchUp(checkpoints.findLast((checkpoint) => checkpoint !== null));
  return { userId: owner, mergedFrom: merges ? caller.userId : null };
}
