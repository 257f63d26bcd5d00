// The date and time a payment message states, read day-before-month as Kenyan, Indian, Nigerian and
// Ethiopian providers write them, then placed in the user's time zone. No clock is read here.
import { offsetMinutes } from '../dates.ts';

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  /** Null when the message gives only a day. */
  time: { hour: number; minute: number; second: number } | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The day patterns, each yielding [year, month, day] from its match. */
const DAY_READERS: ReadonlyArray<{ pattern: RegExp; read: (m: RegExpMatchArray) => [string, string, string] }> = [
  { pattern: /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/, read: (m) => [m[1] ?? '', m[2] ?? '', m[3] ?? ''] },
  { pattern: /(?<!\d)(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})(?!\d)/, read: (m) => [m[3] ?? '', m[2] ?? '', m[1] ?? ''] },
  {
    pattern: /(?<!\d)(\d{1,2})[\s-]?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[\s-]?,?\s?(\d{4}|\d{2})(?!\d)/i,
    read: (m) => [m[3] ?? '', String(MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1), m[1] ?? ''],
  },
];

// A time right after the day: "at 1:05 PM", " 10:15:33", ", 10:15", Zenith's ":10:15:12AM", the French
// "à 18h40", "- 14:20", "Time: 10:15".
const TIME = /^\s*(?:at|saa|à|a|,|:|-|time\s*:?)?\s*(\d{1,2})[:hH](\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?(?![\d])/i;
// A time written before the day: PhonePe's "06:34 pm on 12 Mar 2024", "18:40 le 14/03/2024", "10:15, 12/03/2024".
const TIME_BEFORE = /(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\s*(?:on|le|,|-)?\s+$/i;
// A time on a line of its own, as some banks write it after the date's: "Time: 10:15 AM".
const TIME_LINE = /\btime\s*:\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?/i;

function readTime(m: RegExpExecArray | null): LocalDateTime['time'] {
  if (m === null) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = Number(m[3] ?? '0');
  const meridiem = (m[4] ?? '').toLowerCase().replace(/\./g, '');
  if (meridiem !== '' && (hour < 1 || hour > 12)) return null;
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The first real calendar day in the text, with the time that follows it when there is one. */
export function readMessageDate(text: string): LocalDateTime | null {
  const found = DAY_READERS
    .flatMap(({ pattern, read }) => [...text.matchAll(new RegExp(pattern.source, 'gi'))].map((match) => ({ match, parts: read(match) })))
    .sort((a, b) => a.match.index - b.match.index);
  for (const { match, parts } of found) {
    const [rawYear, month, day] = parts.map(Number);
    if (rawYear === undefined || month === undefined || day === undefined) continue;
    const year = parts[0]?.length === 2 ? 2000 + rawYear : rawYear;
    if (!isRealDay(year, month, day)) continue;
    const time = readTime(TIME.exec(text.slice(match.index + match[0].length)))
      ?? readTime(TIME_BEFORE.exec(text.slice(0, match.index)))
      ?? readTime(TIME_LINE.exec(text));
    return { year, month, day, time };
  }
  return null;
}

/** The instant a local wall-clock time names in a zone (the later reading across a clock change). */
function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, second: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  return new Date(asUtc - offsetMinutes(first, timeZone) * 60_000);
}

/**
 * The message's moment in the user's zone. A day without a time is placed at local noon, or at
 * `now` when noon of that day is still ahead: on that day, never in the future, and noon keeps the
 * day stable if the zone is later corrected by a few hours.
 */
export function messageInstant(date: LocalDateTime, timeZone: string, now: Date): string {
  const { year, month, day, time } = date;
  if (time !== null) return zonedInstant(year, month, day, time.hour, time.minute, time.second, timeZone).toISOString();
  const noon = zonedInstant(year, month, day, 12, 0, 0, timeZone);
  return (noon.getTime() > now.getTime() ? now : noon).toISOString();
}
