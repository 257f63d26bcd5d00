// Paying a bill: the occurrence is recorded as an expense, then the subscription marks it paid and
// moves its billing date on. Exactly once: the expense's id and command id come from the occurrence,
// so another device, a retry or a crash between the two writes never records it twice.
import * as z from 'zod';
import { localDay } from '../../domain/dates.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { day, instant, uuid } from '../../domain/fields.ts';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../../domain/languages.ts';
import { expenseDecider } from '../../events/expense/decider.ts';
import { expenseStream } from '../../events/expense/events.ts';
import { subscriptionDecider } from '../../events/subscription/decider.ts';
import { subscriptionStream } from '../../events/subscription/events.ts';
import { EXPENSE_CATEGORY, occurrenceStatus } from '../../events/subscription/payment.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { findExpense } from '../../projections/expenses/queries.ts';
import type { SubscriptionRow } from '../../projections/ownedItems/all.ts';
import { subscriptions } from '../../projections/ownedItems/all.ts';
import { findUser } from '../../projections/users/queries.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser, bodyUserId, deviceInstant } from '../envelope.ts';
import { parseInput } from '../input.ts';
import { readOwn, runCommand } from './run.ts';

const PayInput = z.object({
  commandId: uuid('commandId').optional(),
  dueDate: day('dueDate'),
  /** When it was marked paid, if the device knows better than the server (an offline tap). */
  paidAt: instant('paidAt').optional(),
});

const current = (app: App, caller: Caller, id: string) => readOwn(app, caller, async () => {
  // An id that is not a UUID names no subscription (and would not reach the uuid column).
  const row = uuid('id').safeParse(id).success ? await subscriptions.find(app.db, caller.userId, id) : null;
  if (!row) throw new NotFoundError('Subscription not found');
  return row;
});

/** The payment as an expense on the day it is paid: the bill's amount, currency and name, its category mapped. */
async function recordPayment(
  app: App, caller: Caller, subscription: SubscriptionRow, dueDate: string, expenseId: string, paidAt?: string,
) {
  const { id } = subscription;
  const language = (await findUser(app.db, caller.userId))?.language ?? DEFAULT_LANGUAGE;
  await runCommand(app, caller, expenseDecider, {
    streamId: expenseStream(caller.userId, expenseId),
    streamType: 'expense',
    commandId: deterministicId('subscription', 'occurrence-expense', id, dueDate, caller.userId),
    command: {
      type: 'Create',
      userId: caller.userId,
      id: expenseId,
      fields: {
        description: subscription.name, amount: subscription.amount, currency: subscription.currency, category: EXPENSE_CATEGORY[subscription.category],
        language: isLanguageCode(language) ? language : DEFAULT_LANGUAGE, originalText: null,
        spentAt: deviceInstant('paidAt', paidAt, caller.now),
      },
    },
    // Every device asks for the same occurrence: the same request, whenever it is paid.
    request: { subscriptionId: id, dueDate },
  });
}

/**
 * Marks one occurrence paid. `recorded` is false when it was already paid (by this request before,
 * another device, or a date moved past it): then nothing more is written.
 */
export async function paySubscription(app: App, caller: Caller, id: string, input: unknown) {
  const { commandId, dueDate, paidAt } = parseInput(PayInput, input);
  const row = await current(app, caller, id);
  const expenseId = deterministicId('subscription', 'occurrence', id, dueDate, caller.userId);
  let recorded = false;
  if (occurrenceStatus(row, dueDate) === 'due') {
    await recordPayment(app, caller, row, dueDate, expenseId, paidAt);
    const outcome = await runCommand(app, caller, subscriptionDecider, {
      streamId: subscriptionStream(id),
      streamType: 'subscription',
      commandId: commandId ?? deterministicId('subscription', 'pay', id, dueDate, caller.userId),
      command: { type: 'PayOccurrence', userId: caller.userId, id, dueDate, expenseId },
    });
    recorded = outcome.last !== null && !outcome.duplicate;
  }
  return { subscription: await current(app, caller, id), expense: await findExpense(app.db, caller.userId, expenseId), recorded };
}

/** A weekly bill left for years is not paid back in one request: the next opening goes on. */
const MOST_PER_CATCH_UP = 60;

/**
 * Records every occurrence whose day has come of the caller's active bills set to record
 * automatically, oldest first, each as "Mark paid" would (so still once, whoever comes first).
 * A body's `userId` follows the spec's rule (own id, "me" or absent).
 */
export async function recordDueBills(app: App, caller: Caller, input: unknown = {}) {
  assertOwnUser(caller, bodyUserId(input));
  const today = localDay(caller.now, caller.timeZone);
  const recorded: NonNullable<Awaited<ReturnType<typeof findExpense>>>[] = [];
  for (const listed of await subscriptions.list(app.db, caller.userId)) {
    let row = listed;
    for (let paid = 0; row.autoRecord && row.isActive && row.nextBillingDate !== null && row.nextBillingDate <= today; paid += 1) {
      if (paid === MOST_PER_CATCH_UP) break;
      const payment = await paySubscription(app, caller, row.id, { dueDate: row.nextBillingDate });
      if (payment.recorded && payment.expense) recorded.push(payment.expense);
      if (payment.subscription.nextBillingDate === row.nextBillingDate) break;
      row = payment.subscription;
    }
  }
  return recorded;
}
