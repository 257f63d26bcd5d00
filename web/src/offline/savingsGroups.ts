// The offline side of savings groups (issue 34): the phone's copy of the person's groups (read
// offline, meeting mode included), the one outbox kind a meeting writes (recordGroupEntry: each
// member's contribution, shares or social fund, sent once, in order) and the online writes that
// set a group up. The kind is written as one record (send, answer, refusal, label), the shape of
// the coming outbox registry (issue 32), so it joins it by one line.
import { fitsCurrency } from '../../../domain/currencies.ts';
import { localDay } from '../../../domain/dates.ts';
import { isValidAmount, normalizeAmount } from '../../../domain/money.ts';
import { t } from '../i18n/index.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { database } from './database.ts';
import type { ExpenseDatabase, OutboxEntry } from './db.ts';
import { graphql } from './gql/index.ts';
import type { CreateSavingsGroupInput, OfflineSavingsGroupFragment, RecordGroupEntryInput } from './gql/graphql.ts';
import { useLiveQuery } from './live.ts';
import { GROUP_WORDS, OFFLINE_MESSAGES } from './messages.ts';
import type { OutboxKind } from './outbox.ts';
import { answered, queue } from './outbox.ts';
import type { Answer, Fetch } from './request.ts';
import { post, RetryableError } from './request.ts';
import { syncEngine } from './start.ts';
import { synced } from './synced.ts';
import { InvalidInputError, RefusedError } from './writeErrors.ts';

/** A group as the phone keeps it: the server's, and whether a meeting's entries on it are still on their way. */
export type LocalSavingsGroup = OfflineSavingsGroupFragment & { pending?: boolean };

/** @public spread by name (...OfflineSavingsGroup) in the offline documents */
export const OfflineSavingsGroup = graphql(`
  fragment OfflineSavingsGroup on SavingsGroup {
    id name kind currency cycle inviteCode myMemberId myRole nextDueDate youOwe createdAt
    mySavings { amount date }
    rules { contribution frequency firstDueDate lateFine sharePrice maxSharesPerMeeting socialFundPerMeeting loanLimitMultiple monthlyInterestPercent }
    members { id name phone role linked arrears dueRound dueAmount dueShares dueSocial }
    payoutOrder
    rounds { round dueDate recipientMemberId collected paidOut }
    loans { id memberId owed dueDate }
    totals { loanFund socialFund sharesTotal loansOutstanding interestEarned finesTotal shareValue }
  }
`);

const DOCUMENTS = {
  list: graphql(`query OfflineSavingsGroups { result: savingsGroups { ...OfflineSavingsGroup } }`),
  record: graphql(`mutation OfflineRecordGroupEntry($input: RecordGroupEntryInput!) { result: recordGroupEntry(input: $input) { ...OfflineSavingsGroup } }`),
  create: graphql(`mutation OfflineCreateSavingsGroup($input: CreateSavingsGroupInput!) { result: createSavingsGroup(input: $input) { ...OfflineSavingsGroup } }`),
  addMember: graphql(`mutation OfflineAddGroupMember($input: AddGroupMemberInput!) { result: addGroupMember(input: $input) { ...OfflineSavingsGroup } }`),
  join: graphql(`mutation OfflineJoinSavingsGroup($input: JoinSavingsGroupInput!) { result: joinSavingsGroup(input: $input) { ...OfflineSavingsGroup } }`),
  draw: graphql(`mutation OfflineDrawPayoutOrder($input: GroupCommandInput!) { result: drawPayoutOrder(input: $input) { ...OfflineSavingsGroup } }`),
  shareOut: graphql(`mutation OfflineShareOut($input: GroupCommandInput!) { result: shareOut(input: $input) { ...OfflineSavingsGroup } }`),
  statement: graphql(`
    query OfflineGroupStatement($id: ID!, $memberId: ID!) {
      result: savingsGroup(id: $id) {
        id
        statement(memberId: $memberId) {
          memberId saved shares sharesValue social loanOutstanding interestPaid fines received finesOwed owes arrears
          entries { id type amount shares round date }
        }
      }
    }
  `),
  activity: graphql(`
    query OfflineGroupActivity($id: ID!) {
      result: savingsGroup(id: $id) { id activity { kind id entryId type memberId amount shares reason reversed date recordedAt recordedByName } }
    }
  `),
  correct: graphql(`mutation OfflineCorrectGroupEntry($input: CorrectGroupEntryInput!) { result: correctGroupEntry(input: $input) { ...OfflineSavingsGroup } }`),
  plan: graphql(`
    query OfflineShareOutPlan($id: ID!) { result: savingsGroup(id: $id) { id shareOutPlan { shareValue total payouts { memberId shares amount } } } }
  `),
};

