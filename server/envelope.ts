// The one envelope around every request about a person's things, on both transports: whom it may
// name (the spec's `userId`) and when a device may say something happened. Fields: domain/fields.ts.
import * as z from 'zod';
import { RECORD_WINDOW, withinWindow } from '../domain/dates.ts';
import { ForbiddenError, ValidationError } from '../domain/errors.ts';
import type { Caller } from './context.ts';

const OWN_ITEMS_ONLY = 'You can only see and change your own items';

/**
 * The spec's `userId` (path, query, body or argument) may only name the caller: absent, empty or
 * "me" mean the caller too (the phone and the spec's clients send these). Any other id is refused
 * before anything is read or written.
 */
export function assertOwnUser(caller: Caller, given: unknown, message = OWN_ITEMS_ONLY): void {
  if (given === undefined || given === null || given === '' || given === 'me') return;
  if (String(given) !== caller.userId) throw new ForbiddenError(message);
}

/** A body's `userId`, read only to be checked with assertOwnUser. */
export const userIdField = z.union([z.string(), z.number()]).optional();

/** The `userId` a body carries, if any, for the check before it is parsed. */
export const bodyUserId = (input: unknown): unknown =>
  input !== null && typeof input === 'object' && 'userId' in input ? input.userId : undefined;

/** The instant a device gave, within the window around `now`, as UTC ISO; `now` when none was given. */
export function deviceInstant(field: string, given: string | undefined, now: Date, window = RECORD_WINDOW): string {
  if (given === undefined) return now.toISOString();
  const at = Date.parse(given);
  if (!withinWindow(at, now, window)) {
    throw new ValidationError(`${field} must be within the last ${window.daysBack} days and not in the future`, field);
  }
  return new Date(at).toISOString();
}
