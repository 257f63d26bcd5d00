// Calendar months as History and the month's analytics page through them: "2026-11" and its first and
// last day. Pure calendar arithmetic on YYYY-MM-DD strings; the person's zone decided the days already.

/** "2026-11-21" → "2026-11". */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `months` after (or before, when negative) `month`. */
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

export const firstDay = (month: string): string => `${month}-01`;

export function lastDay(month: string): string {
  const date = new Date(`${addMonths(month, 1)}-01T00:00:00Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Every day from `first` to `last`, both included, oldest first. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) days.push(day);
  return days;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
