// One-time login codes: issued at most 5 per phone per rolling hour, valid 10 minutes, locked
// after 5 wrong tries, used once. Security state in its own table; the clock is the caller's.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError, ValidationError } from '../../domain/errors.ts';
import type { Driver } from '../../events/store/driver.ts';
import { codeHash, hashesMatch, loginSecret, newCode, phoneKey } from './codeHash.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
export const MAX_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
const KEEP_MS = 24 * HOUR_MS;

export interface IssuedCode {
  code: string;
  expiresAt: Date;
  /** Set when this was the last code the hour allows: when the next one may be asked for. */
  resendAfter: Date | null;
}

const minutesUntil = (later: Date, now: Date) => Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 60_000));

export async function issueLoginCode(db: Driver, phone: string, now: Date): Promise<IssuedCode> {
  const secret = await loginSecret(db);
  const key = phoneKey(secret, phone);
  return db.transaction(async (tx) => {
    // One issuer per phone at a time, so two requests at once cannot both take the 5th place.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`login-code:${key}`]);
    await tx.query('delete from login_codes where phone_key = $1 and created_at < $2::timestamptz', [
      key, new Date(now.getTime() - KEEP_MS).toISOString(),
    ]);
    const recent = z.array(z.object({ created_at: z.coerce.date() })).parse(await tx.query(
      `select created_at from login_codes where phone_key = $1 and created_at > $2::timestamptz and created_at <= $3::timestamptz
       order by created_at`,
      [key, new Date(now.getTime() - HOUR_MS).toISOString(), now.toISOString()],
    ));
    const windowOpensAt = (first: Date) => new Date(first.getTime() + HOUR_MS);
    const [oldest] = recent;
    if (oldest && recent.length >= MAX_CODES_PER_HOUR) {
      const minutes = minutesUntil(windowOpensAt(oldest.created_at), now);
      throw new AppError('RATE_LIMITED', `Too many codes for this number; try again in ${minutes} minutes`, 'phone');
    }
    const id = randomUUID();
    const code = newCode();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx.query(
      `insert into login_codes (id, phone_key, code_hash, created_at, expires_at) values ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
      [id, key, codeHash(secret, id, code), now.toISOString(), expiresAt.toISOString()],
    );
    const last = recent.length + 1 >= MAX_CODES_PER_HOUR;
    return { code, expiresAt, resendAfter: last ? windowOpensAt(oldest?.created_at ?? now) : null };
  });
}

const CodeRow = z.object({ id: z.string(), code_hash: z.string(), expired: z.boolean(), failed_attempts: z.number(), used: z.boolean() });

type Check = { outcome: 'accepted' | 'missing' | 'expired' | 'locked' } | { outcome: 'wrong'; triesLeft: number };

/** Accepts the newest code sent to `phone` (and uses it up), or throws why not. */
export async function checkLoginCode(db: Driver, phone: string, code: string, now: Date): Promise<void> {
  const secret = await loginSecret(db);
  const check = await db.transaction(async (tx): Promise<Check> => {
    const [raw] = await tx.query(
      `select id::text, code_hash, expires_at <= $2::timestamptz as expired, failed_attempts, used_at is not null as used
       from login_codes where phone_key = $1 order by seq desc limit 1 for update`,
      [phoneKey(secret, phone), now.toISOString()],
    );
    if (!raw) return { outcome: 'missing' };
    const row = CodeRow.parse(raw);
    if (row.used) return { outcome: 'missing' };
    if (row.expired) return { outcome: 'expired' };
    if (row.failed_attempts >= MAX_WRONG_TRIES) return { outcome: 'locked' };
    if (!hashesMatch(row.code_hash, codeHash(secret, row.id, code))) {
      await tx.query('update login_codes set failed_attempts = failed_attempts + 1 where id = $1', [row.id]);
      return { outcome: 'wrong', triesLeft: MAX_WRONG_TRIES - row.failed_attempts - 1 };
    }
    await tx.query('update login_codes set used_at = $2::timestamptz where id = $1', [row.id, now.toISOString()]);
    return { outcome: 'accepted' };
  });
  switch (check.outcome) {
    case 'accepted':
      return;
    case 'missing':
      throw new ValidationError('No code is waiting for this number; ask for a new one', 'code');
    case 'expired':
      throw new ValidationError('That code has expired; ask for a new one', 'code');
    case 'locked':
      throw new AppError('RATE_LIMITED', 'Too many wrong tries for this code; ask for a new one', 'code');
    case 'wrong':
      throw new ValidationError(
        check.triesLeft > 0
          ? `That code is not right; ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left`
          : 'That code is not right, and it is now locked; ask for a new one',
        'code',
      );
    default: {
      const unexpected: never = check;
      return unexpected;
    }
  }
}
