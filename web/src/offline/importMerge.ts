// How a queued SMS import's answer lands: the server's rows (ids derived from the messages) take the
// places of the stand-ins the device showed, and writes queued on a stand-in since are re-aimed at them.
import type { ExpenseDatabase, ImportBatchInput, OutboxEntry } from './db.ts';
import type { ServerExpense } from './transport.ts';

/** One payment or fee of a message: `${message}:${role}`, the same in the preview and the answer. */
export const entryKey = (message: number, role: 'payment' | 'fee') => `${message}:${role}`;

/** The local id a ticked row has until the server's answer names its own. */
export const standInId = (batchId: string, key: string) => `${batchId}:${key}`;

/** A row of the import's answer with the message entry it came from. */
export interface ImportedExpense {
  key: string;
  row: ServerExpense;
}

/** A write queued on a stand-in (only edits, deletes and restores can name one), now naming `id`. */
function reaimed(entry: OutboxEntry, id: string): OutboxEntry {
  if (entry.kind === 'change') return { ...entry, entityId: id, input: { ...entry.input, id } };
  if (entry.kind === 'delete') return { ...entry, entityId: id, input: { id } };
  if (entry.kind === 'restore') return { ...entry, entityId: id, input: { id } };
  return entry;
}

/**
 * Runs inside acknowledge's transaction. On conflict: a stand-in deleted meanwhile stays gone (its
 * queued delete now names the server's row); one edited meanwhile keeps its local values until that
 * edit is answered; every other stand-in becomes the server's row.
 */
export async function settleImport(db: ExpenseDatabase, batch: ImportBatchInput, imported: readonly ImportedExpense[]): Promise<void> {
  const serverIds = new Map(imported.map(({ key, row }) => [standInId(batch.id, key), row.id]));
  const later = await db.outbox.where('entityId').anyOf([...serverIds.keys()]).toArray();
  await db.outbox.bulkPut(later.map((entry) => reaimed(entry, serverIds.get(entry.entityId) ?? entry.entityId)));
  const touched = new Set(later.map((entry) => entry.entityId));
  const standIns = await db.expenses.bulkGet(batch.rowIds);
  await db.expenses.bulkDelete(batch.rowIds);
  for (const { key, row } of imported) {
    const id = standInId(batch.id, key);
    if (!touched.has(id)) await db.expenses.put({ ...row, pending: false });
    else {
      const local = standIns.find((standIn) => standIn?.id === id);
      if (local !== undefined) await db.expenses.put({ ...local, id: row.id });
    }
  }
}
