// The days a recurring bill falls due: counted from an anchor day (the billing date the person set),
// each one from the anchor itself, never from the one before, so a 31st never drifts to the 28th.
// Calendar days only: the caller's time zone decides what "today" is, before these are asked.
import { addDays } from './dates.ts';
import type { BILLING_CYCLES } from './ownedItems.ts';

export type Cycle = (typeof BILLING_CYCLES)[number];

export interface Schedule {
  cycle: Cycle;
  /** The day the counting starts from (YYYY-MM-DD): the 31st of a monthly rent, Feb 29 of a yearly fee. */
  anchor: string;
}

const DAY_MS = 86_400_000;

const parts = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) });
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const format = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Months counted from the anchor's month, its day falling back to the month's last when shorter. */
function monthsOn({ anchor }: Schedule, months: number): string {
  const start = parts(anchor);
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(start.day, daysInMonth(year, month)));
}

/** The n-th due day of the schedule (n = 0 is the anchor). */
export function occurrence(schedule: Schedule, n: number): string {
  switch (schedule.cycle) {
    case 'weekly':
      return new Date((dayNumber(schedule.anchor) + 7 * n) * DAY_MS).toISOString().slice(0, 10);
    case 'monthly':
      return monthsOn(schedule, n);
    case 'yearly':
      return monthsOn(schedule, 12 * n);
    default: {
      const unexpected: never = schedule.cycle;
      return unexpected;
    }
  }
}

/** The n of the last occurrence on or before `day` (negative before the anchor). */
function indexOnOrBefore(schedule: Schedule, day: string): number {
  let n: number;
  if (schedule.cycle === 'weekly') n = Math.floor((dayNumber(day) - dayNumber(schedule.anchor)) / 7);
  else {
    const [a, d] = [parts(schedule.anchor), parts(day)];
    const months = (d.year - a.year) * 12 + (d.month - a.month);
    n = schedule.cycle === 'monthly' ? months : Math.floor(months / 12);
  }
  // The estimate is right or one ahead (a day of the month before the anchor's day): one step back at most.
  return occurrence(schedule, n) > day ? n - 1 : n;
}

/** Whether the schedule falls due on this day (before its anchor too: the days it already went by). */
export function isOccurrence(schedule: Schedule, day: string): boolean {
  return occurrence(schedule, indexOnOrBefore(schedule, day)) === day;
}

/** The first due day strictly after `day`. */
export function occurrenceAfter(schedule: Schedule, day: string): string {
  return occurrence(schedule, indexOnOrBefore(schedule, day) + 1);
}

/** The due days from `first` (a due day) through `last`, in order. */
export function occurrencesThrough(schedule: Schedule, first: string, last: string): string[] {
  // Counted from the two ends before any is made, so no comparison of day texts decides when to stop.
  const start = Math.max(0, indexOnOrBefore(schedule, first));
  const count = indexOnOrBefore(schedule, last) - start + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => occurrence(schedule, start + index)).filter((day) => day >= first);
}

export interface Due {
  dueDate: string;
  overdue: boolean;
}

/**
 * The unpaid due days from `first` (the first unpaid one) through `days` after `today` (the caller's
 * local day), each overdue when before today: every overdue one, however far back.
 */
export function dueWithin(schedule: Schedule, first: string, today: string, days: number): Due[] {
  return occurrencesThrough(schedule, first, addDays(today, days)).map((dueDate) => ({ dueDate, overdue: dueDate < today }));
}
