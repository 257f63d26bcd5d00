// How server answers land in the local copy. The rule throughout: a row with a command still in the
// outbox keeps its local values (they already include that command); every other row follows the server.
import type { EntityTable } from 'dexie';
import type { ExpenseDatabase, LocalBill, OutboxEntry } from './db.ts';
import { settleImport } from './importMerge.ts';
import type { SendResult, ServerExpense, ServerGoal, ServerIou, ServerSaving } from './transport.ts';

/** What the server answered an acknowledged command with: its row, or null when it is gone. */
type Answered = Omit<Extract<SendResult, { kind: 'acknowledged' }>, 'kind'>;

const isSavingEntry = (entry: OutboxEntry) => entry.kind === 'recordSaving' || entry.kind === 'changeSaving' || entry.kind === 'deleteSaving';
const isGoalEntry = (entry: OutboxEntry) => entry.kind === 'createGoal' || entry.kind === 'changeGoal' || entry.kind === 'deleteGoal';
const isIouEntry = (entry: OutboxEntry) => entry.kind === 'recordIou' || entry.kind === 'changeIou' || entry.kind === 'repayIou' || entry.kind === 'deleteIou';
/** The local table a command's row lives in. */
const tableOf = (db: ExpenseDatabase, entry: OutboxEntry) =>
  isIouEntry(entry) ? db.ious : isSavingEntry(entry) ? db.savings : isGoalEntry(entry) ? db.goals : db.expenses;

/** The local rows a queued command is still changing: its own, and a queued import's stand-ins. */
const waitingIds = (entry: OutboxEntry) => (entry.kind === 'import' ? [entry.entityId, ...entry.input.rowIds] : [entry.entityId]);

async function waitingOn(db: ExpenseDatabase, id: string): Promise<number> {
  return db.outbox.where('entityId').equals(id).count();
}

/** The server accepted `entry`: remove it, and take the server's row when nothing else is waiting on it. */
export async function acknowledge(db: ExpenseDatabase, entry: OutboxEntry, answer: Answered): Promise<void> {
  const { expense, saving = null, goal = null, iou = null, imported = [], savingsGroup = null } = answer;
  await db.transaction('rw', [db.expenses, db.savings, db.goals, db.ious, db.savingsGroups, db.outbox], async () => {
    if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
    // A meeting's entry answers its whole group, kept once the meeting's last entry is in.
    if (entry.kind === 'recordGroupEntry') {
      if (savingsGroup !== null && (await waitingOn(db, entry.entityId)) === 0) await db.savingsGroups.put(savingsGroup);
      return;
    }
    if (entry.kind === 'import') return settleImport(db, entry.input, imported);
    // A paid bill's stand-in gives way to the expense the server recorded (another id), or to nothing.
    if (entry.kind === 'payBill') await db.expenses.delete(entry.entityId);
    if ((await waitingOn(db, entry.entityId)) > 0) return;
    if (isIouEntry(entry)) {
      if (iou !== null) await db.ious.put({ ...iou, pending: false });
      else await db.ious.delete(entry.entityId);
    } else if (isSavingEntry(entry)) {
      if (saving !== null) await db.savings.put({ ...saving, pending: false });
      else await db.savings.delete(entry.entityId);
    } else if (isGoalEntry(entry)) {
      if (goal !== null) await db.goals.put({ ...goal, pending: false });
      else await db.goals.delete(entry.entityId);
    } else if (expense !== null) await db.expenses.put({ ...expense, pending: false });
    else await db.expenses.delete(entry.entityId);
  });
}

/**
 * The server refused `entry`: drop it, and with a refused record also the commands that build on it
 * (they would be refused too). The row is no longer pending, so the next pull restores the server's copy.
 */
