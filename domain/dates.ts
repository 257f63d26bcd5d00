// Calendar days in the user's IANA time zone. "Today" is local midnight to 23:59:59 and a
// week is the last 7 local days; callers pass the instant, this module never reads a clock.

export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

/** How far back a device may date an expense it records (an offline entry, a message added by hand). */
export const DEVICE_DAYS_BACK = 90;

/** How far from the server's clock a device may date something: days back, and clock skew ahead. */
export interface DeviceWindow {
  daysBack: number;
  minutesAhead: number;
}

/** What a device records: kept offline for up to DEVICE_DAYS_BACK days. */
export const RECORD_WINDOW: DeviceWindow = { daysBack: DEVICE_DAYS_BACK, minutesAhead: 5 };
/** Where an expense may be moved: a correction can reach back five years, never ahead of the clock. */
export const MOVE_WINDOW: DeviceWindow = { daysBack: 5 * 365 + 2, minutesAhead: 5 };

/** Whether the instant `at` (ms) lies within `window` around `now`: the one rule for server and phone. */
export function withinWindow(at: number, now: Date, window: DeviceWindow): boolean {
  return at <= now.getTime() + window.minutesAhead * 60_000 && at >= now.getTime() - window.daysBack * 86_400_000;
}

/**
 * The days any date given to Sauti may name, whoever gives it (a query's range, an IOU's due date, a
 * bill's billing date, a cursor). 1900 reaches back past anything a person copies from paper (a plot
 * bought by a grandparent), 2999 ahead of any deadline or maturity; both keep four-digit years with a
 * wide margin, so text order stays date order even for what is counted from them (a year of bills after
 * the last day is still 3000). Past year 9999 an ISO day becomes `+010000-01-01`, which sorts before
 * `9999-…`: a loop that compared such text never ended (issue 31). Postgres rejects year 0 besides.
 */
export const SUPPORTED_DAYS = { first: '1900-01-01', last: '2999-12-31' } as const;

/** How a date outside SUPPORTED_DAYS is refused, naming the field. */
export const unsupportedDayMessage = (field: string) =>
  `${field} must be from ${SUPPORTED_DAYS.first} to ${SUPPORTED_DAYS.last}`;

const DAY_MS = 86_400_000;
const FIRST_MS = Date.parse(`${SUPPORTED_DAYS.first}T00:00:00Z`);
// Up to 14 hours either side, for an instant whose local day is inside in any time zone.
const ZONE_MS = 14 * 3_600_000;
const AFTER_LAST_MS = Date.parse(`${SUPPORTED_DAYS.last}T00:00:00Z`) + DAY_MS;

/** Whether a YYYY-MM-DD day (already checked to exist) lies in the supported window. */
export const isSupportedDay = (day: string): boolean =>
  /^\d{4}-/.test(day) && day >= SUPPORTED_DAYS.first && day <= SUPPORTED_DAYS.last;

/** Whether an instant (ms since the epoch) falls on a supported day in some time zone. */
export const isSupportedInstant = (ms: number): boolean =>
  Number.isFinite(ms) && ms >= FIRST_MS - ZONE_MS && ms < AFTER_LAST_MS + ZONE_MS;

/** The days from `from` through `to` (both supported), oldest first: counted before any is made. */
export function daysFrom(from: string, to: string): string[] {
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function dayByFormatting(ms: number, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant, in whole minutes. */
export function offsetMinutes(ms: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

// Formatting dates is slow (a replay places every expense on a day): keep each zone's offset per UTC
// day, when it is the same at both ends of that day (no clock change), and add it instead.
const steadyOffsets = new Map<string, number | null>();

function steadyOffset(utcDay: number, timeZone: string): number | null {
  const key = `${timeZone}|${utcDay}`;
  let offset = steadyOffsets.get(key);
  if (offset === undefined) {
    const start = offsetMinutes(utcDay * DAY_MS, timeZone);
    offset = start === offsetMinutes((utcDay + 1) * DAY_MS - 1, timeZone) ? start : null;
    if (steadyOffsets.size >= 50_000) steadyOffsets.clear();
    steadyOffsets.set(key, offset);
  }
  return offset;
}

/** The local calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(instant: Date | string, timeZone: string): string {
  const ms = new Date(instant).getTime();
  const offset = steadyOffset(Math.floor(ms / DAY_MS), timeZone);
  if (offset === null) return dayByFormatting(ms, timeZone);
  return new Date(ms + offset * 60_000).toISOString().slice(0, 10);
}

/** Shifts a YYYY-MM-DD day by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last `count` local days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** An instant as ISO 8601 with the zone's offset at that instant, e.g. 2026-11-21T12:00:00.000+03:00. */
export function isoWithOffset(instant: string, timeZone: string): string {
  const ms = Date.parse(instant);
  const offset = offsetMinutes(ms, timeZone);
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 23);
  if (offset === 0) return `${local}Z`;
  const size = Math.abs(offset);
  const hours = String(Math.floor(size / 60)).padStart(2, '0');
  const minutes = String(size % 60).padStart(2, '0');
  return `${local}${offset < 0 ? '-' : '+'}${hours}:${minutes}`;
}

/**
 * Where an expense said of another day ("jana", "yesterday", "on Monday") is placed: at noon, local,
 * on that day. The person said a day, not a time; noon is the middle of it (never more than 12 hours
 * off, never across midnight whatever a clock change does), sorts between that day's morning and
 * evening expenses, and is not the clock time of the moment it was said, which read as a record of a
 * time the person never gave (issue 33: "yesterday" at 9:41 because it was said at 9:41 today).
 */
export function noonOnDay(day: string, timeZone: string): string {
  const noonUtc = Date.parse(`${day}T12:00:00Z`);
  // The zone's offset at that noon; a second look settles a day whose offset changes before noon.
  const first = noonUtc - offsetMinutes(noonUtc, timeZone) * 60_000;
  return new Date(noonUtc - offsetMinutes(first, timeZone) * 60_000).toISOString();
}
