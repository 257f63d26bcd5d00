// A "not understood" message added by hand: the form's starting values from what the parser found,
// and the check of what the person typed. Pure, so the dialog only renders and submits.
import type { CategoryId } from '../../../domain/categories.ts';
import { fitsCurrency, isSupportedCurrency } from '../../../domain/currencies.ts';
import { addDays, DEVICE_DAYS_BACK, localDay } from '../../../domain/dates.ts';
import { isValidAmount } from '../../../domain/money.ts';
import type { NotUnderstoodRow } from './preview.ts';

export interface HandForm {
  description: string;
  amount: string;
  currency: string;
  /** YYYY-MM-DD in the device's zone. */
  day: string;
  category: CategoryId;
}

/** The form as it opens: the amount, currency and day found, the person's currency when none was. */
export function handFormFor(row: NotUnderstoodRow, fallbackCurrency: string, timeZone: string, now: Date): HandForm {
  const currency = row.currency !== null && isSupportedCurrency(row.currency) ? row.currency : fallbackCurrency;
  return {
    description: '',
    amount: row.amount?.replace(/\.00$/, '') ?? '',
    currency,
    day: localDay(row.spentAt ?? now.toISOString(), timeZone),
    category: 'other',
  };
}

/** The amount as typed, its grouping commas dropped ("5,000"). */
export const typedAmount = (form: HandForm) => form.amount.trim().replace(/,/g, '');

/** The days the form accepts, as the server does: the last DEVICE_DAYS_BACK days up to today. */
export function handDays(timeZone: string, now: Date): { first: string; last: string } {
  const last = localDay(now, timeZone);
  return { first: addDays(last, 1 - DEVICE_DAYS_BACK), last };
}

/** The first thing wrong with the form; null when it can be added. */
export function handProblem(form: HandForm, days: { first: string; last: string }): 'description' | 'amount' | 'whole-units' | 'day' | null {
  if (form.description.trim() === '') return 'description';
  if (form.day < days.first || form.day > days.last) return 'day';
  if (!isValidAmount(typedAmount(form))) return 'amount';
  if (!fitsCurrency(typedAmount(form), form.currency)) return 'whole-units';
  return null;
}

/**
 * The instant the expense is recorded at: the message's own moment when its day was kept, else noon
 * of the chosen day (never after now; local noon keeps the day when the zone is off by hours).
 */
export function handInstant(form: HandForm, row: NotUnderstoodRow, timeZone: string, now: Date): string {
  if (row.spentAt !== null && localDay(row.spentAt, timeZone) === form.day) return row.spentAt;
  const noon = new Date(`${form.day}T12:00:00Z`);
  return (noon.getTime() > now.getTime() ? now : noon).toISOString();
}