export async function dropRefused(db: ExpenseDatabase, entry: OutboxEntry): Promise<OutboxEntry[]> {
  return db.transaction('rw', [db.expenses, db.savings, db.goals, db.ious, db.outbox], async () => {
    const recording = ['record', 'recordSaving', 'createGoal', 'recordIou', 'payBill'].includes(entry.kind);
    const dropped = recording ? await db.outbox.where('entityId').equals(entry.entityId).toArray() : [entry];
    await db.outbox.bulkDelete(dropped.flatMap((each) => (each.seq === undefined ? [] : [each.seq])));
    if (entry.kind !== 'recordGroupEntry' && (await waitingOn(db, entry.entityId)) === 0) {
      // Shown as confirmed until the pull decides; a refused record is not on the server at all.
      if (recording) await tableOf(db, entry).delete(entry.entityId);
      else await tableOf(db, entry).update(entry.entityId, { pending: false });
    }
    return dropped;
  });
}

/** Replaces the local copy with the server's recent days, except rows a queued command is still changing. */
export async function mergeRecent(db: ExpenseDatabase, recent: readonly ServerExpense[]): Promise<void> {
  await db.transaction('rw', db.expenses, db.outbox, async () => {
    const pending = new Set((await db.outbox.toArray()).flatMap(waitingIds));
    const onServer = new Set(recent.map((expense) => expense.id));
    await db.expenses.bulkPut(recent.filter((expense) => !pending.has(expense.id)).map((expense) => ({ ...expense, pending: false })));
    // Rows the server no longer lists were deleted elsewhere or left the kept days (KEPT_DAYS).
    const gone = await db.expenses.filter((row) => !onServer.has(row.id) && !pending.has(row.id)).primaryKeys();
    await db.expenses.bulkDelete(gone);
  });
}

/** Makes `table` the server's `rows` (confirmed), except rows a queued command (ids in `waiting`) is still changing. */
async function follow<Row extends { id: string }>(table: EntityTable<Row, 'id'>, rows: readonly Row[], waiting: ReadonlySet<string>): Promise<void> {
  const onServer = new Set(rows.map((row) => row.id));
  await table.bulkPut(rows.filter((row) => !waiting.has(row.id)));
  await table.bulkDelete(await table.filter((row) => !onServer.has(row.id) && !waiting.has(row.id)).primaryKeys());
}

const waitingEntities = async (db: ExpenseDatabase) => new Set((await db.outbox.toArray()).map((entry) => entry.entityId));

/** Replaces the local savings and goals with the server's, except those a queued command is still changing. */
export async function mergeSavings(db: ExpenseDatabase, savings: readonly ServerSaving[], goals: readonly ServerGoal[]): Promise<void> {
  await db.transaction('rw', [db.savings, db.goals, db.outbox], async () => {
    const waiting = await waitingEntities(db);
    await follow(db.savings, savings.map((saving) => ({ ...saving, pending: false })), waiting);
    await follow(db.goals, goals.map((goal) => ({ ...goal, pending: false })), waiting);
  });
}

/** Replaces the local money lent and borrowed with the server's, except rows a queued command is still changing. */
export async function mergeIous(db: ExpenseDatabase, ious: readonly ServerIou[]): Promise<void> {
  await db.transaction('rw', [db.ious, db.outbox], async () => {
    await follow(db.ious, ious.map((iou) => ({ ...iou, pending: false })), await waitingEntities(db));
  });
}

/** The key of a bill's occurrence, in the local copy and in a queued payment. */
export const billKey = (subscriptionId: string, dueDate: string) => `${subscriptionId}|${dueDate}`;

/** Replaces the local bills due with the server's, except occurrences a queued payment has already paid here. */
export async function mergeBills(db: ExpenseDatabase, bills: readonly Omit<LocalBill, 'key'>[]): Promise<void> {
  await db.transaction('rw', [db.bills, db.outbox], async () => {
    const paying = new Set((await db.outbox.toArray()).flatMap((entry) => (entry.kind === 'payBill' ? [billKey(entry.input.subscriptionId, entry.input.dueDate)] : [])));
    await db.bills.clear();
    await db.bills.bulkPut(bills.map((bill) => ({ ...bill, key: billKey(bill.subscriptionId, bill.dueDate) })).filter((bill) => !paying.has(bill.key)));
  });
}
