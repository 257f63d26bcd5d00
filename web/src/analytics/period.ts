// The Analytics tab's two periods, in the person's local days: the last 7 days against the 7 before,
// or this calendar month so far against the same days of the month before (a fair "real change").
import { addDays } from '../../../domain/dates.ts';
import { addMonths, firstDay, lastDay, monthOf } from '../format/month.ts';

export const PERIODS = ['week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

export interface PeriodSpan {
  first: string;
  last: string;
  previous: { first: string; last: string };
}

export function periodSpan(period: Period, today: string): PeriodSpan {
  if (period === 'week') return { first: addDays(today, -6), last: today, previous: { first: addDays(today, -13), last: addDays(today, -7) } };
  const month = monthOf(today);
  const before = addMonths(month, -1);
  // The 31st against a 30-day month compares with the whole of it.
  const sameDay = `${before}-${today.slice(8)}`;
  return { first: firstDay(month), last: today, previous: { first: firstDay(before), last: sameDay < lastDay(before) ? sameDay : lastDay(before) } };
}
