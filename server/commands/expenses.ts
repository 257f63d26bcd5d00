// The expense commands, one function each, shared by GraphQL and REST, each through runCommand.
import { randomUUID } from 'node:crypto';
import { NotFoundError } from '../../domain/errors.ts';
import { categorizeExpense } from '../../domain/parse/index.ts';
import { expenseDecider } from '../../events/expense/decider.ts';
import type { ExpenseCommand } from '../../events/expense/decider.ts';
import { expenseStreamOf } from '../../events/expense/streams.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { rememberedCategory } from '../../projections/corrections/queries.ts';
import { findExpense } from '../../projections/expenses/queries.ts';
import type { ExpenseRow } from '../../projections/expenses/row.ts';
import type { App, Caller } from '../context.ts';
import { deviceInstant } from '../envelope.ts';
import { MOVE_WINDOW } from '../../domain/dates.ts';
import { ChangeExpenseInput, CommandIdInput, RecordExpenseInput } from './expenseInput.ts';
import { parseInput } from '../input.ts';
import { requestAsBefore } from './requestAsBefore.ts';
import { readOwn, runCommand } from './run.ts';

const TYPES_BEFORE = { Create: 'RecordExpense', Change: 'ChangeExpense', Delete: 'DeleteExpense', Restore: 'RestoreExpense' };

/** What an expense command asked, as it was hashed before commands were generic (see requestAsBefore.ts). */
export const expenseRequest = (command: ExpenseCommand) => requestAsBefore(command, 'expenseId', TYPES_BEFORE);

/** `streamId` is where the expense lives, when the caller has read it already (expenseStreamOf). */
const run = async (app: App, caller: Caller, commandId: string, command: ExpenseCommand, request: unknown = expenseRequest(command), streamId?: string) =>
  runCommand(app, caller, expenseDecider, {
    streamId: streamId ?? (await expenseStreamOf(app.db, command.userId, command.id)),
    streamType: 'expense',
    commandId,
    command,
    request,
  });

const current = (app: App, caller: Caller, expenseId: string): Promise<ExpenseRow> => readOwn(app, caller, async () => {
  const row = await findExpense(app.db, caller.userId, expenseId);
  if (!row) throw new NotFoundError('Expense not found');
  return row;
});

/** Without a command id, a retried record is recognised by the expense id the caller minted. */
const recordCommandId = (expenseId: string, userId: string) => deterministicId('expense', 'record', expenseId, userId);

/** Records an expense; `created` is false when this was a retry of one already recorded. */
export async function recordExpense(app: App, caller: Caller, input: unknown) {
  const { id, commandId, category, spentAt, ...given } = parseInput(RecordExpenseInput, input);
  const detected = category ?? categorizeExpense(given.originalText ?? given.description, given.language);
  // A retry that names only its command id must land on the same expense, or it would not be recognised.
  const expenseId = id ?? (commandId ? deterministicId('expense', 'record', commandId, caller.userId) : randomUUID());
  // Neither read needs the other: sent together, the write waits for one round trip, not two.
  const [remembered, streamId] = await Promise.all([
    category === undefined ? rememberedCategory(app.db, caller.userId, given.description) : null,
    expenseStreamOf(app.db, caller.userId, expenseId),
  ]);
  const fields = { ...given, category: remembered ?? detected };
  const command: ExpenseCommand = {
    type: 'Create',
    userId: caller.userId,
    id: expenseId,
    fields: { ...fields, originalText: fields.originalText ?? null, spentAt: deviceInstant('spentAt', spentAt, caller.now) },
  };
  const commandIdOrDefault = commandId ?? recordCommandId(expenseId, caller.userId);
  // A retry is recognised by what was said, not by a correction remembered in between.
  const outcome = await run(app, caller, commandIdOrDefault, command, { expenseId, ...given, category: detected }, streamId);
  return { expense: await current(app, caller, expenseId), created: !outcome.duplicate };
}

export async function changeExpense(app: App, caller: Caller, expenseId: string, input: unknown): Promise<ExpenseRow> {
  const { commandId, spentAt, ...given } = parseInput(ChangeExpenseInput, input);
  const changes = spentAt === undefined ? given : { ...given, spentAt: deviceInstant('spentAt', spentAt, caller.now, MOVE_WINDOW) };
  const command: ExpenseCommand = { type: 'Change', userId: caller.userId, id: expenseId, changes };
  await run(app, caller, commandId ?? randomUUID(), command);
  return current(app, caller, expenseId);
}

export async function deleteExpense(app: App, caller: Caller, expenseId: string, input: unknown = {}): Promise<void> {
  const { commandId } = parseInput(CommandIdInput, input);
  const command: ExpenseCommand = { type: 'Delete', userId: caller.userId, id: expenseId };
  // A fresh default id: a delete after an undo must not be taken for a retry of the first delete
  // (a retry needs none: deleting what is already deleted decides nothing).
  await run(app, caller, commandId ?? randomUUID(), command);
}

/** Undoes a delete: the expense comes back exactly as it was. Restoring one that is not deleted changes nothing. */
export async function restoreExpense(app: App, caller: Caller, expenseId: string, input: unknown = {}): Promise<ExpenseRow> {
  const { commandId } = parseInput(CommandIdInput, input);
  const command: ExpenseCommand = { type: 'Restore', userId: caller.userId, id: expenseId };
  await run(app, caller, commandId ?? randomUUID(), command);
  return current(app, caller, expenseId);
}
