// The savings group commands, one function each, shared by GraphQL and REST, each through
// runCommand. Ids, the invite code and the draw's random numbers are minted here (the decider stays
// pure); ids follow from the command id, so a retry is recognised. A stranger meets 404 before
// anything is written; the decider says 403 to a plain member's write.
import { randomInt, randomUUID } from 'node:crypto';
import * as z from 'zod';
import { fitsCurrency, wholeUnitsMessage } from '../../domain/currencies.ts';
import { isCountryCode } from '../../domain/countries.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { inviteCodeFrom } from '../../domain/inviteCode.ts';
import { normalisePhone } from '../../domain/phone.ts';
import type { GroupSetup } from '../../domain/savingsGroups/rules.ts';
import { inviteCodeDecider } from '../../events/inviteCode/decider.ts';
import { inviteCodeRegistry, inviteCodeStream } from '../../events/inviteCode/events.ts';
import type { SavingsGroupCommand } from '../../events/savingsGroup/decider.ts';
import { savingsGroupDecider } from '../../events/savingsGroup/decider.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { findBookOf } from '../../projections/savingsGroups/queries.ts';
import { findUser } from '../../projections/users/queries.ts';
import type { App, Caller } from '../context.ts';
import { parseInput } from '../input.ts';
import { linkedBook, savingsGroup, todayOf } from '../queries/savingsGroups.ts';
import { assertMayTryCode, countWrongCode } from './familyJoinLimit.ts';
import { readOwn, runCommand } from './run.ts';
import {
  AccumulatingRulesInput, AddGroupMemberInput, CommandOnlyInput, CorrectGroupEntryInput, CreateSavingsGroupInput, JoinSavingsGroupInput,
  RecordGroupEntryInput, RotatingRulesInput, SetPayoutOrderInput, ShareOutInput,
} from './savingsGroupInput.ts';

const MINT_ATTEMPTS = 5;

const streamOf = (groupId: string) => `savingsGroup-${groupId}`;

const run = (app: App, caller: Caller, commandId: string, command: SavingsGroupCommand, request: unknown = command) =>
  runCommand(app, caller, savingsGroupDecider, { streamId: streamOf(command.groupId), streamType: 'savingsGroup', commandId, command, request });

/** The caller's group and its book, followed into the account when a sign-in moved the caller (readOwn). */
const ownBook = (app: App, caller: Caller, groupId: string) => readOwn(app, caller, () => linkedBook(app, caller, groupId));
const ownGroup = (app: App, caller: Caller, groupId: string) => readOwn(app, caller, () => savingsGroup(app, caller, groupId));

/** An id the client did not give follows from its command id, so the same command names the same thing. */
const idFor = (kind: string, given: string | undefined, commandId: string | undefined, caller: Caller) =>
  given ?? (commandId ? deterministicId('savingsGroup', kind, commandId, caller.userId) : randomUUID());

function amountsFit(currency: string, amounts: Record<string, string | null | undefined>) {
  for (const [field, amount] of Object.entries(amounts)) {
    if (amount && !fitsCurrency(amount, currency)) throw new ValidationError(`${field}: ${wholeUnitsMessage(currency)}`, field);
  }
}

