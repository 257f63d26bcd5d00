// Login codes are never stored as typed: each is an HMAC-SHA256 under a server secret kept in the
// database, bound to its row, and compared in constant time. Phones are keyed the same way.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../events/store/driver.ts';

const SECRET_NAME = 'login-code-hmac';
/** Secrets never change once made, so each is read once per database handle (reads stay reads). */
const known = new WeakMap<Queryable, Map<string, Promise<Buffer>>>();

/** A named server secret, made on first use; concurrent first uses agree on whichever row was inserted. */
export function serverSecret(db: Queryable, name: string): Promise<Buffer> {
  const secrets = known.get(db) ?? new Map<string, Promise<Buffer>>();
  known.set(db, secrets);
  const cached = secrets.get(name);
  if (cached) return cached;
  const reading = readOrMakeSecret(db, name);
  secrets.set(name, reading);
  reading.catch(() => secrets.delete(name));
  return reading;
}

async function readOrMakeSecret(db: Queryable, name: string): Promise<Buffer> {
  const [row] = await db.query<{ secret: string }>(
    `with made as (
       insert into server_secrets (name, secret) values ($1, $2) on conflict (name) do nothing returning secret
     )
     select secret from made union all select secret from server_secrets where name = $1 limit 1`,
    [name, randomBytes(32).toString('base64')],
  );
  if (row) return Buffer.from(row.secret, 'base64');
  // Another first use inserted it after this statement's snapshot was taken: it is there now.
  const [made] = await db.query<{ secret: string }>('select secret from server_secrets where name = $1', [name]);
  if (!made) throw new Error(`The server secret ${name} could not be read`);
  return Buffer.from(made.secret, 'base64');
}

export const loginSecret = (db: Queryable) => serverSecret(db, SECRET_NAME);

const hmac = (secret: Buffer, ...parts: string[]) => createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');

/** The key a phone's codes are filed under: the number itself is not stored with them. */
export const phoneKey = (secret: Buffer, phone: string) => hmac(secret, 'phone', phone);

/** The key a client address is counted under: addresses are personal data and not kept as such. */
export const clientKey = (secret: Buffer, address: string) => hmac(secret, 'client', address);

export const codeHash = (secret: Buffer, codeId: string, code: string) => hmac(secret, 'code', codeId, code);

/** Constant time: how much of a guess was right never shows in how long the answer took. */
export function hashesMatch(storedHex: string, candidateHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const candidate = Buffer.from(candidateHex, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

/** Six random digits, leading zeros kept. */
export const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
