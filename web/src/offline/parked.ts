// Parked commands: a queued write the server refused (a 4xx) while no one was waiting for it. The
// outbox is ordered, so a refusal must not hold back the rest: the entry is kept aside, shown as
// "could not sync: …", skipped with anything else on the same row, until the person edits or discards it.
import type { ExpenseDatabase, OutboxEntry } from './db.ts';
import { rowTable } from './rowTables.ts';
import { dropRefused } from './merge.ts';
import { outboxKind } from './outbox.ts';

/**
 * Refusals the person can act on (bad input, any other final 4xx). NOT_FOUND and CONFLICT follow the
 * conflict rules in local.ts instead: the row follows the server.
 */
export const isFixable = ({ code }: { code: string }) => code !== 'NOT_FOUND' && code !== 'CONFLICT';

/** The oldest entry that may go now: not parked, and not behind a parked entry for the same row. */
export async function nextToSend(db: ExpenseDatabase): Promise<OutboxEntry | undefined> {
  const blocked = new Set<string>();
  // The outbox holds a device's unsent writes: a handful, read whole.
  for (const entry of await db.outbox.orderBy('seq').toArray()) {
    if (entry.parked === undefined && !blocked.has(entry.entityId)) return entry;
    blocked.add(entry.entityId);
  }
  return undefined;
}

export async function park(db: ExpenseDatabase, entry: OutboxEntry, reason: { code: string; message: string }): Promise<void> {
  if (entry.seq !== undefined) await db.outbox.update(entry.seq, { parked: { code: reason.code, message: reason.message } });
}

export const parkedEntries = (db: ExpenseDatabase): Promise<OutboxEntry[]> =>
  db.outbox.orderBy('seq').filter((entry) => entry.parked !== undefined).toArray();

/** Gives up on a parked write: it and what builds on it are dropped; the next pull restores the server's copy. */
export const discardParked = (db: ExpenseDatabase, entry: OutboxEntry) => dropRefused(db, entry);

/** The person corrected a parked record's amount or description: it goes again, in its place in the order. */
export async function editParked(db: ExpenseDatabase, entry: OutboxEntry, changes: { amount?: string; description?: string }): Promise<void> {
  if (entry.seq === undefined) return;
  const seq = entry.seq;
  const kind = outboxKind(entry.kind);
  await db.transaction('rw', [db.outbox, db.expenses, db.savings], async () => {
    const current = await db.outbox.get(seq);
    if (current === undefined) return;
    const { parked: _parked, ...rest } = current;
    // A new command id: the server remembers the refused request under the old one.
    const retried = { ...rest, commandId: crypto.randomUUID() };
    if (!kind.editable) return db.outbox.put(retried);
    await db.outbox.put({ ...retried, input: { ...retried.input, ...changes } });
    await rowTable(db, kind.table).where('id').equals(retried.entityId).modify((row) => void Object.assign(row, changes));
  });
}
