// Meta signs every webhook delivery: X-Hub-Signature-256 is "sha256=" and the hex HMAC-SHA256 of the
// raw body under the app secret. Checked on the bytes as received, before anything is parsed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signatureValid(raw: Buffer, header: string | string[] | undefined, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  // Constant time; a wrong length is refused without comparing (it says nothing about the secret).
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The same check's other side, for the tests' fake deliveries. */
export const signatureOf = (raw: string | Buffer, appSecret: string) => `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** Constant-time equality of two short texts (the subscription's verify token). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
