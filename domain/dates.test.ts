import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays, daysFrom, isoWithOffset, noonOnDay, isSupportedDay, isSupportedInstant, isValidTimeZone, lastDays, localDay, MOVE_WINDOW,
  RECORD_WINDOW, SUPPORTED_DAYS, withinWindow,
} from './dates.ts';

describe('local days', () => {
  it.each([
    ['2026-11-20T18:29:59.999Z', 'Asia/Kolkata', '2026-11-20'],
    ['2026-11-20T18:30:00.000Z', 'Asia/Kolkata', '2026-11-21'],
    ['2026-11-20T20:59:59.999Z', 'Africa/Nairobi', '2026-11-20'],
    ['2026-11-20T21:00:00.000Z', 'Africa/Nairobi', '2026-11-21'],
    ['2026-11-21T23:30:00.000Z', 'Africa/Lagos', '2026-11-22'],
  ])('%s in %s is %s', (instant, timeZone, day) => {
    expect(localDay(instant, timeZone)).toBe(day);
  });

  it.each([
    ['2026-03-08T04:59:59.000Z', 'America/New_York', '2026-03-07'], // 23:59:59 EST, the night clocks go forward
    ['2026-03-08T05:00:00.000Z', 'America/New_York', '2026-03-08'],
    ['2026-03-09T03:59:59.000Z', 'America/New_York', '2026-03-08'], // 23:59:59 EDT
    ['2026-10-25T23:30:00.000Z', 'Europe/London', '2026-10-25'], // GMT again since 01:00 UTC
    ['2026-11-21T18:14:59.000Z', 'Asia/Kathmandu', '2026-11-21'], // UTC+05:45
    ['2026-11-21T18:15:00.000Z', 'Asia/Kathmandu', '2026-11-22'],
  ])('%s in %s is %s (clock changes and odd offsets)', (instant, timeZone, day) => {
    expect(localDay(instant, timeZone)).toBe(day);
  });

  it('agrees with plain date formatting for any instant in any zone (property)', () => {
    const zones = ['Africa/Nairobi', 'Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kathmandu'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }), fc.constantFrom(...zones), (ms, timeZone) => {
        const expected = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
        expect(localDay(new Date(ms), timeZone)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('walks calendar days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays('2026-11-03', 7)).toEqual([
      '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03',
    ]);
  });

  it.each([
    { zone: 'Asia/Kolkata', local: '2026-11-21T23:59:59.999+05:30' },
    { zone: 'America/Lima', local: '2026-11-21T13:29:59.999-05:00' },
    { zone: 'UTC', local: '2026-11-21T18:29:59.999Z' },
  ])('writes an instant with $zone\'s offset', ({ zone, local }) => {
    expect(isoWithOffset('2026-11-21T18:29:59.999Z', zone)).toBe(local);
    expect(Date.parse(local)).toBe(Date.parse('2026-11-21T18:29:59.999Z'));
  });

  it('knows real IANA zones from made-up ones', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('noonOnDay: a said day at its local noon', () => {
  it.each([
    ['2026-11-25', 'Africa/Nairobi', '2026-11-25T09:00:00.000Z'],
    ['2026-11-25', 'Asia/Kolkata', '2026-11-25T06:30:00.000Z'],
    ['2026-11-25', 'America/New_York', '2026-11-25T17:00:00.000Z'],
    // Paris on the day summer time begins (02:00 → 03:00): noon is already summer time, 10:00 UTC.
    ['2026-03-29', 'Europe/Paris', '2026-03-29T10:00:00.000Z'],
    ['2026-03-28', 'Europe/Paris', '2026-03-28T11:00:00.000Z'],
  ])('%s in %s is %s', (day, timeZone, instant) => {
    expect(noonOnDay(day, timeZone)).toBe(instant);
  });

  it('always lands on the day asked for, at 12:00 there', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.constantFrom('Africa/Nairobi', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'),
        (date, timeZone) => {
          const day = localDay(date, timeZone);
          const instant = noonOnDay(day, timeZone);
          expect(localDay(instant, timeZone)).toBe(day);
          const hour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone, hourCycle: 'h23' }).format(new Date(instant));
          expect(hour).toBe('12:00');
        },
      ),
    );
  });
});

describe('the window a device may date things in (server and phone alike)', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['5 minutes ahead', '2026-11-26T12:05:00.000Z', RECORD_WINDOW, true],
    ['a moment past 5 minutes ahead', '2026-11-26T12:05:00.001Z', RECORD_WINDOW, false],
    ['90 days back', '2026-08-28T12:00:00.000Z', RECORD_WINDOW, true],
    ['a moment past 90 days back', '2026-08-28T11:59:59.999Z', RECORD_WINDOW, false],
    ['five years back, leap days included', '2021-11-26T12:00:00.000Z', MOVE_WINDOW, true],
    ['five years and three days back', '2021-11-23T12:00:00.000Z', MOVE_WINDOW, false],
  ] as const)('%s', (_name, iso, window, inside) => expect(withinWindow(at(iso), now, window)).toBe(inside));
});

describe('the supported years (issue 31)', () => {
  it.each([
    ['0000-01-01', false], ['0001-01-01', false], ['1899-12-31', false], [SUPPORTED_DAYS.first, true], ['2028-02-29', true],
    [SUPPORTED_DAYS.last, true], ['3000-01-01', false], ['9999-12-31', false], ['+010000-01-01', false],
  ])('%s is supported: %s', (day, supported) => expect(isSupportedDay(day)).toBe(supported));

  it.each([
    ['1899-12-31T09:59:59.999Z', false], ['1899-12-31T10:00:00.000Z', true], // 00:00 on Jan 1, 1900 at UTC+14
    ['2999-12-31T23:59:59.999Z', true], ['3000-01-01T13:59:59.999Z', true], // still Dec 31, 2999 at UTC-14
    ['3000-01-01T14:00:00.000Z', false], ['0001-01-01T00:00:00.000Z', false], ['+010000-01-01T00:00:00.000Z', false],
  ])('an instant at %s is on a supported day somewhere: %s', (instant, supported) => {
    expect(isSupportedInstant(Date.parse(instant))).toBe(supported);
  });

  it('counts the days of a range at the window\'s end instead of walking text past year 9999', () => {
    expect(daysFrom('2999-12-30', SUPPORTED_DAYS.last)).toEqual(['2999-12-30', '2999-12-31']);
    // The old walk compared `+010000-01-01` <= `9999-12-31` (true) and never stopped.
    expect(daysFrom('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(daysFrom('2026-03-02', '2026-03-01')).toEqual([]);
    expect(isSupportedInstant(Number.NaN)).toBe(false);
  });
});
