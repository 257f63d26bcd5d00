import { describe, expect, it } from 'vitest';
import { payloadHash } from '../../events/store/ids.ts';
import { expenseRequest } from './expenses.ts';
import { requestAsBefore } from './requestAsBefore.ts';

const userId = '7d0f8a3e-55d5-4bb4-9a55-0c4c3e3f1a01';
const id = 'a1b2c3d4-0000-4000-8000-000000000003';

describe('a lifecycle command hashed as its request was before commands were generic', () => {
  it('matches a delete, a restore and a change of an expense as first sent', () => {
    expect(payloadHash(expenseRequest({ type: 'Delete', userId, id }))).toBe(payloadHash({ type: 'DeleteExpense', userId, expenseId: id }));
    expect(payloadHash(expenseRequest({ type: 'Restore', userId, id }))).toBe(payloadHash({ type: 'RestoreExpense', userId, expenseId: id }));
    const changes = { amount: '12.00', note: undefined };
    expect(payloadHash(expenseRequest({ type: 'Change', userId, id, changes }))).toBe(payloadHash({ type: 'ChangeExpense', userId, expenseId: id, changes }));
  });

  it("keeps a particular command's own fields and a type it does not rename", () => {
    const goal = requestAsBefore({ type: 'ChangeOrComplete', userId, id, changes: {}, isCompleted: true }, 'goalId', { ChangeOrComplete: 'ChangeSavingsGoal' });
    expect(goal).toEqual({ type: 'ChangeSavingsGoal', userId, goalId: id, changes: {}, isCompleted: true });
    expect(requestAsBefore({ type: 'PayOccurrence', id }, 'id', {})).toEqual({ type: 'PayOccurrence', id });
  });
});
