// Bills due as screens read, add and pay them: the local copy of the server's due list, a new bill
// (due at once on the list, its creation queued), and "Mark paid", which takes the bill off the list,
// shows its expense and queues the payment in one transaction.
import { addDays } from '../../../domain/dates.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { database } from './database.ts';
import { t } from '../i18n/index.ts';
import type { ExpenseDatabase, LocalBill, LocalExpense } from './db.ts';
import { graphql } from './gql/index.ts';
import type { PaySubscriptionInput, SubscriptionInput } from './gql/graphql.ts';
import { readExpense } from './local.ts';
import { BILL_MESSAGES, OFFLINE_MESSAGES } from './messages.ts';
import type { OutboxKind } from './outbox.ts';
import { answered, queue } from './outbox.ts';
import type { ServerExpense } from './transport.ts';
import { useLiveQuery, useToday } from './live.ts';
import { billKey } from './merge.ts';
import { syncEngine } from './start.ts';
import { SYNC_WAIT_MS, synced } from './synced.ts';
import type { Outcome } from './sync.ts';

export type { LocalBill } from './db.ts';

/**
 * "Mark paid": `id` names the stand-in expense shown until the server's recorded expense replaces it;
 * paidAt is when it was marked paid on the device, so paid offline yesterday still counts for yesterday.
 */
export type PayBillInput = Omit<PaySubscriptionInput, 'commandId'> & {
  id: string;
  subscriptionId: string;
  /** The bill's name, which names the payment if it cannot sync; absent from payments queued before it was kept. */
  name?: string;
};

/**
 * A new bill as the server takes it (SubscriptionInput with what a bill said to the mic sets); `id` is
 * minted here, so the bill due shows at once under the id the server will keep, and a resend is recognised.
 */
export type CreateBillInput = { [Key in 'name' | 'amount' | 'currency' | 'billingCycle' | 'nextBillingDate' | 'autoRecord']: NonNullable<SubscriptionInput[Key]> } & {
  id: string;
  category: 'utility' | 'other';
};

const CREATE_BILL = graphql(`
  mutation OfflineCreateBill($input: SubscriptionInput!) { result: createSubscription(input: $input) { id } }
`);

/**
 * Sets up a bill. On conflict: the server keeps the first bill of an id. Its row here is its first
 * occurrence in the bills due, which the pulls keep while it is queued (mergeBills); the expense table
 * named below holds nothing of it. Acknowledged, the pull after it brings the server's copy; refused,
 * the pull takes it off the list.
 */
export const CREATE_BILL_KIND = {
  table: 'expenses',
  effect: 'creates',
  send: (post, input, commandId) => post(CREATE_BILL, { input: { ...input, commandId } }).then(answered(() => ({ expense: null }))),
  answer: () => ({ expense: null }),
  refused: ({ name }, reason) => ({ title: t(OFFLINE_MESSAGES.parked.heading), description: t(OFFLINE_MESSAGES.parked.couldNotSync, { what: name, reason }) }),
  label: ({ name }) => name,
  pullAfter: true,
  // The bill due written here stays until that pull replaces it: the answer carries no row.
  settle: async () => undefined,
} satisfies OutboxKind<CreateBillInput>;

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
  label: ({ name }) => (name === undefined ? t(BILL_MESSAGES.markPaid) : t(BILL_MESSAGES.markPaidLabel, { name })),
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

/**
 * Occurrences due up to `last`, and every overdue one, soonest first. A bill whose creation the server
 * refused is not due: it waits among the writes that could not sync until it goes again or is discarded,
 * so it offers no "Mark paid" the server would refuse.
 */
export async function dueBills(db: ExpenseDatabase, last: string): Promise<LocalBill[]> {
  const refused = await db.outbox.filter((entry) => entry.kind === 'createBill' && entry.parked !== undefined).toArray();
  const notCreated = new Set(refused.map((entry) => entry.entityId));
  return (await db.bills.orderBy('key').toArray())
    .filter((bill) => bill.dueDate <= last && !notCreated.has(bill.subscriptionId))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name));
}

/** Occurrences due up to `days` after today, and every overdue one (dueBills). */
export function useDueBills(days: number): LocalBill[] | undefined {
  const today = useToday();
  const last = addDays(today, days);
  return useLiveQuery((db) => dueBills(db, last), `bills ${last}`);
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
    return queue(db, { kind: 'payBill', input: { id: standIn.id, subscriptionId: bill.subscriptionId, name: bill.name, dueDate: bill.dueDate, paidAt: at } }, now);
  });
}

/** On conflict: the server keeps the first bill of an id; its first occurrence is on the list here at once. */
export async function addBillLocally(db: ExpenseDatabase, input: CreateBillInput, now: Date): Promise<string> {
  const bill: LocalBill = {
    key: billKey(input.id, input.nextBillingDate), subscriptionId: input.id, name: input.name, dueDate: input.nextBillingDate,
    amount: input.amount, currency: input.currency,
    // As the server records its payment: a utility under Bills, anything else under Other.
    category: input.category === 'utility' ? 'bills' : 'other',
  };
  return db.transaction('rw', db.bills, db.outbox, async () => {
    await db.bills.put(bill);
    return queue(db, { kind: 'createBill', input }, now);
  });
}

/** A new bill: saved on the device at once, then sent; true once the server has it. Throws RefusedError when refused. */
export async function addBill(input: CreateBillInput): Promise<{ synced: boolean }> {
  return { synced: await synced(await addBillLocally(await database(), input, new Date())) };
}

/** "Mark paid": saved on the device at once, then sent; says whether the server has it yet. */
export async function markBillPaid(bill: LocalBill, language: LanguageCode, now = new Date()): Promise<PayOutcome | null> {
  const commandId = await payBillLocally(await database(), bill, language, now);
  if (commandId === null) return null;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { outcome: 'queued' };
  const { outcome, refusal } = await syncEngine().settle(commandId, SYNC_WAIT_MS);
  return { outcome, reason: refusal?.message };
}