async function claimNewCode(app: App, caller: Caller, groupId: string): Promise<string> {
  for (let attempt = 1; attempt <= MINT_ATTEMPTS; attempt += 1) {
    const inviteCode = inviteCodeFrom(randomInt);
    try {
      await runCommand(app, caller, inviteCodeDecider, {
        streamId: inviteCodeStream(inviteCode), streamType: 'inviteCode',
        commandId: deterministicId('inviteCode', inviteCode, groupId), command: { type: 'Claim', data: { inviteCode, groupId } },
      });
      return inviteCode;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  throw new ConflictError('Could not mint a free invite code; please try again');
}

function setupOf(kind: GroupSetup['kind'], rules: unknown, currency: string): GroupSetup {
  if (kind === 'rotating') {
    const { rules: parsed } = parseInput(z.object({ rules: RotatingRulesInput }), { rules });
    amountsFit(currency, { 'rules.contribution': parsed.contribution, 'rules.lateFine': parsed.lateFine });
    return { kind, rules: parsed };
  }
  const { rules: parsed } = parseInput(z.object({ rules: AccumulatingRulesInput }), { rules });
  amountsFit(currency, { 'rules.sharePrice': parsed.sharePrice, 'rules.socialFundPerMeeting': parsed.socialFundPerMeeting });
  return { kind, rules: parsed };
}

/** Creates a group with the caller as its chair; `created` is false for a retry of one already made. */
export async function createSavingsGroup(app: App, caller: Caller, input: unknown) {
  const { commandId, name, kind, currency, rules, chairName = 'Chair' } = parseInput(CreateSavingsGroupInput, input);
  const setup = setupOf(kind, rules, currency);
  const groupId = idFor('group', undefined, commandId, caller);
  if (await findBookOf(app.db, caller.userId, groupId)) return { group: await ownGroup(app, caller, groupId), created: false };
  const inviteCode = await claimNewCode(app, caller, groupId);
  const chair = { memberId: deterministicId('savingsGroupMember', groupId, 'chair'), name: chairName };
  const command: SavingsGroupCommand = { type: 'CreateSavingsGroup', groupId, userId: caller.userId, name, currency, setup, inviteCode, chair };
  // The code is left out of the request: a retry mints another, yet it is the same request.
  const outcome = await run(app, caller, commandId ?? randomUUID(), command, { groupId, name, currency, setup, chair });
  return { group: await ownGroup(app, caller, groupId), created: !outcome.duplicate };
}

async function groupPhone(app: App, caller: Caller, typed: string | null | undefined): Promise<string | null> {
  if (typed === undefined || typed === null || typed === '') return null;
  const country = (await findUser(app.db, caller.userId))?.country ?? '';
  const phone = normalisePhone(typed, isCountryCode(country) ? country : 'KE');
  if (!phone.ok) throw new ValidationError(`phone: ${phone.reason}`, 'phone');
  return phone.e164;
}

export async function addGroupMember(app: App, caller: Caller, groupId: string, input: unknown) {
  const { commandId, id, name, phone, role } = parseInput(AddGroupMemberInput, input);
  await ownBook(app, caller, groupId);
  const memberId = idFor('member', id, commandId, caller);
  const member = { memberId, name, phone: await groupPhone(app, caller, phone), role };
  const outcome = await run(app, caller, commandId ?? randomUUID(), { type: 'AddGroupMember', groupId, userId: caller.userId, member });
  return { member: { id: memberId, name, phone: member.phone, role }, created: !outcome.duplicate };
}

/** Wrong codes count against the user and the caller's network address alike, as for family groups. */
export async function joinSavingsGroup(app: App, caller: Caller, input: unknown) {
  const client = caller.session.clientAddress;
  await assertMayTryCode(app.db, caller.userId, client, caller.now);
  let parsed;
  try {
    parsed = parseInput(JoinSavingsGroupInput, input);
  } catch (error) {
    await countWrongCode(app.db, caller.userId, client, caller.now);
    throw error;
  }
  const { commandId, inviteCode, memberId = null, name = 'Member' } = parsed;
  const claim = await createEventStore(app.db, inviteCodeRegistry).readStream(inviteCodeStream(inviteCode));
  const groupId = claim?.events[0]?.data.groupId;
  const stream = groupId ? await createEventStore(app.db, savingsGroupDecider.registry).readStream(streamOf(groupId)) : null;
  if (!groupId || !stream) {
    await countWrongCode(app.db, caller.userId, client, caller.now);
    throw new NotFoundError('No savings group has this invite code; check it and try again');
  }
  const newMember = { memberId: deterministicId('savingsGroupMember', groupId, 'joined', caller.userId), name };
  const command: SavingsGroupCommand = { type: 'JoinSavingsGroup', groupId, userId: caller.userId, memberId, newMember };
  await run(app, caller, commandId ?? deterministicId('savingsGroup', 'join', groupId, caller.userId), command, { groupId, memberId });
  return ownGroup(app, caller, groupId);
}

export async function setPayoutOrder(app: App, caller: Caller, groupId: string, input: unknown) {
  const { commandId, memberIds } = parseInput(SetPayoutOrderInput, input);
  await ownBook(app, caller, groupId);
  await run(app, caller, commandId ?? randomUUID(), { type: 'SetPayoutOrder', groupId, userId: caller.userId, memberIds });
  return ownGroup(app, caller, groupId);
}

/** Draws the payout order by lot, once: the random numbers are drawn here, the order is recorded. */
export async function drawPayoutOrder(app: App, caller: Caller, groupId: string, input: unknown = {}) {
  const { commandId } = parseInput(CommandOnlyInput, input);
  const { book } = await ownBook(app, caller, groupId);
  const drawId = idFor('draw', undefined, commandId, caller);
  const randoms = book.members.map(() => randomInt(2 ** 40));
  const outcome = await run(app, caller, commandId ?? randomUUID(), { type: 'DrawPayoutOrder', groupId, userId: caller.userId, drawId, randoms }, { groupId, drawId });
  return { group: await ownGroup(app, caller, groupId), created: !outcome.duplicate };
}

export async function recordGroupEntry(app: App, caller: Caller, groupId: string, input: unknown) {
  const { commandId, id, date, ...fields } = parseInput(RecordGroupEntryInput, input);
  const { book } = await ownBook(app, caller, groupId);
  amountsFit(book.currency, { amount: fields.amount });
  const entryId = idFor('entry', id, commandId, caller);
  const entry = {
    entryId, type: fields.type, memberId: fields.memberId ?? null, amount: fields.amount ?? null, shares: fields.shares ?? null, round: fields.round ?? null,
    months: fields.months ?? null, loanId: fields.loanId ?? null, reason: fields.reason ?? null, date: date ?? todayOf(caller),
  };
  const { date: _today, ...request } = entry;
  const outcome = await run(app, caller, commandId ?? randomUUID(), { type: 'RecordGroupEntry', groupId, userId: caller.userId, entry }, { groupId, ...request, date });
  const recorded = (await ownBook(app, caller, groupId)).book.entries.find((one) => one.entryId === entryId);
  if (!recorded) throw new NotFoundError('Entry not found');
  return { entry: recorded, created: !outcome.duplicate };
}

export async function correctGroupEntry(app: App, caller: Caller, groupId: string, entryId: string, input: unknown) {
  const { commandId, id, reason, amount = null, shares = null, memberId = null, date = null, reverse = false } = parseInput(CorrectGroupEntryInput, input);
  const { book } = await ownBook(app, caller, groupId);
  if (!book.entries.some((entry) => entry.entryId === entryId)) throw new NotFoundError('Entry not found');
  amountsFit(book.currency, { amount });
  const correctionId = idFor('correction', id, commandId, caller);
  const correction = { correctionId, entryId, reason, amount, shares, memberId, date, reversed: reverse };
  const outcome = await run(app, caller, commandId ?? randomUUID(), { type: 'CorrectGroupEntry', groupId, userId: caller.userId, correction });
  const recorded = (await ownBook(app, caller, groupId)).book.corrections.find((one) => one.correctionId === correctionId);
  if (!recorded) throw new NotFoundError('Entry not found');
  return { correction: recorded, created: !outcome.duplicate };
}

/** Shares the cycle's loan fund out by shares and opens the next cycle (409 while a loan is outstanding). */
export async function shareOut(app: App, caller: Caller, groupId: string, input: unknown = {}) {
  const { commandId, date } = parseInput(ShareOutInput, input);
  await ownBook(app, caller, groupId);
  const shareOutId = idFor('shareOut', undefined, commandId, caller);
  const outcome = await run(app, caller, commandId ?? randomUUID(), { type: 'ShareOut', groupId, userId: caller.userId, shareOutId, date: date ?? todayOf(caller) }, { groupId, shareOutId });
  const recorded = (await ownBook(app, caller, groupId)).book.shareOuts.find((one) => one.shareOutId === shareOutId);
  if (!recorded) throw new NotFoundError('Share-out not found');
  return { shareOut: recorded, created: !outcome.duplicate };
}
