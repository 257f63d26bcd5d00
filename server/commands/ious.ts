// The IOU commands (money lent and borrowed), one function each, shared by GraphQL and REST, each
// through runCommand; each answers the IOU as the read model holds it after the write.
import { randomUUID } from 'node:crypto';
import { isCountryCode } from '../../domain/countries.ts';
import { localDay } from '../../domain/dates.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { changeableNames, clearableNames } from '../../events/fields.ts';
import { normalisePhone } from '../../domain/phone.ts';
import type { IouCommand } from '../../events/iou/decider.ts';
import { iouDecider } from '../../events/iou/decider.ts';
import { iouStreamOf } from '../../events/iou/streams.ts';
import { iouFields } from '../../events/iou/fields.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { findIou } from '../../projections/ious/queries.ts';
import type { IouRow } from '../../projections/ious/row.ts';
import { findUser } from '../../projections/users/queries.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser, bodyUserId } from '../envelope.ts';
import { parseInput } from '../input.ts';
import { ChangeIouInput, DeleteIouInput, RecordIouInput, RepayIouInput } from './iouInput.ts';
import { requestAsBefore } from './requestAsBefore.ts';
import { readOwn, runCommand } from './run.ts';

const TYPES_BEFORE = { Create: 'RecordIou', Repay: 'RepayIou', Delete: 'DeleteIou' };

const run = async (app: App, caller: Caller, commandId: string, command: IouCommand, request: unknown = requestAsBefore(command, 'iouId', TYPES_BEFORE)) =>
  runCommand(app, caller, iouDecider, { streamId: await iouStreamOf(app.db, command.userId, command.id), streamType: 'iou', commandId, command, request });

const current = (app: App, caller: Caller, iouId: string): Promise<IouRow> => readOwn(app, caller, async () => {
  const row = await findIou(app.db, caller.userId, iouId);
  if (!row) throw new NotFoundError('IOU not found');
  return row;
});

const defaultCommandId = (action: string, id: string, userId: string) => deterministicId('iou', action, id, userId);
const today = (caller: Caller) => localDay(caller.now, caller.timeZone);

/** A day the money changed hands: today or before, in the caller's time zone. */
function pastDay(field: string, given: string | undefined, caller: Caller): string {
  if (given === undefined) return today(caller);
  if (given > today(caller)) throw new ValidationError(`${field} must not be in the future`, field);
  return given;
}

/** The number a reminder goes to, read as typed in the caller's country; null when none was given. */
async function reminderPhone(app: App, caller: Caller, typed: string | null | undefined): Promise<string | null> {
  if (typed === undefined || typed === null || typed === '') return null;
  const country = (await findUser(app.db, caller.userId))?.country ?? '';
  const phone = normalisePhone(typed, isCountryCode(country) ? country : 'KE');
  if (!phone.ok) throw new ValidationError(`phone: ${phone.reason}`, 'phone');
  return phone.e164;
}

/** Records money lent or borrowed; `created` is false when this was a retry of one already recorded. */
export async function recordIou(app: App, caller: Caller, input: unknown) {
  assertOwnUser(caller, bodyUserId(input));
  const { id, commandId, userId: _userId, phone, date, dueDate, note, ...fields } = parseInput(RecordIouInput, input);
  const iouId = id ?? (commandId ? deterministicId('iou', 'record', commandId, caller.userId) : randomUUID());
  const command: IouCommand = {
    type: 'Create',
    userId: caller.userId,
    id: iouId,
    fields: { ...fields, phone: await reminderPhone(app, caller, phone), date: pastDay('date', date, caller), dueDate: dueDate ?? null, note: note || null },
  };
  const outcome = await run(app, caller, commandId ?? defaultCommandId('record', iouId, caller.userId), command, { iouId, ...fields, phone, dueDate, note });
  return { iou: await current(app, caller, iouId), created: !outcome.duplicate };
}

/**
 * Fixes what was recorded wrong: person, phone (read as on record), amount (never below what was
 * repaid), due date and note; a null due date or note clears it.
 */
export async function changeIou(app: App, caller: Caller, iouId: string, input: unknown): Promise<IouRow> {
  assertOwnUser(caller, bodyUserId(input));
  const { commandId, userId: _userId, phone, note, ...rest } = parseInput(ChangeIouInput, input, { nullClears: clearableNames(iouFields) });
  await current(app, caller, iouId);
  const changes = {
    ...rest,
    phone: phone === undefined ? undefined : await reminderPhone(app, caller, phone),
    note: note === undefined ? undefined : note || null,
  };
  if (Object.values(changes).every((value) => value === undefined)) throw new ValidationError(`Give at least one of ${changeableNames(iouFields)}`);
  const command: IouCommand = { type: 'Change', userId: caller.userId, id: iouId, changes };
  await run(app, caller, commandId ?? randomUUID(), command);
  return current(app, caller, iouId);
}

/** Lowers what is outstanding; a repayment id seen before records nothing more (`created` false). */
export async function repayIou(app: App, caller: Caller, iouId: string, input: unknown) {
  assertOwnUser(caller, bodyUserId(input));
  const { id, commandId, userId: _userId, amount, date } = parseInput(RepayIouInput, input);
  await current(app, caller, iouId);
  const repaymentId = id ?? (commandId ? deterministicId('iou', 'repay', commandId, caller.userId) : randomUUID());
  const command: IouCommand = {
    type: 'Repay', userId: caller.userId, id: iouId, repaymentId, repayment: { amount, date: pastDay('date', date, caller) },
  };
  const outcome = await run(app, caller, commandId ?? defaultCommandId('repay', repaymentId, caller.userId), command, { iouId, repaymentId, amount });
  return { iou: await current(app, caller, iouId), created: !outcome.duplicate };
}

export async function deleteIou(app: App, caller: Caller, iouId: string, input: unknown = {}): Promise<void> {
  assertOwnUser(caller, bodyUserId(input));
  const { commandId } = parseInput(DeleteIouInput, input);
  const command: IouCommand = { type: 'Delete', userId: caller.userId, id: iouId };
  await run(app, caller, commandId ?? defaultCommandId('delete', iouId, caller.userId), command);
}
