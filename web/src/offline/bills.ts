// Bills due as screens read and pay them: the local copy of the server's due list, and "Mark paid",
// which takes the bill off the list, shows its expense and queues the payment in one transaction.
import { addDays } from '../../../domain/dates.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { database } from './database.ts';
import { t } from '../i18n/index.ts';
import type { ExpenseDatabase, LocalBill, LocalExpense } from './db.ts';
import { graphql } from './gql/index.ts';
import type { PaySubscriptionInput } from './gql/graphql.ts';
import { readExpense } from './local.ts';
import { BILL_MESSAGES, OFFLINE_MESSAGES } from './messages.ts';
import type { OutboxKind } from './outbox.ts';
import { answered, queue } from './outbox.ts';
import type { ServerExpense } from './transport.ts';
import { useLiveQuery, useToday } from './live.ts';
import { billKey } from './merge.ts';
import { syncEngine } from './start.ts';
import { SYNC_WAIT_MS } from './synced.ts';
import type { Outcome } from './sync.ts';

export type { LocalBill } from './db.ts';

/**
 * "Mark paid": `id` names the stand-in expense shown until the server's recorded expense replaces it;
 * paidAt is when it was marked paid on the device, so paid offline yesterday still counts for yesterday.
 */
export type PayBillInput = Omit<PaySubscriptionInput, 'commandId'> & {
  id: string;
  subscriptionId: string;
};

const PAY_BILL = graphql(`
  mutation OfflinePayBill($id: ID!, $input: PaySubscriptionInput!) { result: paySubscription(id: $id, input: $input) { expense { ...OfflineExpense } } }
`);

/** Pays a bill's occurrence; the server records it once, whichever device or retry comes first. */
export const PAY_BILL_KIND = {
  table: 'expenses',
  effect: 'creates',
  send: (post, { subscriptionId, dueDate, paidAt }, commandId) =>
    // The bill's expense was deleted since it was paid: nothing to show.
    post(PAY_BILL, { id: subscriptionId, input: { dueDate, paidAt, commandId } }).then(answered(({ result }) => ({ expense: result.expense ? readExpense(result.expense) : null }))),
  answer: (expense) => ({ expense }),
  refused: (_input, reason) => ({ title: t(BILL_MESSAGES.payRefused), description: t(BILL_MESSAGES.payRefusedBody, { reason }) }),
  // As before the registry: a parked payment reads "delete: could not sync" (its own words would be better).
  label: () => t(OFFLINE_MESSAGES.parked.delete),
  // A paid bill moved on: the bills due are the server's to say.
  pullAfter: true,
  // Its stand-in expense gives way to the one the server recorded (another id).
  standIn: true,
} satisfies OutboxKind<PayBillInput, ServerExpense>;

/** What became of a payment: recorded by the server, kept here to sync, or refused (with the server's words). */
export interface PayOutcome {
  outcome: Outcome;
  reason?: string | undefined;
}

/** Occurrences due up to `days` after today, and every overdue one, soonest first. */
export function useDueBills(days: number): LocalBill[] | undefined {
  const today = useToday();
  const last = addDays(today, days);
  return useLiveQuery(async (db) => (await db.bills.orderBy('key').toArray())
    .filter((bill) => bill.dueDate <= last)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name)), `bills ${last}`);
}

/**
 * After a bill was added, changed, cancelled or removed on the server (Insights' Subscriptions, a bill
 * said to the mic): Home's due list follows at once, not at the next reload (issue 33). A pull of the
 * server's copies, which reads the bills first.
 */
export function refreshBills(): Promise<void> {
  return syncEngine().flush({ pull: true });
}

/**
 * On conflict: the server records each occurrence once, whichever device pays first; a second tap
 * here finds the bill gone and queues nothing (null). A refused payment (the bill was deleted, or
 * moved) drops the stand-in expense and the next pull restores the server's list.
 */
export async function payBillLocally(db: ExpenseDatabase, bill: LocalBill, language: LanguageCode, now: Date): Promise<string | null> {
  const at = now.toISOString();
  return db.transaction('rw', [db.bills, db.expenses, db.outbox], async () => {
    if ((await db.bills.get(billKey(bill.subscriptionId, bill.dueDate))) === undefined) return null;
    await db.bills.delete(bill.key);
    const standIn: LocalExpense = {
      id: crypto.randomUUID(), description: bill.name, amount: bill.amount, currency: bill.currency, category: bill.category, language,
      createdAt: at, updatedAt: at, pending: true,
    };
    await db.expenses.add(standIn);
    return queue(db, { kind: 'payBill', input: { id: standIn.id, subscriptionId: bill.subscriptionId, dueDate: bill.dueDate, paidAt: at } }, now);
  });
}

/** "Mark paid": saved on the device at once, then sent; says whether the server has it yet. */
export async function markBillPaid(bill: LocalBill, language: LanguageCode, now = new Date()): Promise<PayOutcome | null> {
  const commandId = await payBillLocally(await database(), bill, language, now);
  if (commandId === null) return null;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { outcome: 'queued' };
  const { outcome, refusal } = await syncEngine().settle(commandId, SYNC_WAIT_MS);
  return { outcome, reason: refusal?.message };
}
