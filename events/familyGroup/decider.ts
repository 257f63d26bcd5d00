// The family group's rules: only members may add to a group or see it (anyone else meets "not
// found"), joining twice is one membership, a shared expense is split to the cent (to the franc in a
// currency without cents) over the members of that moment (the payer's share paid at once), and only
// a share's owner marks it paid, once.
import { centsStep, fitsCurrency, wholeUnitsMessage } from '../../domain/currencies.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import { splitEqually } from '../../domain/split.ts';
import type { Decider } from '../handleCommand.ts';
import { deterministicId } from '../store/ids.ts';
import type { FamilyGroupEvent, SharedExpenseFields } from './events.ts';
import { familyGroupRegistry } from './events.ts';

export type FamilyGroupCommand =
  | { type: 'CreateFamilyGroup'; groupId: string; userId: string; name: string; inviteCode: string }
  | { type: 'JoinFamilyGroup'; groupId: string; userId: string; nickname: string | null }
  | { type: 'AddSharedExpense'; groupId: string; userId: string; expenseId: string; fields: SharedExpenseFields }
  | { type: 'PayExpenseShare'; groupId: string; userId: string; shareId: string };

interface ShareState {
  expenseId: string;
  userId: string;
  isPaid: boolean;
}

export type FamilyGroupState =
  | { status: 'none' }
  | { status: 'active'; members: readonly string[]; expenseIds: ReadonlySet<string>; shares: ReadonlyMap<string, ShareState> };

/** A share's id follows from its expense and its owner, so the decider mints no random ids. */
export const shareIdFor = (expenseId: string, userId: string) => deterministicId('expenseShare', expenseId, userId);

const notFound = () => new NotFoundError('Family group not found');

function memberState(state: FamilyGroupState, userId: string) {
  if (state.status === 'none' || !state.members.includes(userId)) throw notFound();
  return state;
}

export const familyGroupDecider: Decider<FamilyGroupCommand, FamilyGroupState, FamilyGroupEvent> = {
  registry: familyGroupRegistry,
  initialState: { status: 'none' },

  evolve(state, event) {
    const active = state.status === 'active' ? state : { status: 'active' as const, members: [], expenseIds: new Set<string>(), shares: new Map() };
    switch (event.type) {
      case 'FamilyGroupCreated':
        return active;
      case 'FamilyMemberJoined': {
        // One membership each, also when a member's anonymous user, who joined too, was merged in.
        const members: readonly string[] = active.members;
        return members.includes(event.data.userId) ? active : { ...active, members: [...members, event.data.userId] };
      }
      case 'SharedExpenseAdded': {
        const shares = new Map(active.shares);
        for (const share of event.data.shares) {
          shares.set(share.shareId, { expenseId: event.data.expenseId, userId: share.userId, isPaid: share.isPaid });
        }
        return { ...active, expenseIds: new Set([...active.expenseIds, event.data.expenseId]), shares };
      }
      case 'ExpenseSharePaid': {
        const share = active.shares.get(event.data.shareId);
        if (!share) return active;
        return { ...active, shares: new Map([...active.shares, [event.data.shareId, { ...share, isPaid: true }]]) };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    const { groupId, userId } = command;
    switch (command.type) {
      case 'CreateFamilyGroup':
        if (state.status !== 'none') throw new ConflictError('A family group with this id already exists');
        return [
          { type: 'FamilyGroupCreated', data: { groupId, name: command.name, inviteCode: command.inviteCode } },
          { type: 'FamilyMemberJoined', data: { groupId, userId, nickname: null } },
        ];
      case 'JoinFamilyGroup':
        if (state.status === 'none') throw notFound();
        if (state.members.includes(userId)) return [];
        return [{ type: 'FamilyMemberJoined', data: { groupId, userId, nickname: command.nickname } }];
      case 'AddSharedExpense': {
        const group = memberState(state, userId);
        const { expenseId, fields } = command;
        if (group.expenseIds.has(expenseId)) throw new ConflictError('A shared expense with this id already exists');
        if (!fitsCurrency(fields.amount, fields.currency)) throw new ValidationError(wholeUnitsMessage(fields.currency), 'amount');
        // Split order: the payer first, then the others as they joined; the extra cents (whole francs
        // in a currency without cents) go first.
        const order = [userId, ...group.members.filter((member) => member !== userId)];
        const step = centsStep(fields.currency);
        const amounts = splitEqually(toCents(fields.amount) / step, order.length).map((units) => units * step);
        const shares = order.map((member, index) => ({
          shareId: shareIdFor(expenseId, member),
          userId: member,
          amount: fromCents(amounts[index] ?? 0n),
          isPaid: member === userId,
        }));
        return [{ type: 'SharedExpenseAdded', data: { groupId, expenseId, paidBy: userId, ...fields, shares } }];
      }
      case 'PayExpenseShare': {
        const group = memberState(state, userId);
        const share = group.shares.get(command.shareId);
        if (!share || share.userId !== userId) throw new NotFoundError('Expense share not found');
        if (share.isPaid) return [];
        return [{ type: 'ExpenseSharePaid', data: { groupId, expenseId: share.expenseId, shareId: command.shareId } }];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
