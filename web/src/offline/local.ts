// An expense's writes: its outbox kinds (record, change, delete, restore: what each does to the row,
// how it goes to the server, what a refusal says) and the local writes that check the input, change
// the local copy and queue the command in one transaction, so a row and its command never disagree.
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { fitsCurrency, isSupportedCurrency } from '../../../domain/currencies.ts';
import { MOVE_WINDOW, withinWindow } from '../../../domain/dates.ts';
import { isValidAmount, normalizeAmount } from '../../../domain/money.ts';
import { rememberCorrection } from './corrections.ts';
import type { ExpenseDatabase, LocalExpense } from './db.ts';
import { graphql } from './gql/index.ts';
import type { ChangeExpenseInput, RecordExpenseInput } from './gql/graphql.ts';
import { known } from './request.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import type { OutboxKind } from './outbox.ts';
import type { ServerExpense } from './transport.ts';
import { answered, deletedAs, queue } from './outbox.ts';
import { t } from '../i18n/index.ts';
import { checkedText, checkedTexts } from './typedText.tsx';
import { InvalidInputError } from './writeErrors.ts';

// The outbox's inputs are the schema's (generated) inputs, narrowed where the device needs more: the
// ids it keys rows and retries by, the values a local row holds (a known category or language), no
// nulls where the local copy takes a change at once. The outbox adds the command id.

/** spentAt: when it was entered on the device, so an expense kept offline yesterday still counts for yesterday. */
export type RecordInput = Omit<RecordExpenseInput, 'commandId'> & {
  id: string;
  category: CategoryId;
  language: LanguageCode;
};

/**
 * Every field a plain value, never null (the local row takes the change before the server does), and
 * a category this build knows. spentAt moves the expense to another moment; an empty note clears it.
 */
export type ChangeInput = { [Key in keyof Omit<ChangeExpenseInput, 'commandId'>]: NonNullable<ChangeExpenseInput[Key]> } & {
  category?: CategoryId;
};

/** spentAt: the instant the money went out, from five years back to five minutes ahead, as the server takes it. */
export type ExpenseChanges = Omit<ChangeInput, 'id'>;

/** A new expense as a screen gives it: the record's fields but its id; spentAt, when the money went out, absent is now. */
export type NewExpense = Omit<RecordInput, 'id' | 'originalText' | 'spentAt'> & { originalText?: string | null; spentAt?: string };


function checkAmount(amount: string): string {
  if (!isValidAmount(amount)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount });
  return normalizeAmount(amount);
}

function checkFits(amount: string, currency: string): void {
  if (!fitsCurrency(amount, currency)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.wholeUnits, { currency });
}

function checkCategory(category: string): CategoryId {
  const known = CATEGORY_IDS.find((id) => id === category);
  if (known === undefined) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.category, { category });
  return known;
}

function checkCurrency(currency: string): string {
  if (!isSupportedCurrency(currency)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.currency, { currency });
  return currency;
}

function checkSpentAt(spentAt: string, now: Date): string {
  const ms = Date.parse(spentAt);
  if (Number.isNaN(ms)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.dateTime, { date: spentAt });
  if (!withinWindow(ms, now, MOVE_WINDOW)) {
    throw new InvalidInputError(OFFLINE_MESSAGES.invalid.dateOutOfRange, {});
  }
  return new Date(ms).toISOString();
}

/**
 * An expense as the phone keeps it. Its createdAt is when the money went out (the server's spentAt,
 * ISO UTC, so rows sort as text): a moved expense stays on the day it was moved to.
 * @public spread by name (...OfflineExpense) in the offline documents
 */
export const OfflineExpense = graphql(`
  fragment OfflineExpense on Expense { id description amount currency category language note createdAt: spentAt updatedAt }
`);

