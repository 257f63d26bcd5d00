import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from './dates.ts';
import type { Cycle, Schedule } from './recurrence.ts';
import { BILLING_CYCLES } from './ownedItems.ts';
import { dueWithin, isOccurrence, occurrence, occurrenceAfter, occurrencesThrough } from './recurrence.ts';

const monthly = (anchor: string): Schedule => ({ cycle: 'monthly', anchor });
const days = (schedule: Schedule, count: number) => Array.from({ length: count }, (_, n) => occurrence(schedule, n));

// Any calendar day from 1999 to 2101, month ends and Feb 29 included.
const dayArb = fc.date({ min: new Date('1999-01-01T00:00:00Z'), max: new Date('2101-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const monthEnd = fc.record({ year: fc.integer({ min: 1999, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10));
const scheduleArb = fc.record({ cycle: fc.constantFrom<Cycle>(...BILLING_CYCLES), anchor: fc.oneof(dayArb, monthEnd) });
const lastDayOf = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();

describe('occurrences', () => {
  it('falls back to the month end from the 31st and comes back to the 31st', () =>
    expect(days(monthly('2027-01-31'), 5)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']));
  it('keeps Feb 29 in a leap year', () => expect(days(monthly('2028-01-30'), 3)).toEqual(['2028-01-30', '2028-02-29', '2028-03-30']));
  it('puts a Feb 29 yearly fee on Feb 28 in other years', () =>
    expect(days({ cycle: 'yearly', anchor: '2028-02-29' }, 5)).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']));
  it('counts weeks across a year end', () =>
    expect(days({ cycle: 'weekly', anchor: '2026-12-24' }, 3)).toEqual(['2026-12-24', '2026-12-31', '2027-01-07']));
  it('knows a due day from another day', () => {
    expect(isOccurrence(monthly('2027-01-31'), '2027-02-28')).toBe(true);
    expect(isOccurrence(monthly('2027-01-31'), '2027-03-28')).toBe(false);
    expect(isOccurrence(monthly('2027-01-31'), '2026-11-30')).toBe(true);
    expect(isOccurrence(monthly('2027-01-31'), '2026-11-29')).toBe(false);
  });
  it('lists the due days in a window', () =>
    expect(occurrencesThrough(monthly('2027-01-31'), '2027-02-28', '2027-04-29')).toEqual(['2027-02-28', '2027-03-31']));

  it('a monthly day is the anchor day, or the month end when the month is shorter', () =>
    fc.assert(fc.property(fc.oneof(dayArb, monthEnd), fc.integer({ min: 0, max: 1200 }), (anchor, n) => {
      const day = occurrence(monthly(anchor), n);
      expect(Number(day.slice(8))).toBe(Math.min(Number(anchor.slice(8)), lastDayOf(day)));
      const months = (Number(day.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(anchor.slice(5, 7));
      expect(months).toBe(n);
    })));

  it('a yearly day keeps the month, and Feb 29 only in leap years', () =>
    fc.assert(fc.property(fc.oneof(dayArb, monthEnd), fc.integer({ min: 0, max: 100 }), (anchor, n) => {
      const day = occurrence({ cycle: 'yearly', anchor }, n);
      expect(day.slice(5, 7)).toBe(anchor.slice(5, 7));
      expect(Number(day.slice(0, 4))).toBe(Number(anchor.slice(0, 4)) + n);
      expect(Number(day.slice(8))).toBe(Math.min(Number(anchor.slice(8)), lastDayOf(day)));
    })));

  it('due days rise strictly, each is an occurrence and the one after follows it', () =>
    fc.assert(fc.property(scheduleArb, fc.integer({ min: 0, max: 500 }), (schedule, n) => {
      const [day, next] = [occurrence(schedule, n), occurrence(schedule, n + 1)];
      expect(day < next).toBe(true);
      expect(isOccurrence(schedule, day)).toBe(true);
      expect(occurrenceAfter(schedule, day)).toBe(next);
    })));

  it('no day between two due days is one', () =>
    fc.assert(fc.property(scheduleArb, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 366 }), (schedule, n, offset) => {
      const [day, next] = [occurrence(schedule, n), occurrence(schedule, n + 1)];
      const between = addDays(day, offset);
      if (between < next) {
        expect(isOccurrence(schedule, between)).toBe(false);
        expect(occurrenceAfter(schedule, between)).toBe(next);
      }
    })));

  it('a window lists exactly the due days inside it', () =>
    fc.assert(fc.property(scheduleArb, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 400 }), (schedule, n, span) => {
      const first = occurrence(schedule, n);
      const listed = occurrencesThrough(schedule, first, addDays(first, span));
      expect(listed[0]).toBe(first);
      for (const [index, day] of listed.entries()) if (index > 0) expect(day).toBe(occurrenceAfter(schedule, listed[index - 1] ?? ''));
      expect(occurrenceAfter(schedule, listed.at(-1) ?? first) > addDays(first, span)).toBe(true);
    })));

  it('what is due: every overdue day and those within the window, overdue by the local day', () =>
    fc.assert(fc.property(scheduleArb, fc.integer({ min: 0, max: 200 }), fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 60 }),
      (schedule, n, shift, days) => {
        const first = occurrence(schedule, n);
        const today = addDays(first, shift);
        const due = dueWithin(schedule, first, today, days);
        expect(due.map((item) => item.dueDate)).toEqual(occurrencesThrough(schedule, first, addDays(today, days)));
        for (const item of due) expect(item.overdue).toBe(item.dueDate < today);
        expect(due.length > 0).toBe(first <= addDays(today, days));
      })));

  it("is overdue or due today by the caller's zone: one instant, two local days", () => {
    const schedule = monthly('2027-01-01');
    const instant = new Date('2027-03-01T11:30:00Z');
    // Kiritimati (UTC+14) is already on 2 March, Pago Pago (UTC-11) still on 1 March.
    expect(dueWithin(schedule, '2027-03-01', localDay(instant, 'Pacific/Kiritimati'), 0)).toEqual([{ dueDate: '2027-03-01', overdue: true }]);
    expect(dueWithin(schedule, '2027-03-01', localDay(instant, 'Pacific/Pago_Pago'), 0)).toEqual([{ dueDate: '2027-03-01', overdue: false }]);
    expect(dueWithin(schedule, '2027-03-01', localDay(new Date('2027-02-28T20:59:00Z'), 'Africa/Nairobi'), 0)).toEqual([]);
    expect(dueWithin(schedule, '2027-03-01', localDay(new Date('2027-02-28T21:00:00Z'), 'Africa/Nairobi'), 0))
      .toEqual([{ dueDate: '2027-03-01', overdue: false }]);
  });
});

describe('occurrences at the edge of the supported years (issue 31)', () => {
  it('lists the due days of the last year counted, never walking text past year 9999', () => {
    expect(occurrencesThrough({ cycle: 'monthly', anchor: '2999-10-31' }, '2999-10-31', '2999-12-31'))
      .toEqual(['2999-10-31', '2999-11-30', '2999-12-31']);
    // Text past 9999 (`+010000-…`) sorts before `9999-…`: the old walk never found one after `last`.
    expect(occurrencesThrough({ cycle: 'yearly', anchor: '9998-06-01' }, '9998-06-01', '9999-12-31')).toEqual(['9998-06-01', '9999-06-01']);
    expect(occurrencesThrough({ cycle: 'weekly', anchor: '9999-12-20' }, '9999-12-20', '9999-12-31')).toEqual(['9999-12-20', '9999-12-27']);
  });

  it('counts every overdue week since 1900 at once', () => {
    expect(dueWithin({ cycle: 'weekly', anchor: '1900-01-01' }, '1900-01-01', '2026-01-01', 0)).toHaveLength(6575);
  });
});
