// User reads for the caller: their own row, and their user stream's events for audits. Both
// transports call these; no path reads a user the session does not name.
import { NotFoundError } from '../../domain/errors.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import { userRegistry, userStream } from '../../events/user/events.ts';
import { findUser } from '../../projections/users/queries.ts';
import type { UserRow } from '../../projections/users/row.ts';
import { created } from '../../projections/users/row.ts';
import type { App, Caller } from '../context.ts';
import { historyOf } from './history.ts';

export async function userById(app: App, userId: string): Promise<UserRow> {
  const user = await findUser(app.db, userId);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

/** A device that has only read has no stored user: it reads as a new one would, nothing stored. */
export const newAnonymousUser = (caller: Caller, userId = caller.userId): UserRow =>
  created(userId, caller.timeZone, caller.now.toISOString());

export async function currentUser(app: App, caller: Caller): Promise<UserRow> {
  if (!caller.session.persisted) return newAnonymousUser(caller);
  return userById(app, caller.userId);
}

/**
 * The events of a user's stream, oldest first: settings, phone, merges. Only ever asked for the
 * user a session names (the caller, or the phone's user a verification just switched it to).
 */
export async function userHistory(app: App, userId: string) {
  const stream = await createEventStore(app.db, userRegistry).readStream(userStream(userId));
  return historyOf(stream?.events ?? []);
}
