// Bills due as screens read and pay them: the local copy of the server's due list, and "Mark paid",
// which takes the bill off the list, shows its expense and queues the payment in one transaction.
import { addDays } from '../../../domain/dates.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, LocalBill, LocalExpense } from './db.ts';
import { useLiveQuery, useToday } from './live.ts';
import { billKey } from './merge.ts';
import { syncEngine } from './start.ts';
import { SYNC_WAIT_MS } from './synced.ts';
import type { Outcome } from './sync.ts';

export type { LocalBill } from './db.ts';

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
    const commandId = crypto.randomUUID();
    await db.outbox.add({
      kind: 'payBill', input: { id: standIn.id, subscriptionId: bill.subscriptionId, dueDate: bill.dueDate, paidAt: at },
      commandId, entityId: standIn.id, queuedAt: at,
    });
    return commandId;
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
