// The savings goal commands, one function each, shared by GraphQL and REST, each through runCommand.
import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { changeableNames, clearableNames } from '../../events/fields.ts';
import { savingsGoalDecider } from '../../events/savingsGoal/decider.ts';
import type { SavingsGoalCommand } from '../../events/savingsGoal/decider.ts';
import { savingsGoalStream } from '../../events/savingsGoal/events.ts';
import { savingsGoalFields } from '../../events/savingsGoal/fields.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { findGoal } from '../../projections/savings/queries.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser, bodyUserId } from '../envelope.ts';
import type { GoalProgress } from '../queries/savings.ts';
import { allowedCurrency, goalProgress } from '../queries/savings.ts';
import { parseInput } from '../input.ts';
import { requestAsBefore } from './requestAsBefore.ts';
import { readOwn, runCommand } from './run.ts';
import { ChangeGoalInput, CreateGoalInput, DeleteInput, changedAmount } from './savingsInput.ts';

const TYPES_BEFORE = { Create: 'CreateSavingsGoal', ChangeOrComplete: 'ChangeSavingsGoal', Delete: 'DeleteSavingsGoal' };

const run = (app: App, caller: Caller, commandId: string, command: SavingsGoalCommand, request: unknown = requestAsBefore(command, 'goalId', TYPES_BEFORE)) =>
  runCommand(app, caller, savingsGoalDecider, {
    streamId: savingsGoalStream(command.id),
    streamType: 'savingsGoal',
    commandId,
    command,
    request,
  });

const current = (app: App, caller: Caller, goalId: string): Promise<GoalProgress> => readOwn(app, caller, async () => {
  const row = await findGoal(app.db, caller.userId, goalId);
  if (!row) throw new NotFoundError('Savings goal not found');
  const [progress] = await goalProgress(app, caller, [row]);
  if (!progress) throw new NotFoundError('Savings goal not found');
  return progress;
});

const defaultCommandId = (action: string, goalId: string, userId: string) => deterministicId('savingsGoal', action, goalId, userId);

/** Creates a goal; `created` is false when this was a retry of one already created. */
export async function createSavingsGoal(app: App, caller: Caller, input: unknown) {
  assertOwnUser(caller, bodyUserId(input));
  const { id, commandId, userId: _userId, ...fields } = parseInput(CreateGoalInput, input);
  await allowedCurrency(app, caller, fields.currency);
  const goalId = id ?? (commandId ? deterministicId('savingsGoal', 'create', commandId, caller.userId) : randomUUID());
  const command: SavingsGoalCommand = {
    type: 'Create',
    userId: caller.userId,
    id: goalId,
    fields: { ...fields, deadline: fields.deadline ?? null },
  };
  const outcome = await run(app, caller, commandId ?? defaultCommandId('create', goalId, caller.userId), command, { goalId, ...fields });
  return { goal: await current(app, caller, goalId), created: !outcome.duplicate };
}

export async function changeSavingsGoal(app: App, caller: Caller, goalId: string, input: unknown): Promise<GoalProgress> {
  assertOwnUser(caller, bodyUserId(input));
  const { commandId, userId: _userId, targetAmount, isCompleted, ...rest } = parseInput(ChangeGoalInput, input, { nullClears: clearableNames(savingsGoalFields) });
  const before = await current(app, caller, goalId);
  if (rest.currency !== undefined) await allowedCurrency(app, caller, rest.currency);
  const checked = targetAmount ?? (rest.currency === undefined ? undefined : before.targetAmount);
  const changes = { ...rest, targetAmount: changedAmount('targetAmount', checked, rest.currency ?? before.currency) };
  if (isCompleted === undefined && Object.values(changes).every((value) => value === undefined)) {
    throw new ValidationError(`Give at least one of ${changeableNames(savingsGoalFields, 'isCompleted')}`);
  }
  const command: SavingsGoalCommand = {
    type: 'ChangeOrComplete', userId: caller.userId, id: goalId, changes, ...(isCompleted !== undefined && { isCompleted }),
  };
  await run(app, caller, commandId ?? randomUUID(), command);
  return current(app, caller, goalId);
}

export async function deleteSavingsGoal(app: App, caller: Caller, goalId: string, input: unknown = {}): Promise<void> {
  assertOwnUser(caller, bodyUserId(input));
  const { commandId } = parseInput(DeleteInput, input);
  const command: SavingsGoalCommand = { type: 'Delete', userId: caller.userId, id: goalId };
  await run(app, caller, commandId ?? defaultCommandId('delete', goalId, caller.userId), command);
}
