import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { SavingsGoalCommand } from './decider.ts';
import { savingsGoalDecider } from './decider.ts';
import type { SavingsGoalChanges, SavingsGoalEvent } from './events.ts';

const owner = '7d0f8a3e-55d5-4bb4-9a55-0c4c3e3f1a01';
const stranger = '1b2c3d4e-0000-4000-8000-000000000002';
const goalId = 'b1b2c3d4-0000-4000-8000-000000000004';
const fields = { name: 'School fees', targetAmount: '20000.00', currency: 'KES', deadline: '2027-01-05' };
const spec = deciderSpec(savingsGoalDecider, owner);
const created: SavingsGoalEvent = { type: 'SavingsGoalCreated', data: { goalId, ...fields } };
const completed: SavingsGoalEvent = { type: 'SavingsGoalCompleted', data: { goalId } };
const deleted: SavingsGoalEvent = { type: 'SavingsGoalDeleted', data: { goalId } };
const change = (extra: { changes?: SavingsGoalChanges; isCompleted?: boolean }, userId = owner): SavingsGoalCommand =>
  ({ type: 'ChangeOrComplete', userId, id: goalId, changes: {}, ...extra });

describe('savings goal decider', () => {
  describe('Create', () => {
    const create: SavingsGoalCommand = { type: 'Create', userId: owner, id: goalId, fields };
    it('creates a goal', () => spec.given([]).when(create).then([created]));
    it('refuses an id that is taken', () => spec.given([created]).when(create).thenThrows(ConflictError));
  });

  describe('ChangeOrComplete', () => {
    it('records only what differs', () =>
      spec.given([created]).when(change({ changes: { targetAmount: '25000.00', name: 'School fees' } }))
        .then([{ type: 'SavingsGoalChanged', data: { goalId, changes: { targetAmount: '25000.00' } } }]));
    it('completes a goal when isCompleted is set', () => spec.given([created]).when(change({ isCompleted: true })).then([completed]));
    it('decides nothing when already completed and unchanged', () =>
      spec.given([created, completed]).when(change({ isCompleted: true, changes: { deadline: '2027-01-05' } })).then([]));
    it('refuses to reopen a completed goal', () =>
      spec.given([created, completed]).when(change({ isCompleted: false })).thenThrows(ValidationError));
    it("refuses someone else's goal as not found", () =>
      spec.given([created]).when(change({ isCompleted: true }, stranger)).thenThrows(NotFoundError));
    it('refuses a deleted goal', () => spec.given([created, deleted]).when(change({ isCompleted: true })).thenThrows(NotFoundError));
  });

  describe('Delete', () => {
    const remove = (userId = owner): SavingsGoalCommand => ({ type: 'Delete', userId, id: goalId });
    it('deletes', () => spec.given([created]).when(remove()).then([deleted]));
    it('decides nothing when already deleted', () => spec.given([created, deleted]).when(remove()).then([]));
    it("refuses someone else's goal as not found", () => spec.given([created]).when(remove(stranger)).thenThrows(NotFoundError));
  });
});
