// The offline expense writes: each changes the local copy and queues its command in one transaction,
// so a row and its command never disagree. Sending is sync.ts's job; this module never fetches.
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { fitsCurrency, isSupportedCurrency } from '../../../domain/currencies.ts';
import { MOVE_WINDOW, withinWindow } from '../../../domain/dates.ts';
import { isValidAmount, normalizeAmount } from '../../../domain/money.ts';
import { rememberCorrection } from './corrections.ts';
import type { ChangeInput, ExpenseDatabase, LocalExpense, OutboxCommand } from './db.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import { InvalidInputError } from './writeErrors.ts';

export interface NewExpense {
  description: string;
  amount: string;
  currency: string;
  category: CategoryId;
  language: LanguageCode;
  originalText?: string | null;
  /** When the money went out (ISO); absent, now. */
  spentAt?: string;
}

/** spentAt: the instant the money went out, from five years back to five minutes ahead, as the server takes it. */
export type ExpenseChanges = Omit<ChangeInput, 'id'>;


function checkAmount(amount: string): string {
  if (!isValidAmount(amount)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount });
  return normalizeAmount(amount);
}

function checkFits(amount: string, currency: string): void {
  if (!fitsCurrency(amount, currency)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.wholeUnits, { currency });
}

function checkDescription(description: string): string {
  const trimmed = description.trim();
  if (trimmed === '') throw new InvalidInputError(OFFLINE_MESSAGES.invalid.descriptionEmpty, {});
  return trimmed;
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

async function queue(db: ExpenseDatabase, command: OutboxCommand, now: Date): Promise<string> {
  const commandId = crypto.randomUUID();
  await db.outbox.add({ ...command, commandId, entityId: command.input.id, queuedAt: now.toISOString() });
  return commandId;
}

/**
 * On conflict: the server keeps the first recording of an id; a refused record is dropped and its
 * local row removed by the next pull (sync.ts), and the person is told.
 */
export async function recordLocally(db: ExpenseDatabase, input: NewExpense, now: Date) {
  checkFits(input.amount, input.currency);
  const expense: LocalExpense = {
    id: crypto.randomUUID(),
    description: checkDescription(input.description),
    amount: checkAmount(input.amount),
    currency: input.currency,
    category: checkCategory(input.category),
    language: input.language,
    // The local copy keeps the spending instant where the server's row does (createdAt = spentAt).
    createdAt: input.spentAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
    pending: true,
  };
  const { pending: _pending, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = expense;
  const command: OutboxCommand = {
    kind: 'record',
    input: { ...fields, originalText: input.originalText ?? null, spentAt: expense.createdAt },
  };
  const commandId = await db.transaction('rw', db.expenses, db.outbox, async () => {
    await db.expenses.add(expense);
    return queue(db, command, now);
  });
  return { expense, commandId };
}

/**
 * On conflict: last writer wins per field at the server, in the order writes reach it; a change to
 * an expense deleted elsewhere (NOT_FOUND) is dropped and the row follows the server (gone).
 */
export async function changeLocally(db: ExpenseDatabase, id: string, changes: ExpenseChanges, now: Date) {
  // What the phone can check as the server will is checked here; free text (a note) goes as typed, trimmed
  // by the server, whose answer the row then follows.
  const { description, amount, currency, category, spentAt: moveTo, ...text } = changes;
  const input: ChangeInput = {
    id,
    ...text,
    ...(description !== undefined && { description: checkDescription(description) }),
    ...(amount !== undefined && { amount: checkAmount(amount) }),
    ...(currency !== undefined && { currency: checkCurrency(currency) }),
    ...(category !== undefined && { category: checkCategory(category) }),
    ...(moveTo !== undefined && { spentAt: checkSpentAt(moveTo, now) }),
  };
  return db.transaction('rw', db.expenses, db.outbox, db.corrections, async () => {
    const current = await db.expenses.get(id);
    if (current === undefined) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.expenseGone, {});
    if (input.amount !== undefined || input.currency !== undefined) checkFits(input.amount ?? current.amount, input.currency ?? current.currency);
    const { id: _id, spentAt, ...fields } = input;
    // The local row's createdAt is when the money went out (the server's answer carries the same).
    const moved = spentAt === undefined ? {} : { createdAt: spentAt };
    await db.expenses.put({ ...current, ...fields, ...moved, updatedAt: now.toISOString(), pending: true });
    // The phone learns a correction as the server will, so its offline analysis agrees at once.
    if (fields.category !== undefined) await rememberCorrection(db, fields.description ?? current.description, fields.category);
    return queue(db, { kind: 'change', input }, now);
  });
}

/**
 * On conflict: delete wins; deleting what the server no longer has (NOT_FOUND) counts as done,
 * so the row stays gone. A later edit from another device cannot bring it back.
 */
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
