// How many anonymous users one network may create by writing without a session: a ceiling no
// family or office behind one carrier address meets, which a script minting users does. Counted in
// the database, so every instance shares it; NEW_USERS_PER_NETWORK_HOUR tunes it.
import { RateLimitError } from '../../domain/errors.ts';
import type { Driver } from '../../events/store/driver.ts';
import { clientKey, loginSecret } from './codeHash.ts';
import type { Environment } from '../env.ts';
import { wholeNumberFromEnv } from '../env.ts';

const HOUR_MS = 60 * 60_000;

const DEFAULT_NEW_USERS_PER_NETWORK_HOUR = 100;

export const newUserLimitFromEnv = (env: Environment = process.env): number =>
  wholeNumberFromEnv(env, 'NEW_USERS_PER_NETWORK_HOUR', DEFAULT_NEW_USERS_PER_NETWORK_HOUR);

/**
 * Counts one new user for `network` (an address, or an IPv6 /64), or refuses with 429 when the
 * last hour already holds `limit` of them; a refusal stores nothing.
 */
export async function admitNewUser(db: Driver, limit: number, network: string, now: Date): Promise<void> {
  const key = clientKey(await loginSecret(db), network);
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const oldest = await db.transaction(async (tx) => {
    // One admission per network at a time across instances, so racing writes cannot pass the ceiling.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`new-user:${key}`]);
    await tx.query(
      'delete from new_users where ctid in (select ctid from new_users where created_at <= $1::timestamptz limit 100)',
      [hourAgo],
    );
    const [counted] = await tx.query<{ count: number; oldest_ms: number | string | null }>(
      `select count(*)::int as count, extract(epoch from min(created_at)) * 1000 as oldest_ms
       from new_users where client_key = $1 and created_at > $2::timestamptz`,
      [key, hourAgo],
    );
    if (Number(counted?.count) >= limit) return Number(counted?.oldest_ms ?? now.getTime());
    await tx.query('insert into new_users (client_key, created_at) values ($1, $2::timestamptz)', [key, now.toISOString()]);
    return null;
  });
  if (oldest === null) return;
  const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 60_000));
  throw new RateLimitError(`Too many new users from this network; sign in, or try again in ${minutes} minutes`, undefined, {
    key: 'newUsersForNetwork',
    values: { minutes },
  });
}
