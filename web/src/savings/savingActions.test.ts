// What a saving's edit and a goal's write tell the person: the edit's toast (synced, saved on this phone,
// or the refusal's words), and what the goal form says when the server write fails.
import { describe, expect, it, vi } from 'vitest';
import { RetryableError } from '../offline/request.ts';
import type { LocalSaving } from '../offline/savings.ts';
import { InvalidInputError, RefusedError } from '../offline/writeErrors.ts';
import { editSaving, saveGoal } from './savingActions.ts';

const createGoal = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('../offline/savingsGoals.ts', () => ({ createGoal, changeGoal: vi.fn(), deleteGoal: vi.fn() }));
const changeSaving = vi.hoisted(() => vi.fn<() => Promise<{ synced: boolean }>>());
vi.mock('../offline/savings.ts', () => ({ changeSaving, addSaving: vi.fn(), deleteSaving: vi.fn() }));
const toast = vi.hoisted(() => vi.fn());
vi.mock('../ui/toast.tsx', () => ({ toast }));

const karo: LocalSaving = {
  id: 's1', description: 'Karo', amount: '1000.00', currency: 'KES', goalType: 'general', goalName: null, language: 'sw',
  note: null, createdAt: '2025-03-10T08:00:00.000Z', pending: false,
};

describe('editing a saving', () => {
  it('says it is updated with the new amount once the server has it', async () => {
    changeSaving.mockResolvedValueOnce({ synced: true });
    expect(await editSaving(karo, { amount: '1500' })).toBe(true);
    expect(toast).toHaveBeenLastCalledWith({ title: 'Saving updated', description: 'Karo · KES\u00a01,500.00' });
  });

  it('says it is saved on this phone while it waits to sync', async () => {
    changeSaving.mockResolvedValueOnce({ synced: false });
    expect(await editSaving(karo, { description: 'School fees' })).toBe(true);
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Saving updated', description: 'School fees · KES\u00a01,000.00 Saved on this phone; it will sync when online.',
    });
  });

  it.each([
    ['the phone refused it', new InvalidInputError('"1.123" is not a valid amount')],
    ['the server refused it', new RefusedError('Saving not found', 'NOT_FOUND')],
  ])('answers false and says the refusal in its words when %s', async (_case, failure) => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined); // the failure is logged, as every failed write is
    changeSaving.mockRejectedValueOnce(failure);
    expect(await editSaving(karo, { amount: '1.123' })).toBe(false);
    expect(toast).toHaveBeenLastCalledWith({ title: 'Error', description: failure.message, variant: 'destructive' });
  });
});

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