/** One entry recorded at a meeting; `id` is the entry's own id, minted once, so a resend is recognised. */
export type GroupEntryInput = Omit<RecordGroupEntryInput, 'commandId' | 'id'> & { id: string; groupId: string };

const fetchNow: Fetch = (input, init) => fetch(input, init);
const ask = <Result, Variables>(document: Parameters<typeof post<Result, Variables>>[2], variables: Variables) => post(fetchNow, '/graphql', document, variables);

/** The refusal told to the person, or the answer's data. */
function dataOf<Result>(answer: Answer<Result>): Result {
  if (answer.error !== null) throw new RefusedError(answer.error.message, answer.error.code);
  return answer.data;
}

/**
 * The outbox kind of a meeting's entries. Its row is the group (a meeting queues many entries on it);
 * the server alone knows what an entry does to the book, so the group is taken from its answer once the
 * meeting's last entry is in. On conflict: an entry the server refuses (a round already paid in full, a
 * loan over the limit) is parked with the server's reason.
 */
export const GROUP_ENTRY_KIND: OutboxKind<GroupEntryInput, LocalSavingsGroup> = {
  table: 'savingsGroups',
  effect: 'changes',
  rowOf: ({ groupId }) => groupId,
  send: (send, input, commandId) => send(DOCUMENTS.record, { input: { ...input, commandId } }).then(answered(({ result }) => ({ expense: null, savingsGroup: result }))),
  answer: (group) => ({ expense: null, savingsGroup: group }),
  refused: (input, reason) => ({ title: t(GROUP_WORDS.refusedTitle), description: t(GROUP_WORDS.refusedBody, { type: input.type, reason }) }),
  label: (input) => t(GROUP_WORDS.entryLabel, { type: input.type }),
};

/** The server's group lands in the copy unless a meeting's entries for it are still waiting (they would be undone). */
async function keepGroup(db: ExpenseDatabase, group: LocalSavingsGroup): Promise<void> {
  await db.transaction('rw', [db.savingsGroups, db.outbox], async () => {
    if ((await db.outbox.where('entityId').equals(group.id).count()) === 0) await db.savingsGroups.put(group);
  });
}

/** Pulls the person's groups into the copy; offline, the copy stays as it was. */
export async function refreshSavingsGroups(): Promise<void> {
  const db = await database();
  let answer: Answer<{ result: LocalSavingsGroup[] }>;
  try {
    answer = await ask(DOCUMENTS.list, {});
  } catch (error) {
    if (error instanceof RetryableError) return;
    throw error;
  }
  if (answer.error !== null) return;
  const groups = answer.data.result;
  for (const group of groups) await keepGroup(db, group);
  const ids = new Set(groups.map((group) => group.id));
  await db.savingsGroups.filter((group) => !ids.has(group.id)).delete();
}

export function useSavingsGroups(): LocalSavingsGroup[] | undefined {
  return useLiveQuery((db) => db.savingsGroups.orderBy('createdAt').reverse().toArray(), 'savingsGroups');
}

export function useSavingsGroup(id: string): LocalSavingsGroup | null | undefined {
  return useLiveQuery(async (db) => (await db.savingsGroups.get(id)) ?? null, `savingsGroup:${id}`);
}

/**
 * The person's own savings in their groups (what they put in, less a pot they received), as savings
 * rows count: each line in its group's currency on its day (midday UTC, the same local day almost everywhere).
 */
export function useOwnGroupSavings(): { currency: string; amount: string; createdAt: string }[] {
  const groups = useSavingsGroups() ?? [];
  return groups.flatMap((group) => group.mySavings.map(({ amount, date }) => ({ currency: group.currency, amount, createdAt: `${date}T12:00:00.000Z` })));
}

