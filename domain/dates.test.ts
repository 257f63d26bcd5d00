import { describe, expect, it } from 'vitest';
import { addDays, isValidTimeZone, lastDays, localDay } from './dates.ts';

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

  it('walks calendar days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays('2026-11-03', 7)).toEqual([
      '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03',
    ]);
  });

  it('knows real IANA zones from made-up ones', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
