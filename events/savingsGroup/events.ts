// Facts about one savings group (issue 34), one stream per group: created with its kind, rules and
// chair; members added and linked to Sauti users; the payout order set or drawn; entries recorded,
// corrected (never rewritten) and the cycle shared out. The shapes are the book's (domain/savingsGroups).
import * as z from 'zod';
import { isCurrencyCode } from '../../domain/currencies.ts';
import { isInviteCode } from '../../domain/inviteCode.ts';
import { EntryCorrection, GroupEntry, GroupMember, ShareOut } from '../../domain/savingsGroups/book.ts';
import { GroupSetup } from '../../domain/savingsGroups/rules.ts';
import { createRegistry, defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

const groupId = z.uuid();

const SavingsGroupCreated = defineEvent('SavingsGroupCreated', z.object({
  groupId,
  name: z.string().min(1).max(100),
  currency: z.string().refine(isCurrencyCode),
  inviteCode: z.string().refine(isInviteCode),
  setup: GroupSetup,
  /** The creator, linked to the first member row, as its chair. */
  chair: z.object({ memberId: z.uuid(), name: z.string().min(1).max(100), userId: z.uuid() }),
}));

const SavingsGroupMemberAdded = defineEvent('SavingsGroupMemberAdded', z.object({ groupId, ...GroupMember.omit({ userId: true }).shape }));

const SavingsGroupMemberLinked = defineEvent('SavingsGroupMemberLinked', z.object({ groupId, memberId: z.uuid(), userId: z.uuid() }));

const SavingsGroupPayoutOrderSet = defineEvent('SavingsGroupPayoutOrderSet', z.object({ groupId, memberIds: z.array(z.uuid()).min(1) }));

/** The draw's result itself: every member reads the same order, and nobody can draw again. */
const SavingsGroupPayoutOrderDrawn = defineEvent('SavingsGroupPayoutOrderDrawn', z.object({ groupId, drawId: z.uuid(), memberIds: z.array(z.uuid()).min(1) }));

const SavingsGroupEntryRecorded = defineEvent('SavingsGroupEntryRecorded', z.object({ groupId, entry: GroupEntry }));

const SavingsGroupEntryCorrected = defineEvent('SavingsGroupEntryCorrected', z.object({ groupId, correction: EntryCorrection }));

const SavingsGroupSharedOut = defineEvent('SavingsGroupSharedOut', z.object({ groupId, shareOut: ShareOut }));

export const savingsGroupDefinitions = [
  SavingsGroupCreated, SavingsGroupMemberAdded, SavingsGroupMemberLinked, SavingsGroupPayoutOrderSet, SavingsGroupPayoutOrderDrawn,
  SavingsGroupEntryRecorded, SavingsGroupEntryCorrected, SavingsGroupSharedOut,
] as const;

export const savingsGroupRegistry = createRegistry(savingsGroupDefinitions);

export type SavingsGroupEvent = EventOf<(typeof savingsGroupDefinitions)[number]>;
