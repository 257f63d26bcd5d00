// Dates and times as the screens print them, in the device's own time zone and the interface
// language: the list's full date heading, each row's clock time, short days and weekdays.
import { activeLocale } from '../i18n/index.ts';
import { dateLocale, speaksEnglish } from './locale.ts';

// Made on first use, not when the module loads: a first Intl formatter loads ICU's data, and the
// screens that import this one (first run among them) should not pay that before they paint.
let dayFormatter: Intl.DateTimeFormat | undefined;
let clockFormatter: Intl.DateTimeFormat | undefined;

const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "2026-11-21" → "Saturday, 21 November 2026"; assembled from parts because ICU versions differ on the comma. */
export function formatFullDate(day: string): string {
  if (!speaksEnglish()) return new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'full', timeZone: 'UTC' }).format(atNoon(day));
  // A calendar day is formatted at its UTC midnight in UTC, so no zone offset can move it to another day.
  dayFormatter ??= new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const parts = dayFormatter.formatToParts(new Date(`${day}T00:00:00Z`));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('day')} ${get('month')} ${get('year')}`;
}

/** "9:05 AM": 12-hour time of day. */
export function formatClock(instant: Date | string): string {
  if (!speaksEnglish()) return new Intl.DateTimeFormat(dateLocale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
  // Some ICU builds put a narrow no-break space before AM/PM; a plain space reads and matches the same.
  clockFormatter ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
  return clockFormatter.format(new Date(instant)).replace(/\u202f/g, ' ');
}

/** "2026-11-21" → "Nov 21, 2026" (English) or the language's own medium date. */
export const formatDay = (day: string): string =>
  new Intl.DateTimeFormat(dateLocale(), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(atNoon(day));

/** "Nov 23, 2026" from an instant, on the device's own day. */
export const formatInstantDay = (instant: string): string =>
  new Intl.DateTimeFormat(dateLocale(), { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(instant));

let shortDayFormatter: Intl.DateTimeFormat | undefined;

/** "2026-11-23" → "Mon 23 Nov" (English) or the language's own short weekday, day and month. */
export function formatShortDay(day: string): string {
  if (!speaksEnglish()) {
    return new Intl.DateTimeFormat(dateLocale(), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(atNoon(day));
  }
  shortDayFormatter ??= new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const parts = shortDayFormatter.formatToParts(atNoon(day));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')}`;
}

/**
 * Where CLDR's "short" weekday is a whole word (Swahili's Jumatatu, Arabic's الاثنين, Yoruba's Àbámẹ́ta,
 * Malayalam's തിങ്കൾ, Bengali's বৃহস্পতি), a week of bars 40 px wide would run them into each other
 * (issue 33): the forms calendars in those languages print, Monday first.
 */
const SHORT_WEEKDAYS: Readonly<Record<string, readonly string[]>> = {
  sw: ['Jtt', 'Jnn', 'Jtn', 'Alh', 'Iju', 'Jms', 'Jpl'],
  ar: ['ن', 'ث', 'ر', 'خ', 'ج', 'س', 'ح'],
  yo: ['Ajé', 'Ìsẹ́', 'Ọrú', 'Ọbọ', 'Ẹtì', 'Àbá', 'Àìk'],
  ml: ['തി', 'ചൊ', 'ബു', 'വ്യാ', 'വെ', 'ശ', 'ഞാ'],
  bn: ['সোম', 'মঙ্গল', 'বুধ', 'বৃহঃ', 'শুক্র', 'শনি', 'রবি'],
};

/** "Sat": a chart's day label, short enough for a seventh of a phone's width in every language. */
export function formatWeekday(day: string): string {
  const table = SHORT_WEEKDAYS[activeLocale()];
  // getUTCDay: 0 is Sunday; the table starts on Monday.
  const label = table?.[(atNoon(day).getUTCDay() + 6) % 7];
  return label ?? new Intl.DateTimeFormat(dateLocale(), { weekday: 'short', timeZone: 'UTC' }).format(atNoon(day));
}

/** "2026-11" → "November 2026" in the interface language: History's month header. */
export const formatMonth = (month: string): string =>
  new Intl.DateTimeFormat(dateLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(atNoon(`${month}-15`));
