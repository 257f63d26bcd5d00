import { timingSafeEqual } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../domain/errors.ts';
import { databaseBackends, useDatabase } from '../../test/support/backends.ts';
import type { CodeRequest } from './loginCodes.ts';
import { CODE_REFUSED, CODE_TTL_MS, checkLoginCode, issueLoginCode } from './loginCodes.ts';
import type { LoginLimits } from './loginLimits.ts';
import { DEFAULT_LOGIN_LIMITS } from './loginLimits.ts';

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
let keySeq = 0;
/** A session and an address of its own per test, so per-device and per-network counts never leak either. */
const fresh = (prefix: string) => `${prefix}-${(keySeq += 1)}`;
const limits: LoginLimits = { ...DEFAULT_LOGIN_LIMITS, globalPerMinute: 1000, perRegionHour: 1000 };
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function rejection(work: Promise<unknown>) {
  const error = await work.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message, field: error.field };
}

describe.each(databaseBackends())('login codes on $name', (backend) => {
  const fixture = useDatabase(backend);

  /** One device (session and address) asking for codes. */
  function device(overrides: Partial<CodeRequest> = {}) {
    const who = { requester: fresh('session'), clientAddress: fresh('address'), region: 'KE', ...overrides };
    return {
      ask: (phone: string, now: Date, rules: LoginLimits = limits) => issueLoginCode(fixture.db, rules, { ...who, phone }, now),
      check: (phone: string, code: string, now: Date) => checkLoginCode(fixture.db, { phone, requester: who.requester }, code, now),
    };
  }
  const refused = { code: 'VALIDATION', message: CODE_REFUSED, field: 'code' };

  it('issues 6 digits valid 10 minutes, accepted once', async () => {
    const [phone, me] = [freshPhone(), device()];
    const issued = await me.ask(phone, at(T0));
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.expiresAt.toISOString()).toBe('2026-11-21T08:10:00.000Z');
    expect(issued.resendAfter).toBeNull();
    await expect(me.check(phone, issued.code, at(T0, 60_000))).resolves.toBeUndefined();
    expect(await rejection(me.check(phone, issued.code, at(T0, 61_000)))).toEqual(refused);
  });

  it('refuses a code at 10 minutes, accepts it just before', async () => {
    const [phone, me] = [freshPhone(), device()];
    const { code } = await me.ask(phone, at(T0));
    expect(await rejection(me.check(phone, code, at(T0, CODE_TTL_MS)))).toEqual(refused);
    const again = await me.ask(phone, at(T0, CODE_TTL_MS));
    await expect(me.check(phone, again.code, at(T0, 2 * CODE_TTL_MS - 1))).resolves.toBeUndefined();
  });

  it('locks a code after 5 wrong tries, answering every refusal alike: missing, wrong, locked, expired', async () => {
    const [phone, me] = [freshPhone(), device()];
    expect(await rejection(me.check(phone, '123456', at(T0)))).toEqual(refused);
    const { code } = await me.ask(phone, at(T0));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await rejection(me.check(phone, wrongCode(code), at(T0, attempt * 1000)))).toEqual(refused);
    }
    expect(await rejection(me.check(phone, code, at(T0, 6000)))).toEqual(refused);
    const next = await me.ask(phone, at(T0, 7000));
    await expect(me.check(phone, next.code, at(T0, 8000))).resolves.toBeUndefined();
  });

  it('allows one device 5 codes per number per rolling hour: the 6th waits until the first is an hour old', async () => {
    const [phone, me] = [freshPhone(), device()];
    const rules = { ...limits, perSessionHour: 10 };
    const issued = [];
    for (let minute = 0; minute < 5; minute += 1) issued.push(await me.ask(phone, at(T0, minute * 60_000), rules));
    expect(issued.map((code) => code.resendAfter?.toISOString() ?? null)).toEqual([null, null, null, null, '2026-11-21T09:00:00.000Z']);
    expect(await rejection(me.ask(phone, at(T0, 30 * 60_000), rules))).toEqual({
      code: 'RATE_LIMITED', message: 'Too many codes for this number; try again in 30 minutes', field: 'phone',
    });
    expect(await rejection(me.ask(phone, at(T0, 60 * 60_000 - 1), rules))).toMatchObject({ code: 'RATE_LIMITED' });
    await expect(me.ask(freshPhone(), at(T0, 30 * 60_000), rules)).resolves.toMatchObject({ resendAfter: null });
    const later = await me.ask(phone, at(T0, 60 * 60_000), rules);
    await expect(me.check(phone, later.code, at(T0, 61 * 60_000))).resolves.toBeUndefined();
  });

  it("lets no stranger lock, replace or use a person's code (finding 5)", async () => {
    const [phone, owner, stranger] = [freshPhone(), device(), device()];
    for (let sent = 0; sent < 5; sent += 1) await stranger.ask(phone, at(T0, sent * 1000));
    expect(await rejection(stranger.ask(phone, at(T0, 5000)))).toMatchObject({ code: 'RATE_LIMITED' });
    const mine = await owner.ask(phone, at(T0, 6000));
    await stranger.ask(freshPhone(), at(T0, 7000)).catch(() => undefined);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await rejection(stranger.check(phone, wrongCode(mine.code), at(T0, 8000 + attempt)))).toEqual(refused);
    }
    expect(await rejection(stranger.check(phone, mine.code, at(T0, 9000)))).toEqual(refused);
    await expect(owner.check(phone, mine.code, at(T0, 10_000))).resolves.toBeUndefined();
  });

  it('limits codes per device, per network address, per country and per minute (finding 2)', async () => {
    const one = device();
    for (let sent = 0; sent < 5; sent += 1) await one.ask(freshPhone(), at(T0, sent));
    expect(await rejection(one.ask(freshPhone(), at(T0, 10)))).toEqual({
      code: 'RATE_LIMITED', message: 'Too many codes asked for on this device; try again in 60 minutes', field: 'phone',
    });
    const address = fresh('address');
    const rules = { ...limits, perAddressHour: 3 };
    for (let sent = 0; sent < 3; sent += 1) await device({ clientAddress: address }).ask(freshPhone(), at(T0, sent), rules);
    expect(await rejection(device({ clientAddress: address }).ask(freshPhone(), at(T0, 10), rules))).toMatchObject({
      code: 'RATE_LIMITED', message: 'Too many codes asked for from this network; try again in 60 minutes',
    });
    const region = { ...limits, perRegionHour: 2 };
    for (let sent = 0; sent < 2; sent += 1) await device({ region: 'GH' }).ask(freshPhone(), at(T0, sent), region);
    expect(await rejection(device({ region: 'GH' }).ask(freshPhone(), at(T0, 10), region))).toMatchObject({
      code: 'RATE_LIMITED', message: 'Too many codes are going to this country; try again in 60 minutes',
    });
    const minute = at('2026-11-22T08:00:00.000Z');
    const global = { ...limits, globalPerMinute: 2 };
    for (let sent = 0; sent < 2; sent += 1) await device().ask(freshPhone(), minute, global);
    expect(await rejection(device().ask(freshPhone(), minute, global))).toMatchObject({
      code: 'RATE_LIMITED', message: 'Too many codes are being sent right now; try again in a minute',
    });
    await expect(device().ask(freshPhone(), at('2026-11-22T08:01:00.001Z'), global)).resolves.toMatchObject({ resendAfter: null });
  });

  it("counts a network's codes at most 3 toward a country's hour and once toward the minute: a few networks cannot spend them (issue 23)", async () => {
    const rules = { ...limits, perRegionHour: 10 };
    const minute = at('2026-11-23T08:00:00.000Z');
    // Three networks send 8 codes each to Nigeria in one minute: 24 sent, 9 counted, 3 networks this minute.
    const networks = [fresh('address'), fresh('address'), fresh('address')];
    for (const network of networks) {
      for (let sent = 0; sent < 8; sent += 1) await device({ clientAddress: network, region: 'NG' }).ask(freshPhone(), at('2026-11-23T07:50:00.000Z', sent), rules);
    }
    await expect(device({ region: 'NG' }).ask(freshPhone(), minute, rules)).resolves.toMatchObject({ resendAfter: null });
    // 10 counted now: the country's hour is spent for numbers that never logged in.
    expect(await rejection(device({ region: 'NG' }).ask(freshPhone(), at('2026-11-23T08:01:01.000Z'), rules))).toMatchObject({
      message: 'Too many codes are going to this country; try again in 49 minutes',
    });
    // One network asking again and again in a minute is one network: others still get theirs.
    const busy = fresh('address');
    const later = at('2026-11-23T09:30:00.000Z');
    const perMinute = { ...limits, globalPerMinute: 2 };
    for (let sent = 0; sent < 5; sent += 1) await device({ clientAddress: busy }).ask(freshPhone(), later, perMinute);
    await expect(device().ask(freshPhone(), later, perMinute)).resolves.toMatchObject({ resendAfter: null });
    expect(await rejection(device().ask(freshPhone(), later, perMinute))).toMatchObject({
      message: 'Too many codes are being sent right now; try again in a minute',
    });
  });

  it('sends a number that has logged in before its code when the shared budgets are spent; its own limit still holds', async () => {
    const rules = { ...limits, perRegionHour: 2, globalPerMinute: 2 };
    const minute = at('2026-11-24T08:00:00.000Z');
    for (let sent = 0; sent < 2; sent += 1) await device({ region: 'UG' }).ask(freshPhone(), minute, rules);
    expect(await rejection(device({ region: 'UG' }).ask(freshPhone(), minute, rules))).toMatchObject({ code: 'RATE_LIMITED' });
    const [phone, owner] = [freshPhone(), device({ region: 'UG', known: true })];
    for (let sent = 0; sent < DEFAULT_LOGIN_LIMITS.perNumberHour; sent += 1) await owner.ask(phone, at('2026-11-24T08:00:00.000Z', sent), rules);
    expect(await rejection(owner.ask(phone, at('2026-11-24T08:00:10.000Z'), rules))).toMatchObject({
      message: 'Too many codes for this number; try again in 60 minutes',
    });
  });

  it('sends nothing to a country outside the allow-list', async () => {
    expect(await rejection(device({ region: 'CU' }).ask('+5351234567', at(T0)))).toEqual({
      code: 'VALIDATION', message: 'Login codes cannot be sent to numbers in this country', field: 'phone',
    });
  });

  it('holds every limit when requests race', async () => {
    const me = device();
    const now = at('2026-11-23T08:00:00.000Z');
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => me.ask(freshPhone(), now)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
  });

  it('stores neither the code, the phone nor the address as typed', async () => {
    const phone = freshPhone();
    const { code } = await device({ clientAddress: '203.0.113.77' }).ask(phone, at(T0));
    const stored = JSON.stringify(await fixture.db.query('select * from login_codes'));
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(phone.slice(1));
    expect(stored).not.toContain('203.0.113.77');
    expect(await fixture.db.query(`select code_hash from login_codes where code_hash !~ '^[0-9a-f]{64}$'`)).toEqual([]);
  });

  it('compares the code in constant time', async () => {
    const [phone, me] = [freshPhone(), device()];
    const { code } = await me.ask(phone, at(T0));
    vi.mocked(timingSafeEqual).mockClear();
    await me.check(phone, wrongCode(code), at(T0, 1000)).catch(() => undefined);
    await me.check(phone, code, at(T0, 2000));
    expect(vi.mocked(timingSafeEqual)).toHaveBeenCalledTimes(2);
    for (const [a, b] of vi.mocked(timingSafeEqual).mock.calls) expect([a.byteLength, b.byteLength]).toEqual([32, 32]);
  });
});