/** The meeting's entries for a group still on their way to the server. */
export function useWaitingEntries(groupId: string): GroupEntryInput[] | undefined {
  return useLiveQuery(
    async (db) => (await db.outbox.where('entityId').equals(groupId).toArray()).flatMap((entry: OutboxEntry) => (entry.kind === 'recordGroupEntry' ? [entry.input] : [])),
    `groupOutbox:${groupId}`,
  );
}

/** Checks an entry as the server would where the phone can (amount, its currency), then queues it behind every earlier write. */
export async function recordGroupEntryLocally(db: ExpenseDatabase, group: LocalSavingsGroup, entry: Omit<GroupEntryInput, 'id' | 'groupId' | 'date'>, now: Date, timeZone: string) {
  const amount = entry.amount ?? null;
  if (amount !== null && !isValidAmount(amount)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount });
  if (amount !== null && !fitsCurrency(amount, group.currency)) throw new InvalidInputError(OFFLINE_MESSAGES.invalid.wholeUnits, { currency: group.currency });
  const input: GroupEntryInput = {
    ...entry, amount: amount === null ? null : normalizeAmount(amount), id: crypto.randomUUID(), groupId: group.id, date: localDay(now, timeZone),
  };
  // On conflict: the server keeps the first entry of an id; a refused one is parked with its reason.
  return db.transaction('rw', [db.outbox], () => queue(db, { kind: 'recordGroupEntry', input }, now));
}

/**
 * An entry: kept on the phone at once, sent when the server can be reached. `wait` false answers at
 * once (a meeting marks one member after another, online or not); else it waits a little for the server.
 */
export async function recordGroupEntry(group: LocalSavingsGroup, entry: Omit<GroupEntryInput, 'id' | 'groupId' | 'date'>, { wait = true } = {}): Promise<{ synced: boolean }> {
  const commandId = await recordGroupEntryLocally(await database(), group, entry, new Date(), deviceTimeZone());
  if (!wait) {
    void syncEngine().flush();
    return { synced: false };
  }
  return { synced: await synced(commandId) };
}

/** Setting a group up needs the server (a new group's invite code, the draw); the answer lands in the copy. */
async function online<Result extends { result: LocalSavingsGroup }>(answer: Promise<Answer<Result>>): Promise<LocalSavingsGroup> {
  const group = dataOf(await answer).result;
  await keepGroup(await database(), group);
  return group;
}

export const createSavingsGroup = (input: Omit<CreateSavingsGroupInput, 'commandId'>) =>
  online(ask(DOCUMENTS.create, { input: { ...input, commandId: crypto.randomUUID() } }));
export const addGroupMember = (groupId: string, name: string, role?: string) =>
  online(ask(DOCUMENTS.addMember, { input: { groupId, name, role: role ?? null, commandId: crypto.randomUUID() } }));
export const joinSavingsGroup = (inviteCode: string, name: string | null) =>
  online(ask(DOCUMENTS.join, { input: { inviteCode, name, commandId: crypto.randomUUID() } }));
export const drawPayoutOrder = (groupId: string) => online(ask(DOCUMENTS.draw, { input: { groupId, commandId: crypto.randomUUID() } }));
export const shareOutGroup = (groupId: string) => online(ask(DOCUMENTS.shareOut, { input: { groupId, commandId: crypto.randomUUID() } }));

export async function groupStatement(groupId: string, memberId: string) {
  return dataOf(await ask(DOCUMENTS.statement, { id: groupId, memberId })).result.statement;
}

/** Every entry, correction and share-out of the group, newest first, with who wrote it. */
export async function groupActivity(groupId: string) {
  return dataOf(await ask(DOCUMENTS.activity, { id: groupId })).result.activity;
}

/** An official's correction of an entry (a new amount, or reversing it), with its reason; the entry itself stays. */
export const correctGroupEntry = (groupId: string, entryId: string, correction: { reason: string; amount: string | null; reverse: boolean }) =>
  online(ask(DOCUMENTS.correct, { input: { groupId, entryId, ...correction, commandId: crypto.randomUUID() } }));

export async function shareOutPlan(groupId: string) {
  return dataOf(await ask(DOCUMENTS.plan, { id: groupId })).result.shareOutPlan;
}
