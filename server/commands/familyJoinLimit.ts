// Guards invite codes against guessing: wrong codes are counted per user and per client address
// in a sliding window; past the limit every join is refused (429) until the window moves on.
// Counted in the database, like the login-code limits, so every instance sees the same tries.
import { RateLimitError } from '../../domain/errors.ts';
import type { Queryable } from '../../events/store/driver.ts';

/** Wrong codes allowed per window: a user; an address, which many phones may share behind a carrier's NAT. */
export const WRONG_CODES_ALLOWED = { user: 10, client: 30 };
const WINDOW_MS = 15 * 60 * 1000;

const keysOf = (userId: string, client: string) =>
  ({ user: `user:${userId}`, client: `client:${client}` });

const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_MS).toISOString();

/** Refuses with 429 while this user or client has had too many wrong codes lately. */
export async function assertMayTryCode(db: Queryable, userId: string, client: string, now: Date) {
  const keys = keysOf(userId, client);
  const limits = [{ key: keys.user, limit: WRONG_CODES_ALLOWED.user }, { key: keys.client, limit: WRONG_CODES_ALLOWED.client }];
  const rows = await db.query<{ key: string; tries: number; oldest: string }>(
    `select key, count(*)::int as tries, min(missed_at)::text as oldest from invite_code_misses
     where key in ($1, $2) and missed_at > $3::timestamptz group by key`,
    [keys.user, keys.client, windowStart(now)],
  );
  for (const { key, limit } of limits) {
    const row = rows.find((found) => found.key === key);
    if (row && row.tries >= limit) {
      const minutes = Math.max(1, Math.ceil((Date.parse(row.oldest) + WINDOW_MS - now.getTime()) / 60_000));
      throw new RateLimitError(`Too many wrong invite codes; try again in ${minutes} minutes`, 'inviteCode');
    }
  }
}

export async function countWrongCode(db: Queryable, userId: string, client: string, now: Date) {
  const { user, client: address } = keysOf(userId, client);
  // Tries older than the window count for nothing: they go as new ones come.
  await db.query('delete from invite_code_misses where key in ($1, $2) and missed_at <= $3::timestamptz', [user, address, windowStart(now)]);
  await db.query('insert into invite_code_misses (key, missed_at) values ($1, $3), ($2, $3)', [user, address, now.toISOString()]);
}
