// Subscriptions as the screen shows them: each with its billing badge for the caller's local day,
// and the monthly cost of the active ones in the caller's currency (weekly × 4.33, yearly ÷ 12).
import { localDay } from '../../domain/dates.ts';
import { fromCents } from '../../domain/money.ts';
import type { SubscriptionFields } from '../../events/subscription/events.ts';
import { subscriptions } from '../../projections/ownedItems/all.ts';
import { assertOwnUser } from '../envelope.ts';
import type { App, Caller } from '../context.ts';
import { callerCurrency, centsIn } from './insightMoney.ts';

export type BillingStatus = 'none' | 'overdue' | 'today' | 'tomorrow' | 'soon' | 'later';

const DAY_MS = 86_400_000;

/** Days from today to the next billing date (negative when overdue), null without a date. */
export function billingBadge(nextBillingDate: string | null, today: string): { status: BillingStatus; days: number | null } {
  if (nextBillingDate === null) return { status: 'none', days: null };
  const days = Math.round((Date.parse(`${nextBillingDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  const status = days < 0 ? 'overdue' : days === 0 ? 'today' : days === 1 ? 'tomorrow' : days <= 7 ? 'soon' : 'later';
  return { status, days };
}

// Per month, over a common denominator of 1200: weekly 4.33 = 5196/1200, monthly 1200/1200, yearly 100/1200.
const PER_MONTH_1200THS: Record<SubscriptionFields['billingCycle'], bigint> = { weekly: 5196n, monthly: 1200n, yearly: 100n };

/** The active subscriptions' cost per month in `currency`, rounded half-even to the cent once. */
export function monthlyTotal(
  rows: readonly (Pick<SubscriptionFields, 'isActive' | 'amount' | 'billingCycle'> & { currency: string })[], currency: string, rates: Parameters<typeof centsIn>[3],
): string {
  const scaled = rows
    .filter((row) => row.isActive)
    .reduce((sum, row) => sum + centsIn(row.amount, row.currency, currency, rates) * PER_MONTH_1200THS[row.billingCycle], 0n);
  const cents = scaled / 1200n;
  const twice = (scaled % 1200n) * 2n;
  return fromCents(twice > 1200n || (twice === 1200n && cents % 2n === 1n) ? cents + 1n : cents);
}

/** The badge fields a subscription is shown with, for the caller's local day. */
export function billingBadgeFor(fields: Pick<SubscriptionFields, 'nextBillingDate'>, caller: Caller) {
  const { status, days } = billingBadge(fields.nextBillingDate, localDay(caller.now, caller.timeZone));
  return { billingStatus: status, daysUntilBilling: days };
}

export async function subscriptionsTotal(app: App, caller: Caller, userId?: unknown) {
  assertOwnUser(caller, userId);
  const [rows, currency, rates] = await Promise.all([
    subscriptions.list(app.db, caller.userId), callerCurrency(app, caller), app.rates.current(),
  ]);
  return { currency, monthlyTotal: monthlyTotal(rows, currency, rates) };
}
