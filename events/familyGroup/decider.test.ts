import { describe, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { deciderSpec } from '../../test/support/decider.ts';
import type { FamilyGroupCommand } from './decider.ts';
import { familyGroupDecider, shareIdFor } from './decider.ts';
import type { FamilyGroupEvent } from './events.ts';

const groupId = '0f0e0d0c-0000-4000-8000-000000000001';
const amina = '7d0f8a3e-55d5-4bb4-9a55-0c4c3e3f1a01';
const juma = '1b2c3d4e-0000-4000-8000-000000000002';
const wanjiru = '2c3d4e5f-0000-4000-8000-000000000003';
const stranger = '3d4e5f60-0000-4000-8000-000000000004';
const expenseId = 'a1b2c3d4-0000-4000-8000-000000000005';
const fields = { description: 'Unga', amount: '100.00', currency: 'KES', category: 'food' as const, spentAt: '2026-11-21T08:00:00.000Z' };

const { given } = deciderSpec(familyGroupDecider, amina);
const created: FamilyGroupEvent[] = [
  { type: 'FamilyGroupCreated', data: { groupId, name: 'Nyumbani', inviteCode: 'ABCDEFGHJ' } },
  { type: 'FamilyMemberJoined', data: { groupId, userId: amina, nickname: null } },
];
const joined = (userId: string, nickname: string | null = null): FamilyGroupEvent =>
  ({ type: 'FamilyMemberJoined', data: { groupId, userId, nickname } });
const share = (userId: string, amount: string, isPaid = false) => ({ shareId: shareIdFor(expenseId, userId), userId, amount, isPaid });
const added = (paidBy: string, shares: ReturnType<typeof share>[]): FamilyGroupEvent =>
  ({ type: 'SharedExpenseAdded', data: { groupId, expenseId, paidBy, ...fields, shares } });
const three = [...created, joined(juma, 'Juma'), joined(wanjiru)];
const add = (userId: string): FamilyGroupCommand => ({ type: 'AddSharedExpense', groupId, userId, expenseId, fields });
const pay = (userId: string, owner = userId): FamilyGroupCommand =>
  ({ type: 'PayExpenseShare', groupId, userId, shareId: shareIdFor(expenseId, owner) });
const paid: FamilyGroupEvent = { type: 'ExpenseSharePaid', data: { groupId, expenseId, shareId: shareIdFor(expenseId, juma) } };

describe('family group decider', () => {
  describe('CreateFamilyGroup', () => {
    const create: FamilyGroupCommand = { type: 'CreateFamilyGroup', groupId, userId: amina, name: 'Nyumbani', inviteCode: 'ABCDEFGHJ' };
    it('creates the group with its creator as the first member', () => given([]).when(create).then(created));
    it('refuses an id that is taken', () => given(created).when(create).thenThrows(ConflictError));
  });

  describe('JoinFamilyGroup', () => {
    const join = (userId: string, nickname: string | null = 'Juma'): FamilyGroupCommand => ({ type: 'JoinFamilyGroup', groupId, userId, nickname });
    it('adds a new member with a nickname', () => given(created).when(join(juma)).then([joined(juma, 'Juma')]));
    it('decides nothing for a member joining again', () => given([...created, joined(juma)]).when(join(juma, 'Other')).then([]));
    it('refuses a group that does not exist', () => given([]).when(join(juma)).thenThrows(NotFoundError));
  });

  describe('AddSharedExpense', () => {
    it('splits to the cent, payer first, and pays the payer\'s share at once', () =>
      given(three).when(add(juma)).then([added(juma, [share(juma, '33.34', true), share(amina, '33.33'), share(wanjiru, '33.33')])]));
    it('refuses someone who is not a member as not found', () => given(three).when(add(stranger)).thenThrows(NotFoundError));
    it('refuses an expense id that is taken', () =>
      given([...three, added(amina, [share(amina, '100.00', true)])]).when(add(amina)).thenThrows(ConflictError));
  });

  describe('PayExpenseShare', () => {
    const withExpense = [...created, joined(juma), added(amina, [share(amina, '50.00', true), share(juma, '50.00')])];
    it('marks the owner\'s share paid', () => given(withExpense).when(pay(juma)).then([paid]));
    it('decides nothing when already paid', () => given([...withExpense, paid]).when(pay(juma)).then([]));
    it('refuses another member\'s share as not found', () => given(withExpense).when(pay(amina, juma)).thenThrows(NotFoundError));
    it('refuses a non-member as not found', () => given(withExpense).when(pay(stranger, juma)).thenThrows(NotFoundError));
  });
});
