// The list's date heading and row times: the calendar day never shifts with the zone, and the
// clock is 12-hour.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { formatClock, formatFullDate, formatShortDay } from './time.ts';

describe('formatFullDate', () => {
  it('writes the weekday, day, month and year', () => {
    expect(formatFullDate('2026-11-21')).toBe('Saturday, 21 November 2026');
    expect(formatFullDate('2027-01-01')).toBe('Friday, 1 January 2027');
  });
});

describe('formatClock', () => {
  it('uses a 12-hour clock with AM and PM', () => {
    const morning = new Date(2026, 10, 21, 9, 5);
    const evening = new Date(2026, 10, 21, 21, 40);
    expect(formatClock(morning)).toBe('9:05 AM');
    expect(formatClock(evening.toISOString())).toBe('9:40 PM');
  });
});

describe('formatShortDay', () => {
  afterEach(() => activateLocale('en'));

  it('writes a said day as "Mon 23 Nov" in English and in the interface language otherwise', async () => {
    expect(formatShortDay('2026-11-23')).toBe('Mon 23 Nov');
    expect(formatShortDay('2027-01-01')).toBe('Fri 1 Jan');
    await activateLocale('sw');
    expect(formatShortDay('2026-11-23')).toContain('23');
    expect(formatShortDay('2026-11-23')).not.toContain('Mon');
  });
});
