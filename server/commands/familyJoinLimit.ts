// Guards invite codes against guessing: wrong codes are counted per user and per client address
// in a sliding window; past the limit every join is refused (429) until the window moves on.
// Kept in memory per app: a restart forgets, which costs a guesser at most one more window.
import { RateLimitError } from '../../domain/errors.ts';
import type { App } from '../context.ts';

/** Wrong codes allowed per window: a user; an address, which many phones may share behind a carrier's NAT. */
export const WRONG_CODES_ALLOWED = { user: 10, client: 30 };
export const WINDOW_MS = 15 * 60 * 1000;

const misses = new WeakMap<App, Map<string, number[]>>();

const keysOf = (userId: string, client: string) =>
  [{ key: `user:${userId}`, limit: WRONG_CODES_ALLOWED.user }, { key: `client:${client}`, limit: WRONG_CODES_ALLOWED.client }];

function recent(app: App, key: string, now: Date): number[] {
  const table = misses.get(app) ?? new Map<string, number[]>();
  misses.set(app, table);
  const kept = (table.get(key) ?? []).filter((at) => at > now.getTime() - WINDOW_MS);
  if (kept.length === 0) table.delete(key);
  else table.set(key, kept);
  return kept;
}

/** Refuses with 429 while this user or client has had too many wrong codes lately. */
export function assertMayTryCode(app: App, userId: string, client: string, now: Date) {
  for (const { key, limit } of keysOf(userId, client)) {
    const tries = recent(app, key, now);
    const oldest = tries[0];
    if (tries.length >= limit && oldest !== undefined) {
      const minutes = Math.max(1, Math.ceil((oldest + WINDOW_MS - now.getTime()) / 60_000));
      throw new RateLimitError(`Too many wrong invite codes; try again in ${minutes} minutes`, 'inviteCode');
    }
  }
}

export function countWrongCode(app: App, userId: string, client: string, now: Date) {
  for (const { key } of keysOf(userId, client)) misses.get(app)?.set(key, [...recent(app, key, now), now.getTime()]);
}
