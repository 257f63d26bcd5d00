import { timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError, ValidationError } from '../../domain/errors.ts';
import type { Driver } from '../../events/store/driver.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { CODE_TTL_MS, checkLoginCode, issueLoginCode } from './loginCodes.ts';

// Watch the comparison without changing it: the real timingSafeEqual runs underneath.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs);
const T0 = '2026-11-21T08:00:00.000Z';
let phoneSeq = 0;
/** A number of its own per test, so rate limits never leak between tests. */
const freshPhone = () => `+2547${String(10_000_000 + (phoneSeq += 1)).slice(-8)}`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function rejection(work: Promise<unknown>) {
  const error = await work.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message, field: error.field };
}

describe.each(databaseBackends())('login codes on $name', (backend) => {
  let db: Driver;
  beforeAll(async () => {
    db = await backend.open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('issues 6 digits valid 10 minutes, accepted once', async () => {
    const phone = freshPhone();
    const issued = await issueLoginCode(db, phone, at(T0));
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.expiresAt.toISOString()).toBe('2026-11-21T08:10:00.000Z');
    expect(issued.resendAfter).toBeNull();
    await expect(checkLoginCode(db, phone, issued.code, at(T0, 60_000))).resolves.toBeUndefined();
    expect(await rejection(checkLoginCode(db, phone, issued.code, at(T0, 61_000)))).toEqual({
      code: 'VALIDATION', message: 'No code is waiting for this number; ask for a new one', field: 'code',
    });
  });

  it('refuses a code at 10 minutes, accepts it just before', async () => {
    const phone = freshPhone();
    const { code } = await issueLoginCode(db, phone, at(T0));
    expect(await rejection(checkLoginCode(db, phone, code, at(T0, CODE_TTL_MS)))).toEqual({
      code: 'VALIDATION', message: 'That code has expired; ask for a new one', field: 'code',
    });
    const again = await issueLoginCode(db, phone, at(T0, CODE_TTL_MS));
    await expect(checkLoginCode(db, phone, again.code, at(T0, 2 * CODE_TTL_MS - 1))).resolves.toBeUndefined();
  });

  it('counts wrong tries and locks the code after the 5th: then even the right code fails', async () => {
    const phone = freshPhone();
    const { code } = await issueLoginCode(db, phone, at(T0));
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await rejection(checkLoginCode(db, phone, wrongCode(code), at(T0, attempt * 1000)));
      expect(refused.code).toBe('VALIDATION');
      expect(refused.field).toBe('code');
      messages.push(refused.message);
    }
    expect(messages).toEqual([
      'That code is not right; 4 tries left', 'That code is not right; 3 tries left', 'That code is not right; 2 tries left',
      'That code is not right; 1 try left', 'That code is not right, and it is now locked; ask for a new one',
    ]);
    expect(await rejection(checkLoginCode(db, phone, code, at(T0, 6000)))).toEqual({
      code: 'RATE_LIMITED', message: 'Too many wrong tries for this code; ask for a new one', field: 'code',
    });
    // A new code starts afresh.
    const fresh = await issueLoginCode(db, phone, at(T0, 7000));
    await expect(checkLoginCode(db, phone, fresh.code, at(T0, 8000))).resolves.toBeUndefined();
  });

  it('allows 5 codes per phone per rolling hour: the 6th is rate limited until the first is an hour old', async () => {
    const phone = freshPhone();
    const issued = [];
    for (let minute = 0; minute < 5; minute += 1) issued.push(await issueLoginCode(db, phone, at(T0, minute * 60_000)));
    expect(issued.map((code) => code.resendAfter?.toISOString() ?? null)).toEqual([null, null, null, null, '2026-11-21T09:00:00.000Z']);
    expect(await rejection(issueLoginCode(db, phone, at(T0, 30 * 60_000)))).toEqual({
      code: 'RATE_LIMITED', message: 'Too many codes for this number; try again in 30 minutes', field: 'phone',
    });
    expect(await rejection(issueLoginCode(db, phone, at(T0, 60 * 60_000 - 1)))).toMatchObject({ code: 'RATE_LIMITED' });
    // Another number is not affected.
    await expect(issueLoginCode(db, freshPhone(), at(T0, 30 * 60_000))).resolves.toMatchObject({ resendAfter: null });
    // From resendAfter on, the first code has left the hour.
    const later = await issueLoginCode(db, phone, at(T0, 60 * 60_000));
    await expect(checkLoginCode(db, phone, later.code, at(T0, 61 * 60_000))).resolves.toBeUndefined();
  });

  it('accepts only the newest code sent to a number', async () => {
    const phone = freshPhone();
    const first = await issueLoginCode(db, phone, at(T0));
    const second = await issueLoginCode(db, phone, at(T0));
    if (first.code !== second.code) {
      await expect(checkLoginCode(db, phone, first.code, at(T0, 1000))).rejects.toThrow(ValidationError);
    }
    await expect(checkLoginCode(db, phone, second.code, at(T0, 2000))).resolves.toBeUndefined();
  });

  it('stores neither the code nor the phone as typed', async () => {
    const phone = freshPhone();
    const { code } = await issueLoginCode(db, phone, at(T0));
    const rows = await db.query('select * from login_codes');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(phone.slice(1));
    expect(await db.query(`select code_hash from login_codes where code_hash !~ '^[0-9a-f]{64}$'`)).toEqual([]);
  });

  it('compares the code in constant time', async () => {
    const phone = freshPhone();
    const { code } = await issueLoginCode(db, phone, at(T0));
    vi.mocked(timingSafeEqual).mockClear();
    await checkLoginCode(db, phone, wrongCode(code), at(T0, 1000)).catch(() => undefined);
    await checkLoginCode(db, phone, code, at(T0, 2000));
    expect(vi.mocked(timingSafeEqual)).toHaveBeenCalledTimes(2);
    for (const [a, b] of vi.mocked(timingSafeEqual).mock.calls) expect([a.byteLength, b.byteLength]).toEqual([32, 32]);
  });
});
