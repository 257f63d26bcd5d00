// One-time login codes: valid 10 minutes, locked after 5 wrong tries, used once, and bound to the
// session that asked for them, so a stranger can neither use, guess nor lock out someone else's.
// How many go out is bounded by LoginLimits. Security state in its own table; the clock is the caller's.
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { Refusal } from '../../domain/errors.ts';
import { AppError, ValidationError } from '../../domain/errors.ts';
import type { Driver, Queryable } from '../../events/store/driver.ts';
import { clientKey, codeHash, hashesMatch, loginSecret, newCode, phoneKey } from './codeHash.ts';
import type { LoginLimits } from './loginLimits.ts';

export const CODE_TTL_MS = 10 * 60_000;
const MAX_WRONG_TRIES = 5;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const KEEP_MS = 24 * HOUR_MS;
/** One answer for every refused code, so verifying never tells whether a code is waiting. */
export const CODE_REFUSED = 'That code did not work; check it or ask for a new one';

export interface CodeRequest {
  /** E.164. */
  phone: string;
  /** The number's ISO 3166 region. */
  region: string;
  /** The asking session's key. */
  requester: string;
  /** The asking network (an address, an IPv6 /64). */
  clientAddress: string;
  /** The number has logged in before: the shared budgets (country, minute) do not hold it back. */
  known?: boolean;
}

export interface IssuedCode {
  code: string;
  expiresAt: Date;
  /** Set when this was the last code the hour allows this session for this number. */
  resendAfter: Date | null;
}

const Counts = z.object({
  number: z.coerce.number(), number_oldest: z.coerce.date().nullable(),
  session: z.coerce.number(), session_oldest: z.coerce.date().nullable(),
  address: z.coerce.number(), address_oldest: z.coerce.date().nullable(),
  region: z.coerce.number(), region_oldest: z.coerce.date().nullable(),
  minute: z.coerce.number(),
});

const minutesUntil = (later: Date, now: Date) => Math.max(1, Math.ceil((later.getTime() - now.getTime()) / MINUTE_MS));
const limited = (message: string, refusal: Refusal) => new AppError('RATE_LIMITED', message, 'phone', refusal);

/**
 * The last hour's codes by each limit's key. The shared budgets count networks, not codes: a
 * country's at most `counted` codes of each network, the minute's each network once.
 */
async function countRecent(tx: Queryable, keys: { phone: string; requester: string; client: string; region: string }, counted: number, now: Date) {
  const [row] = await tx.query(
    `with recent as (
       select * from login_codes where created_at > $5::timestamptz and created_at <= $7::timestamptz
     ),
     networks as (
       select count(*) filter (where region = $4) as region, count(*) filter (where created_at > $6::timestamptz) as minute
       from recent group by client_key
     )
     select count(*) filter (where phone_key = $1 and requester_key = $2) as number,
       min(created_at) filter (where phone_key = $1 and requester_key = $2) as number_oldest,
       count(*) filter (where requester_key = $2) as session, min(created_at) filter (where requester_key = $2) as session_oldest,
       count(*) filter (where client_key = $3) as address, min(created_at) filter (where client_key = $3) as address_oldest,
       (select coalesce(sum(least(region, $8::int)), 0) from networks) as region, min(created_at) filter (where region = $4) as region_oldest,
       (select count(*) from networks where minute > 0) as minute
     from recent`,
    [keys.phone, keys.requester, keys.client, keys.region, new Date(now.getTime() - HOUR_MS).toISOString(),
      new Date(now.getTime() - MINUTE_MS).toISOString(), now.toISOString(), counted],
  );
  return Counts.parse(row);
}

