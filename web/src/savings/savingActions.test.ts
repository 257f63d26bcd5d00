// A goal is written on the server: what the goal form says when that fails.
import { describe, expect, it, vi } from 'vitest';
import { RetryableError } from '../offline/request.ts';
import { RefusedError } from '../offline/writeErrors.ts';
import { saveGoal } from './savingActions.ts';

const createGoal = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('../offline/savingsGoals.ts', () => ({ createGoal, changeGoal: vi.fn(), deleteGoal: vi.fn() }));

const fields = { name: 'School fees', targetAmount: '20000', currency: 'KES', deadline: null };

describe('saving a goal', () => {
  it.each([
    ['the network failed', new RetryableError('Failed to fetch'), 'Could not reach Sauti. Check your connection and try again.'],
    ['the server refused it', new RefusedError('deadline must be a day from today on', 'BAD_USER_INPUT'), 'deadline must be a day from today on'],
  ])('says so in words for the person when %s', async (_case, failure, said) => {
    createGoal.mockRejectedValueOnce(failure);
    expect(await saveGoal(null, fields)).toBe(said);
  });

  it('answers null once the goal is saved', async () => {
    createGoal.mockResolvedValueOnce(undefined);
    expect(await saveGoal(null, fields)).toBeNull();
  });
});
