// The webhook's signature check: HMAC-SHA256 of the raw bytes under the app secret, "sha256=" and hex.
import { describe, expect, it } from 'vitest';
import { sameText, signatureOf, signatureValid } from './signature.ts';

describe('signatureValid', () => {
  const raw = Buffer.from('{"object":"whatsapp_business_account"}');

  it('accepts the app secret’s signature of exactly these bytes', () => {
    expect(signatureValid(raw, signatureOf(raw, 'secret'), 'secret')).toBe(true);
  });

  it('refuses a missing, malformed, short, other-secret or other-body signature', () => {
    expect(signatureValid(raw, undefined, 'secret')).toBe(false);
    expect(signatureValid(raw, ['sha256=00', 'sha256=11'], 'secret')).toBe(false);
    expect(signatureValid(raw, signatureOf(raw, 'secret').replace('sha256=', 'sha1='), 'secret')).toBe(false);
    expect(signatureValid(raw, 'sha256=abcd', 'secret')).toBe(false);
    expect(signatureValid(raw, 'sha256=not hex at all', 'secret')).toBe(false);
    expect(signatureValid(raw, signatureOf(raw, 'other'), 'secret')).toBe(false);
    expect(signatureValid(Buffer.from(`${raw.toString()} `), signatureOf(raw, 'secret'), 'secret')).toBe(false);
  });

  it('compares verify tokens whole', () => {
    expect(sameText('token', 'token')).toBe(true);
    expect(sameText('token', 'token2')).toBe(false);
    expect(sameText('', 'token')).toBe(false);
  });
});
