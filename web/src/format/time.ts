// Dates and times as the Home screen prints them, in the device's own time zone: the list's full
// date heading and each row's 12-hour clock time. Pure formatting; callers pass the instant.

// A calendar day is formatted at its UTC midnight in UTC, so no zone offset can move it to another day.
const dayFormatter = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const clockFormatter = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** "2026-11-21" → "Saturday, 21 November 2026"; assembled from parts because ICU versions differ on the comma. */
export function formatFullDate(day: string): string {
  const parts = dayFormatter.formatToParts(new Date(`${day}T00:00:00Z`));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('day')} ${get('month')} ${get('year')}`;
}

/** "9:05 AM": 12-hour time of day. */
export function formatClock(instant: Date | string): string {
  // Some ICU builds put a narrow no-break space before AM/PM; a plain space reads and matches the same.
  return clockFormatter.format(new Date(instant)).replace(/\u202f/g, ' ');
}
