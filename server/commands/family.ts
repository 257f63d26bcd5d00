// The family commands, one function each, shared by GraphQL and REST, each through runCommand.
// A group's id and invite code are minted here (the decider stays pure); a code is claimed on
// its own stream first, so no two groups ever hold the same one.
import { randomInt, randomUUID } from 'node:crypto';
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { inviteCodeFrom } from '../../domain/inviteCode.ts';
import type { FamilyGroupCommand } from '../../events/familyGroup/decider.ts';
import { familyGroupDecider } from '../../events/familyGroup/decider.ts';
import { familyGroupStream } from '../../events/familyGroup/events.ts';
import { inviteCodeDecider } from '../../events/inviteCode/decider.ts';
import { inviteCodeRegistry, inviteCodeStream } from '../../events/inviteCode/events.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { findGroupOf, findShareOf } from '../../projections/family/queries.ts';
import { findUser } from '../../projections/users/queries.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser } from '../envelope.ts';
import { isUuid } from '../../events/store/ids.ts';
import { familyGroup as groupOfCaller } from '../queries/family.ts';
import { AddSharedExpenseInput, CreateFamilyGroupInput, JoinFamilyGroupInput, PayShareInput } from './familyInput.ts';
import { assertMayTryCode, countWrongCode } from './familyJoinLimit.ts';
import { parseInput } from '../input.ts';
import { readOwn, runCommand } from './run.ts';

const MINT_ATTEMPTS = 5;
const ACT_FOR_YOURSELF = 'You can only act for yourself in a family group';

const run = (app: App, caller: Caller, commandId: string, command: FamilyGroupCommand, request: unknown = command) =>
  runCommand(app, caller, familyGroupDecider, {
    streamId: familyGroupStream(command.groupId), streamType: 'familyGroup', commandId, command, request,
  });

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

/** Creates a group with the caller as its first member; `created` is false for a retry of one already made. */
export async function createFamilyGroup(app: App, caller: Caller, input: unknown) {
  const { commandId, name, userId } = parseInput(CreateFamilyGroupInput, input);
  assertOwnUser(caller, userId, ACT_FOR_YOURSELF);
  const groupId = commandId ? deterministicId('familyGroup', commandId, caller.userId) : randomUUID();
  const existing = await findGroupOf(app.db, caller.userId, groupId);
  if (existing) return { group: existing, created: false };
  const inviteCode = await claimNewCode(app, caller, groupId);
  const command: FamilyGroupCommand = { type: 'CreateFamilyGroup', groupId, userId: caller.userId, name, inviteCode };
  // The code is left out of the request: a retry mints another, yet it is the same request.
  const outcome = await run(app, caller, commandId ?? randomUUID(), command, { groupId, name });
  return { group: await groupOfCaller(app, caller, groupId), created: !outcome.duplicate };
}

/** Wrong codes count against the user and the caller's network address alike (no brute force). */
export async function joinFamilyGroup(app: App, caller: Caller, input: unknown) {
  const client = caller.session.clientAddress;
  await assertMayTryCode(app.db, caller.userId, client, caller.now);
  let parsed;
  try {
    parsed = parseInput(JoinFamilyGroupInput, input);
  } catch (error) {
    await countWrongCode(app.db, caller.userId, client, caller.now);
    throw error;
  }
  const { commandId, inviteCode, nickname = null, userId } = parsed;
  assertOwnUser(caller, userId, ACT_FOR_YOURSELF);
  const claim = await createEventStore(app.db, inviteCodeRegistry).readStream(inviteCodeStream(inviteCode));
  const claimed = claim?.events[0];
  if (!claimed) {
    await countWrongCode(app.db, caller.userId, client, caller.now);
    throw new NotFoundError('No family group has this invite code; check it and try again');
  }
  const { groupId } = claimed.data;
  const command: FamilyGroupCommand = { type: 'JoinFamilyGroup', groupId, userId: caller.userId, nickname };
  // Joining again is the same request whatever the nickname: the first membership stands.
  await run(app, caller, commandId ?? deterministicId('familyGroup', 'join', groupId, caller.userId), command, { groupId });
  return groupOfCaller(app, caller, groupId);
}

/** Adds an expense paid by the caller, split over the members; `created` is false for a retry. */
export async function addSharedExpense(app: App, caller: Caller, groupId: string, input: unknown) {
  const { commandId, currency, userId, ...fields } = parseInput(AddSharedExpenseInput, input);
  assertOwnUser(caller, userId, ACT_FOR_YOURSELF);
  await groupOfCaller(app, caller, groupId);
  const payerCurrency = (await findUser(app.db, caller.userId))?.currency ?? DEFAULT_CURRENCY;
  const expenseId = commandId ? deterministicId('sharedExpense', commandId, caller.userId) : randomUUID();
  const command: FamilyGroupCommand = {
    type: 'AddSharedExpense', groupId, userId: caller.userId, expenseId,
    fields: { ...fields, currency: currency ?? payerCurrency, spentAt: caller.now.toISOString() },
  };
  const { spentAt: _retryTime, ...request } = command.fields;
  const outcome = await run(app, caller, commandId ?? randomUUID(), command, { groupId, expenseId, ...request });
  return { groupId, expenseId, created: !outcome.duplicate };
}

export async function payExpenseShare(app: App, caller: Caller, shareId: string, input: unknown = {}) {
  const { commandId } = parseInput(PayShareInput, input);
  const share = isUuid(shareId) ? await findShareOf(app.db, caller.userId, shareId) : null;
  if (!share) throw new NotFoundError('Expense share not found');
  const command: FamilyGroupCommand = { type: 'PayExpenseShare', groupId: share.groupId, userId: caller.userId, shareId };
  await run(app, caller, commandId ?? deterministicId('expenseShare', 'pay', shareId, caller.userId), command);
  return readOwn(app, caller, async () => {
    const paid = await findShareOf(app.db, caller.userId, shareId);
    if (!paid) throw new NotFoundError('Expense share not found');
    return paid;
  });
}
