// Session tokens as the cookie carries them. A stored session's token is random. A device that has
// only read carries a pending token instead: signed by the server and naming the user its first
// write will create, so reads keep one identity while nothing is stored; a forged one is refused.
import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../events/store/driver.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { serverSecret } from './codeHash.ts';

export const MAX_TOKEN_LENGTH = 100;

export const hashToken = (token: string) => hash('sha256', token, 'hex');

export const newSessionToken = () => randomBytes(32).toString('base64url');

const pendingSecret = (db: Queryable) => serverSecret(db, 'pending-session-hmac');
const signature = (secret: Buffer, nonce: string) => createHmac('sha256', secret).update(`pending\u0000${nonce}`).digest();

export async function newPendingToken(db: Queryable): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${signature(await pendingSecret(db), nonce).toString('base64url')}`;
}

export async function isPendingToken(db: Queryable, token: string): Promise<boolean> {
  const [nonce, signed, ...rest] = token.split('.');
  if (!nonce || !signed || rest.length > 0) return false;
  const expected = signature(await pendingSecret(db), nonce);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The user a pending token's first write creates. */
export const pendingUserId = (token: string) => deterministicId('pending-session', hashToken(token));
