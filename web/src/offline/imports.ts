// A confirmed SMS import, offline first: the ticked rows appear on the device at once as stand-ins and
// one outbox command carries the messages and the choices. The server derives every id from the
// messages, so however often the command is resent, each payment is recorded once; its answer's rows
// then take the stand-ins' places, and writes queued on a stand-in since are re-aimed at them.
import type { CategoryId } from '../../../domain/categories.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { t } from '../i18n/index.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, LocalExpense, OutboxEntry } from './db.ts';
import { graphql } from './gql/index.ts';
import type { ImportChoiceInput, OfflineImportMessagesMutation } from './gql/graphql.ts';
import { readExpense } from './local.ts';
import { IMPORT_WORDS } from './messages.ts';
import type { OutboxKind } from './outbox.ts';
import { answered } from './outbox.ts';
import { RetryableError } from './request.ts';
import { synced } from './synced.ts';
import type { ServerExpense } from './transport.ts';

/**
 * A confirmed SMS import: the messages and the person's choices, sent as one request. The server
 * derives each expense's id from the message, so a resend records nothing twice. `rowIds` name the
 * local stand-in rows shown until the server's answer replaces them.
 */
export interface ImportBatchInput {
  id: string;
  text: string;
  choices: ImportChoiceInput[];
  rowIds: string[];
}

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
  choices: ImportChoiceInput[];
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

/** One payment or fee of a message: `${message}:${role}`, the same in the preview and the answer. */
export const entryKey = (message: number, role: 'payment' | 'fee') => `${message}:${role}`;

/** The local id a ticked row has until the server's answer names its own. */
const standInId = (batchId: string, key: string) => `${batchId}:${key}`;

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
async function settleImport(db: ExpenseDatabase, batch: ImportBatchInput, imported: readonly ImportedExpense[]): Promise<void> {
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

const IMPORT_DOCUMENT = graphql(`
  mutation OfflineImportMessages($text: String!, $choices: [ImportChoiceInput!]) {
    result: importMessages(text: $text, choices: $choices) { imported { ...OfflineExpense source { message role } } }
  }
`);

/** An imported expense with the message entry it came from, so it can take its stand-in's place. */
function readImported({ source, ...expense }: OfflineImportMessagesMutation['result']['imported'][number]): ImportedExpense {
  const role = source?.role === 'payment' || source?.role === 'fee' ? source.role : null;
  if (typeof source?.message !== 'number' || role === null) throw new RetryableError('The server sent an imported expense without its message');
  return { key: entryKey(source.message, role), row: readExpense(expense) };
}

/** The import's outbox kind: its stand-ins are expenses, and a refusal drops them at the next pull. */
export const IMPORT_KIND = {
  table: 'expenses',
  effect: 'creates',
  // Not `input` + commandId: the server derives the ids from each message, so a resend is recognised.
  send: (post, { text, choices }) =>
    post(IMPORT_DOCUMENT, { text, choices }).then(answered(({ result }) => ({ expense: null, imported: result.imported.map(readImported) }))),
  answer: () => ({ expense: null, imported: [] }),
  refused: (_input, reason) => ({ title: t(IMPORT_WORDS.notAdded), description: t(IMPORT_WORDS.importRefused, { reason }) }),
  label: () => t(IMPORT_WORDS.importWhat),
  // Its duplicates name rows recorded earlier, perhaps from another device: they are fetched.
  pullAfter: true,
  settle: (db, input, { imported = [] }) => settleImport(db, input, imported),
} satisfies OutboxKind<ImportBatchInput, ServerExpense>;