export async function issueLoginCode(db: Driver, limits: LoginLimits, request: CodeRequest, now: Date): Promise<IssuedCode> {
  if (!limits.regions.has(request.region)) {
    throw new ValidationError('Login codes cannot be sent to numbers in this country', 'phone', { key: 'phoneCountryRefused' });
  }
  const secret = await loginSecret(db);
  const keys = { phone: phoneKey(secret, request.phone), requester: request.requester, client: clientKey(secret, request.clientAddress), region: request.region };
  return db.transaction(async (tx) => {
    // One issuer at a time across the server (and its instances), so no limit is passed by racing it.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['login-code-issue']);
    await tx.query('delete from login_codes where created_at < $1::timestamptz', [new Date(now.getTime() - KEEP_MS).toISOString()]);
    const counts = await countRecent(tx, keys, limits.countedPerNetworkHour, now);
    // A number that has logged in before is held back by its own limits only, not by the shared ones.
    const shared = request.known !== true;
    const hourAfter = (oldest: Date | null) => new Date((oldest ?? now).getTime() + HOUR_MS);
    const wait = (oldest: Date | null) => minutesUntil(hourAfter(oldest), now);
    if (shared && counts.minute >= limits.globalPerMinute) {
      throw limited('Too many codes are being sent right now; try again in a minute', { key: 'codesBusy' });
    }
    if (counts.number >= limits.perNumberHour) {
      const minutes = wait(counts.number_oldest);
      throw limited(`Too many codes for this number; try again in ${minutes} minutes`, { key: 'codesForNumber', values: { minutes } });
    }
    if (counts.session >= limits.perSessionHour) {
      const minutes = wait(counts.session_oldest);
      throw limited(`Too many codes asked for on this device; try again in ${minutes} minutes`, { key: 'codesForDevice', values: { minutes } });
    }
    if (counts.address >= limits.perAddressHour) {
      const minutes = wait(counts.address_oldest);
      throw limited(`Too many codes asked for from this network; try again in ${minutes} minutes`, { key: 'codesForNetwork', values: { minutes } });
    }
    if (shared && counts.region >= limits.perRegionHour) {
      const minutes = wait(counts.region_oldest);
      throw limited(`Too many codes are going to this country; try again in ${minutes} minutes`, { key: 'codesForCountry', values: { minutes } });
    }
    const id = randomUUID();
    const code = newCode();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx.query(
      `insert into login_codes (id, phone_key, code_hash, created_at, expires_at, requester_key, client_key, region)
       values ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6, $7, $8)`,
      [id, keys.phone, codeHash(secret, id, code), now.toISOString(), expiresAt.toISOString(), keys.requester, keys.client, keys.region],
    );
    const last = counts.number + 1 >= limits.perNumberHour;
    return { code, expiresAt, resendAfter: last ? hourAfter(counts.number_oldest) : null };
  });
}

const CodeRow = z.object({ id: z.string(), code_hash: z.string(), expired: z.boolean(), failed_attempts: z.number(), used: z.boolean() });

/** Accepts the newest code this requester asked for `phone` (and uses it up), or refuses uniformly. */
export async function checkLoginCode(db: Driver, asked: { phone: string; requester: string }, code: string, now: Date): Promise<void> {
  const secret = await loginSecret(db);
  const accepted = await db.transaction(async (tx): Promise<boolean> => {
    const [raw] = await tx.query(
      `select id::text, code_hash, expires_at <= $3::timestamptz as expired, failed_attempts, used_at is not null as used
       from login_codes where phone_key = $1 and requester_key = $2 order by seq desc limit 1 for update`,
      [phoneKey(secret, asked.phone), asked.requester, now.toISOString()],
    );
    const row = raw === undefined ? null : CodeRow.parse(raw);
    // Hashed even when there is nothing to compare with, so the answer takes as long either way.
    const candidate = codeHash(secret, row?.id ?? randomUUID(), code);
    if (!row || row.used || row.expired || row.failed_attempts >= MAX_WRONG_TRIES) return false;
    if (!hashesMatch(row.code_hash, candidate)) {
      await tx.query('update login_codes set failed_attempts = failed_attempts + 1 where id = $1', [row.id]);
      return false;
    }
    await tx.query('update login_codes set used_at = $2::timestamptz where id = $1', [row.id, now.toISOString()]);
    return true;
  });
  if (!accepted) throw new ValidationError(CODE_REFUSED, 'code', { key: 'codeRefused' });
}
