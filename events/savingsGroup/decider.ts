// The savings group's rules (issue 34): its creator is its chair; only those linked to a member row
// see it (anyone else meets "not found"); only officials (chair, treasurer, secretary) write, a plain
// member meets "forbidden"; the payout order is set by hand before the first payout or drawn once;
// entries follow entryRules.ts; a correction never rewrites its entry; a cycle is shared out once
// every loan is repaid. A command whose id is already in the book decides nothing.
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { Book, EntryCorrection, GroupMember } from '../../domain/savingsGroups/book.ts';
import { drawOrder } from '../../domain/savingsGroups/draw.ts';
import type { GroupRole, GroupSetup } from '../../domain/savingsGroups/rules.ts';
import { isOfficial } from '../../domain/savingsGroups/rules.ts';
import { shareOutPlan, totalsOf } from '../../domain/savingsGroups/statements.ts';
import type { Decider } from '../handleCommand.ts';
import type { EntryRequest } from './entryRules.ts';
import { checkedCorrection, checkedEntry } from './entryRules.ts';
import type { SavingsGroupEvent } from './events.ts';
import { savingsGroupRegistry } from './events.ts';
import { evolveBook } from './evolve.ts';

interface Addressed { groupId: string; userId: string }

export type SavingsGroupCommand = Addressed & (
  | { type: 'CreateSavingsGroup'; name: string; currency: string; setup: GroupSetup; inviteCode: string; chair: { memberId: string; name: string } }
  | { type: 'AddGroupMember'; member: Omit<GroupMember, 'userId'> }
  /** Links the caller to `memberId`, or to a new member row `newMember` when none is named. */
  | { type: 'JoinSavingsGroup'; memberId: string | null; newMember: { memberId: string; name: string } }
  | { type: 'SetPayoutOrder'; memberIds: readonly string[] }
  /** `randoms`: one whole number per member, drawn by the caller; the decider only shuffles by them. */
  | { type: 'DrawPayoutOrder'; drawId: string; randoms: readonly number[] }
  | { type: 'RecordGroupEntry'; entry: EntryRequest }
  | { type: 'CorrectGroupEntry'; correction: EntryCorrection }
  | { type: 'ShareOut'; shareOutId: string; date: string });

const notFound = () => new NotFoundError('Savings group not found');

/** The caller's member row: anyone not linked to one does not see the group. */
function linkedMember(book: Book | null, userId: string): { book: Book; member: GroupMember } {
  const member = book?.members.find((one) => one.userId === userId);
  if (!book || !member) throw notFound();
  return { book, member };
}

function official(book: Book | null, userId: string): Book {
  const { book: found, member } = linkedMember(book, userId);
  if (!isOfficial(member.role)) throw new ForbiddenError('Only the chair, treasurer or secretary may write in the group\'s book');
  return found;
}

function rotating(book: Book): Book {
  if (book.setup.kind !== 'rotating') throw new ConflictError('Only a rotating group has a payout order');
  return book;
}

const hasPayout = (book: Book) => book.entries.some((entry) => entry.type === 'payout' && entry.cycle === book.cycle);
const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

export const savingsGroupDecider: Decider<SavingsGroupCommand, Book | null, SavingsGroupEvent> = {
  registry: savingsGroupRegistry,
  initialState: null,
  evolve: evolveBook,

  decide(command, state) {
    const { groupId, userId } = command;
    switch (command.type) {
      case 'CreateSavingsGroup': {
        if (state) throw new ConflictError('A savings group with this id already exists');
        const { name, currency, setup, inviteCode, chair } = command;
        return [{ type: 'SavingsGroupCreated', data: { groupId, name, currency, setup, inviteCode, chair: { ...chair, userId } } }];
      }
      case 'AddGroupMember': {
        const book = official(state, userId);
        const { member } = command;
        const existing = book.members.find((one) => one.memberId === member.memberId);
        if (existing) {
          if (existing.name === member.name && existing.role === member.role) return [];
          throw new ConflictError('A member with this id already exists');
        }
        if (member.role === 'chair') throw new ValidationError('role must be treasurer, secretary or member: the group has its chair', 'role');
        return [{ type: 'SavingsGroupMemberAdded', data: { groupId, ...member } }];
      }
      case 'JoinSavingsGroup': {
        if (!state) throw notFound();
        const mine = state.members.find((one) => one.userId === userId);
        if (mine) {
          if (command.memberId === null || command.memberId === mine.memberId) return [];
          throw new ConflictError('You are already linked to another member of this group');
        }
        if (command.memberId === null) {
          const { memberId, name } = command.newMember;
          return [
            { type: 'SavingsGroupMemberAdded', data: { groupId, memberId, name, phone: null, role: 'member' as GroupRole } },
            { type: 'SavingsGroupMemberLinked', data: { groupId, memberId, userId } },
          ];
        }
        const row = state.members.find((one) => one.memberId === command.memberId);
        if (!row) throw new ValidationError('memberId is not a member of this group', 'memberId');
        if (row.userId !== null) throw new ConflictError('This member is already linked to someone else');
        return [{ type: 'SavingsGroupMemberLinked', data: { groupId, memberId: row.memberId, userId } }];
      }
      case 'SetPayoutOrder': {
        const book = rotating(official(state, userId));
        const ids = book.members.map((member) => member.memberId);
        const given = command.memberIds;
        if (given.length !== ids.length || new Set(given).size !== given.length || !given.every((id) => ids.includes(id))) {
          throw new ValidationError('memberIds must list every member of the group once', 'memberIds');
        }
        if (book.payoutOrder && sameOrder(book.payoutOrder, given)) return [];
        if (hasPayout(book)) throw new ConflictError('The payout order cannot change after the first payout');
        return [{ type: 'SavingsGroupPayoutOrderSet', data: { groupId, memberIds: [...given] } }];
      }
      case 'DrawPayoutOrder': {
        const book = rotating(official(state, userId));
        if (book.drawId === command.drawId) return [];
        if (book.payoutOrder) throw new ConflictError('The payout order is already set; it is drawn only once');
        const memberIds = drawOrder(book.members.map((member) => member.memberId), command.randoms);
        return [{ type: 'SavingsGroupPayoutOrderDrawn', data: { groupId, drawId: command.drawId, memberIds } }];
      }
      case 'RecordGroupEntry': {
        const book = official(state, userId);
        if (book.entries.some((entry) => entry.entryId === command.entry.entryId)) return [];
        return [{ type: 'SavingsGroupEntryRecorded', data: { groupId, entry: checkedEntry(book, command.entry) } }];
      }
      case 'CorrectGroupEntry': {
        const book = official(state, userId);
        if (book.corrections.some((one) => one.correctionId === command.correction.correctionId)) return [];
        return [{ type: 'SavingsGroupEntryCorrected', data: { groupId, correction: checkedCorrection(book, command.correction) } }];
      }
      case 'ShareOut': {
        const book = official(state, userId);
        if (book.shareOuts.some((one) => one.shareOutId === command.shareOutId)) return [];
        if (book.setup.kind !== 'accumulating') throw new ConflictError('Only an accumulating group shares out');
        if (totalsOf(book).loansOutstanding !== '0.00') throw new ConflictError('Every loan must be repaid before the share-out');
        const plan = shareOutPlan(book);
        if (plan.payouts.length === 0) throw new ConflictError('No shares were bought this cycle');
        return [{ type: 'SavingsGroupSharedOut', data: { groupId, shareOut: { shareOutId: command.shareOutId, cycle: book.cycle, date: command.date, ...plan } } }];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
