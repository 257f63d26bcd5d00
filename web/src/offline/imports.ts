// A confirmed SMS import, offline first: the ticked rows appear on the device at once as stand-ins and
// one outbox command carries the messages and the choices. The server derives every id from the
// messages, so however often the command is resent, each payment is recorded once.
import type { CategoryId } from '../../../domain/categories.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, ImportBatchInput, LocalExpense } from './db.ts';
import { standInId } from './importMerge.ts';
import { synced } from './synced.ts';

/** One ticked row as the preview showed it, with the category the person chose. */
interface ImportedRow {
  key: string;
  description: string;
  amount: string;
  currency: string;
  category: CategoryId;
  /** The message's own time; null: the moment of import. */
  spentAt: string | null;
}

export interface NewImport {
  text: string;
  choices: ImportBatchInput['choices'];
  rows: readonly ImportedRow[];
  language: LanguageCode;
}

/** How long the screen waits for the server before saying "saved on this phone". */
const IMPORT_WAIT_MS = 8_000;

/**
 * On conflict: there is none to resolve — the server answers an already recorded message as a
 * duplicate, and its rows replace the stand-ins (merge.ts); a refused import drops the stand-ins at the next pull.
 */
export async function importLocally(db: ExpenseDatabase, input: NewImport, now: Date) {
  const id = crypto.randomUUID();
  const stamp = now.toISOString();
  const standIns: LocalExpense[] = input.rows.map((row) => ({
    id: standInId(id, row.key),
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    category: row.category,
    language: input.language,
    createdAt: row.spentAt ?? stamp,
    updatedAt: stamp,
    pending: true,
  }));
  const commandId = crypto.randomUUID();
  const batch: ImportBatchInput = { id, text: input.text, choices: input.choices, rowIds: standIns.map((row) => row.id) };
  await db.transaction('rw', db.expenses, db.outbox, async () => {
    await db.expenses.bulkAdd(standIns);
    await db.outbox.add({ kind: 'import', input: batch, commandId, entityId: id, queuedAt: stamp });
  });
  return { commandId };
}

/** Throws when the server refused it; `synced: false` means saved on the device and queued. */
export async function importExpenses(input: NewImport): Promise<{ synced: boolean }> {
  const { commandId } = await importLocally(await database(), input, new Date());
  return { synced: await synced(commandId, IMPORT_WAIT_MS) };
}