const DOCUMENTS = {
  record: graphql(`
    mutation OfflineRecordExpense($input: RecordExpenseInput!) { result: recordExpense(input: $input) { ...OfflineExpense } }
  `),
  change: graphql(`
    mutation OfflineChangeExpense($input: ChangeExpenseInput!) { result: changeExpense(input: $input) { ...OfflineExpense } }
  `),
  delete: graphql(`
    mutation OfflineDeleteExpense($input: DeleteExpenseInput!) { result: deleteExpense(input: $input) }
  `),
  restore: graphql(`
    mutation OfflineRestoreExpense($id: ID!, $commandId: ID) { result: restoreExpense(id: $id, commandId: $commandId) { ...OfflineExpense } }
  `),
};

/** An expense the server sent, if this build knows its category and language. */
export const readExpense = (expense: ServerExpense): ServerExpense => known(expense, 'an expense');

const answer = (expense: ServerExpense | null) => ({ expense });
const read = ({ result }: { result: ServerExpense }) => answer(readExpense(result));

/** The expense's outbox kinds; their words are offline.refused's. */
export const EXPENSE_KINDS = {
  /** On conflict: the server keeps the first recording of an id. */
  record: {
    table: 'expenses',
    effect: 'creates',
    // As the server keeps it: the expense stands at the instant it was spent.
    apply: (_row, { originalText: _text, spentAt, ...fields }, now) => ({ ...fields, createdAt: spentAt ?? now, updatedAt: now }),
    send: (post, input, commandId) => post(DOCUMENTS.record, { input: { ...input, commandId } }).then(answered(read)),
    answer,
    refused: ({ description }, reason) => ({
      title: t(OFFLINE_MESSAGES.refused.record), description: t(OFFLINE_MESSAGES.refused.recordBody, { description, reason }),
    }),
    label: ({ description }) => description,
    editable: ({ amount, description }) => ({ amount, description }),
  } satisfies OutboxKind<RecordInput, ServerExpense>,
  /** On conflict: last writer wins per field at the server, in the order writes reach it. */
  change: {
    table: 'expenses',
    effect: 'changes',
    apply(row, { id: _id, spentAt, ...fields }, now) {
      if (row === undefined) return null;
      // The amount and currency after it must fit each other (whole francs in XOF and XAF).
      if (fields.amount !== undefined || fields.currency !== undefined) checkFits(fields.amount ?? row.amount, fields.currency ?? row.currency);
      // The row's createdAt is when the money went out: a move changes it.
      return { ...row, ...fields, ...(spentAt !== undefined && { createdAt: spentAt }), updatedAt: now };
    },
    send: (post, input, commandId) => post(DOCUMENTS.change, { input: { ...input, commandId } }).then(answered(read)),
    answer,
    refused: (_input, reason) => ({ title: t(OFFLINE_MESSAGES.refused.change), description: t(OFFLINE_MESSAGES.refused.changeBody, { reason }) }),
    label: () => t(OFFLINE_MESSAGES.parked.change),
  } satisfies OutboxKind<ChangeInput, ServerExpense>,
  /** On conflict: delete wins; deleting what the server no longer has counts as done. */
  delete: {
    table: 'expenses',
    effect: 'deletes',
    apply: () => null,
    send: (post, input, commandId) => post(DOCUMENTS.delete, { input: { ...input, commandId } }).then(deletedAs(answer(null))),
    answer,
    refused: (_input, reason) => ({ title: t(OFFLINE_MESSAGES.refused.delete), description: t(OFFLINE_MESSAGES.refused.deleteBody, { reason }) }),
    label: () => t(OFFLINE_MESSAGES.parked.delete),
  } satisfies OutboxKind<{ id: string }, ServerExpense>,
  /** Undoes a delete: the server brings the expense back as it was (RestoreExpense). */
  restore: {
    table: 'expenses',
    effect: 'restores',
    apply: (row) => row ?? null,
    // restoreExpense takes its id and command id as arguments, not an input object.
    send: (post, { id }, commandId) => post(DOCUMENTS.restore, { id, commandId }).then(answered(read)),
    answer,
    refused: (_input, reason) => ({ title: t(OFFLINE_MESSAGES.refused.restore), description: t(OFFLINE_MESSAGES.refused.restoreBody, { reason }) }),
    label: () => t(OFFLINE_MESSAGES.parked.undo),
  } satisfies OutboxKind<{ id: string }, ServerExpense>,
};

