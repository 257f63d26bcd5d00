// How server answers land in the local copy. The rule throughout: a row with a command still in the
// outbox keeps its local values (they already include that command); every other row follows the server.
import type { EntityTable } from 'dexie';
import type { ExpenseDatabase, LocalBill, OutboxEntry } from './db.ts';
import { ROW_TABLES, rowTable, WRITE_TABLES } from './rowTables.ts';
import type { Answered } from './outbox.ts';
import { outboxKind } from './outbox.ts';
import type { ServerExpense, ServerGoal, ServerIou, ServerSaving } from './transport.ts';

/** The local rows a queued command is still changing: its own, and a queued import's stand-ins. */
const waitingIds = (entry: OutboxEntry) => (entry.kind === 'import' ? [entry.entityId, ...entry.input.rowIds] : [entry.entityId]);

async function waitingOn(db: ExpenseDatabase, id: string): Promise<number> {
  return db.outbox.where('entityId').equals(id).count();
}

/** The server accepted `entry`: remove it, and take the server's row when nothing else is waiting on it. */
export async function acknowledge(db: ExpenseDatabase, entry: OutboxEntry, answer: Answered): Promise<void> {
  const kind = outboxKind(entry.kind);
  const table = rowTable(db, kind.table);
  await db.transaction('rw', WRITE_TABLES, async () => {
    if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
    if (kind.settle) return kind.settle(db, entry.input, answer);
    // A stand-in gives way to the row the server recorded (another id), or to nothing.
    if (kind.standIn) await table.delete(entry.entityId);
    if ((await waitingOn(db, entry.entityId)) > 0) return;
    const row = answer[ROW_TABLES[kind.table]] ?? null;
    if (row !== null) await table.put({ ...row, pending: false });
    else await table.delete(entry.entityId);
  });
}

/**
 * The server refused `entry`: drop it, and when it set its row up also the commands that build on it
 * (they would be refused too). The row is no longer pending, so the next pull restores the server's copy.
 */
export async function dropRefused(db: ExpenseDatabase, entry: OutboxEntry): Promise<OutboxEntry[]> {
  const kind = outboxKind(entry.kind);
  const table = rowTable(db, kind.table);
  return db.transaction('rw', WRITE_TABLES, async () => {
    const creates = kind.effect === 'creates';
    const dropped = creates ? await db.outbox.where('entityId').equals(entry.entityId).toArray() : [entry];
    await db.outbox.bulkDelete(dropped.flatMap((each) => (each.seq === undefined ? [] : [each.seq])));
    if ((await waitingOn(db, entry.entityId)) === 0) {
      // Shown as confirmed until the pull decides; a refused creation is not on the server at all.
      if (creates) await table.delete(entry.entityId);
      else await table.update(entry.entityId, { pending: false });
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

/**
 * Replaces the local bills due with the server's, except occurrences a queued payment has already paid
 * here; a bill whose creation is still queued keeps its occurrences as written here.
 */
export async function mergeBills(db: ExpenseDatabase, bills: readonly Omit<LocalBill, 'key'>[]): Promise<void> {
  await db.transaction('rw', [db.bills, db.outbox], async () => {
    const queued = await db.outbox.toArray();
    const paying = new Set(queued.flatMap((entry) => (entry.kind === 'payBill' ? [billKey(entry.input.subscriptionId, entry.input.dueDate)] : [])));
    const waiting = new Set(queued.map((entry) => entry.entityId));
    const kept = await db.bills.filter((bill) => waiting.has(bill.subscriptionId)).toArray();
    await db.bills.clear();
    await db.bills.bulkPut(bills.map((bill) => ({ ...bill, key: billKey(bill.subscriptionId, bill.dueDate) })).filter((bill) => !paying.has(bill.key)));
    await db.bills.bulkPut(kept);
  });
}
