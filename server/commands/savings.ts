// The saving commands, one function each, shared by GraphQL and REST, each through runCommand.
import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { changeableNames } from '../../events/fields.ts';
import { savingDecider } from '../../events/saving/decider.ts';
import type { SavingCommand } from '../../events/saving/decider.ts';
import { savingStream } from '../../events/saving/events.ts';
import { savingFields } from '../../events/saving/fields.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { findSaving } from '../../projections/savings/queries.ts';
import type { SavingRow } from '../../projections/savings/row.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser, bodyUserId, deviceInstant } from '../envelope.ts';
import { allowedCurrency } from '../queries/savings.ts';
import { parseInput } from '../input.ts';
import { requestAsBefore } from './requestAsBefore.ts';
import { readOwn, runCommand } from './run.ts';
import { ChangeSavingInput, DeleteInput, RecordSavingInput, changedAmount } from './savingsInput.ts';

const TYPES_BEFORE = { Create: 'RecordSaving', Change: 'ChangeSaving', Delete: 'DeleteSaving' };

const run = (app: App, caller: Caller, commandId: string, command: SavingCommand, request: unknown = requestAsBefore(command, 'savingId', TYPES_BEFORE)) =>
  runCommand(app, caller, savingDecider, {
    streamId: savingStream(command.id),
    streamType: 'saving',
    commandId,
    command,
    request,
  });

const current = (app: App, caller: Caller, savingId: string): Promise<SavingRow> => readOwn(app, caller, async () => {
  const row = await findSaving(app.db, caller.userId, savingId);
  if (!row) throw new NotFoundError('Saving not found');
  return row;
});

const defaultCommandId = (action: string, savingId: string, userId: string) => deterministicId('saving', action, savingId, userId);

/** Records a saving; `created` is false when this was a retry of one already recorded. */
export async function recordSaving(app: App, caller: Caller, input: unknown) {
  assertOwnUser(caller, bodyUserId(input));
  const { id, commandId, userId: _userId, savedAt, ...fields } = parseInput(RecordSavingInput, input);
  await allowedCurrency(app, caller, fields.currency);
  const savingId = id ?? (commandId ? deterministicId('saving', 'record', commandId, caller.userId) : randomUUID());
  const command: SavingCommand = {
    type: 'Create',
    userId: caller.userId,
    id: savingId,
    fields: {
      ...fields,
      goalName: fields.goalName ?? null,
      originalText: fields.originalText ?? null,
      savedAt: deviceInstant('savedAt', savedAt, caller.now),
    },
  };
  const outcome = await run(app, caller, commandId ?? defaultCommandId('record', savingId, caller.userId), command, {
    savingId,
    ...fields,
  });
  return { saving: await current(app, caller, savingId), created: !outcome.duplicate };
}

export async function changeSaving(app: App, caller: Caller, savingId: string, input: unknown): Promise<SavingRow> {
  assertOwnUser(caller, bodyUserId(input));
  const { commandId, userId: _userId, amount, ...rest } = parseInput(ChangeSavingInput, input);
  const before = await current(app, caller, savingId);
  if (rest.currency !== undefined) await allowedCurrency(app, caller, rest.currency);
  // A new currency is checked against the amount the saving keeps (8 USDT decimals do not fit KES).
  const checked = amount ?? (rest.currency === undefined ? undefined : before.amount);
  const changes = { ...rest, amount: changedAmount('amount', checked, rest.currency ?? before.currency) };
  if (Object.values(changes).every((value) => value === undefined)) {
    throw new ValidationError(`Give at least one of ${changeableNames(savingFields)}`);
  }
  const command: SavingCommand = { type: 'Change', userId: caller.userId, id: savingId, changes };
  await run(app, caller, commandId ?? randomUUID(), command);
  return current(app, caller, savingId);
}

export async function deleteSaving(app: App, caller: Caller, savingId: string, input: unknown = {}): Promise<void> {
  assertOwnUser(caller, bodyUserId(input));
  const { commandId } = parseInput(DeleteInput, input);
  const command: SavingCommand = { type: 'Delete', userId: caller.userId, id: savingId };
  await run(app, caller, commandId ?? defaultCommandId('delete', savingId, caller.userId), command);
}