/**
 * On conflict: the server keeps the first recording of an id; a refused record is parked, or dropped
 * with its local row (sync.ts), and the person is told.
 */
export async function recordLocally(db: ExpenseDatabase, input: NewExpense, now: Date) {
  const { description, amount, currency, category, language, originalText, spentAt, ...texts } = input;
  checkFits(amount, currency);
  const command: RecordInput = {
    id: crypto.randomUUID(),
    description: checkedText('expense', 'description', description),
    amount: checkAmount(amount),
    currency,
    category: checkCategory(category),
    language,
    // Any other text the noun declares (a note), checked as the server will.
    ...checkedTexts('expense', texts),
    originalText: originalText ?? null,
    spentAt: spentAt ?? now.toISOString(),
  };
  // The row from the command, as the server will make it: the local copy keeps the spending instant where the server's row does.
  const expense: LocalExpense = { ...EXPENSE_KINDS.record.apply(undefined, command, now.toISOString()), pending: true };
  const commandId = await db.transaction('rw', db.expenses, db.outbox, async () => {
    await db.expenses.add(expense);
    return queue(db, { kind: 'record', input: command }, now);
  });
  return { expense, commandId };
}

/**
 * On conflict: last writer wins per field at the server; a change to an expense deleted elsewhere
 * (NOT_FOUND) is dropped and the row follows the server (gone).
 */
export async function changeLocally(db: ExpenseDatabase, id: string, changes: ExpenseChanges, now: Date) {
  // What the phone can check as the server will is checked here: every text the noun declares (a note)
  // within the bounds of the server's own schema.
  const { amount, currency, category, spentAt: moveTo, ...texts } = changes;
  const input: ChangeInput = {
    id,
    ...checkedTexts('expense', texts),
    ...(amount !== undefined && { amount: checkAmount(amount) }),
    ...(currency !== undefined && { currency: checkCurrency(currency) }),
    ...(category !== undefined && { category: checkCategory(category) }),
    ...(moveTo !== undefined && { spentAt: checkSpentAt(moveTo, now) }),
  };
  return db.transaction('rw', db.expenses, db.outbox, db.corrections, async () => {
    const current = await db.expenses.get(id);
    if (current === undefined) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.expenseGone, {});
    const changed = EXPENSE_KINDS.change.apply(current, input, now.toISOString());
    await db.expenses.put({ ...current, ...changed, pending: true });
    // The phone learns a correction as the server will, so its offline analysis agrees at once.
    if (input.category !== undefined) await rememberCorrection(db, input.description ?? current.description, input.category);
    return queue(db, { kind: 'change', input }, now);
  });
}

/** On conflict: delete wins (the server's NOT_FOUND counts as done); a later edit from another device cannot bring it back. */
export async function deleteLocally(db: ExpenseDatabase, id: string, now: Date) {
  return db.transaction('rw', db.expenses, db.outbox, async () => {
    await db.expenses.delete(id);
    return queue(db, { kind: 'delete', input: { id } }, now);
  });
}

/**
 * Undo of a delete: the row as the person last saw it is back at once, and RestoreExpense queued
 * behind the delete. On conflict: the server brings back its own copy, which the next answer shows;
 * restoring what is already back is done, so a second tap (the row is here again) queues nothing.
 */
export async function restoreLocally(db: ExpenseDatabase, expense: LocalExpense, now: Date): Promise<string | null> {
  return db.transaction('rw', db.expenses, db.outbox, async () => {
    if ((await db.expenses.get(expense.id)) !== undefined) return null;
    await db.expenses.put({ ...expense, pending: true });
    return queue(db, { kind: 'restore', input: { id: expense.id } }, now);
  });
}
