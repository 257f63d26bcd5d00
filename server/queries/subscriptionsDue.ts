// What is due: each active subscription's unpaid occurrences within N days of the caller's local
// today, and every overdue one however far back, soonest first.
import * as z from 'zod';
import { localDay } from '../../domain/dates.ts';
import { dueWithin } from '../../domain/recurrence.ts';
import type { CategoryId } from '../../domain/categories.ts';
import { EXPENSE_CATEGORY, scheduleOf } from '../../events/subscription/payment.ts';
import { subscriptions } from '../../projections/ownedItems/all.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser, userIdField } from '../envelope.ts';
import { parseInput } from '../input.ts';

const MAX_DUE_DAYS = 366;

const DueInput = z.object({
  userId: userIdField,
  days: z.coerce
    .number({ error: 'days must be a whole number of days' })
    .int('days must be a whole number of days')
    .min(0, 'days must be 0 or more')
    .max(MAX_DUE_DAYS, `days must be at most ${MAX_DUE_DAYS}`)
    .default(7),
});

export interface DueBill {
  subscriptionId: string;
  name: string;
  dueDate: string;
  amount: string;
  currency: string;
  overdue: boolean;
  /** The expense category paying it records (utility → bills), so a device can show the payment offline. */
  category: CategoryId;
}

export async function dueSubscriptions(app: App, caller: Caller, input: unknown): Promise<DueBill[]> {
  const { days, userId } = parseInput(DueInput, input);
  assertOwnUser(caller, userId);
  const today = localDay(caller.now, caller.timeZone);
  const rows = await subscriptions.list(app.db, caller.userId);
  return rows
    .flatMap((row) => {
      const schedule = scheduleOf(row);
      if (!row.isActive || schedule === null || row.nextBillingDate === null) return [];
      return dueWithin(schedule, row.nextBillingDate, today, days).map(({ dueDate, overdue }) => ({
        subscriptionId: row.id, name: row.name, dueDate, amount: row.amount, currency: row.currency, overdue,
        category: EXPENSE_CATEGORY[row.category],
      }));
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name));
}
