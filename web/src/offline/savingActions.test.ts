// What a saving's edit and a goal's writes tell the person: the toast (synced, saved on this phone, or
// the refusal's words), and what the goal form says when the write fails.
import { describe, expect, it, vi } from 'vitest';
import type { LocalSaving } from './savings.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import { InvalidInputError, RefusedError } from './writeErrors.ts';
import { completeGoal, editSaving, removeGoal, saveGoal } from './savingActions.ts';

const goals = vi.hoisted(() => ({
  createGoal: vi.fn<() => Promise<{ synced: boolean }>>(),
  changeGoal: vi.fn<() => Promise<{ synced: boolean }>>(),
  deleteGoal: vi.fn<() => Promise<{ synced: boolean }>>(),
}));
vi.mock('./savingsGoals.ts', () => goals);
const changeSaving = vi.hoisted(() => vi.fn<() => Promise<{ synced: boolean }>>());
vi.mock('./savings.ts', () => ({ changeSaving, addSaving: vi.fn(), deleteSaving: vi.fn() }));
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
    ['the phone refused it', new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount: '1.123' })],
    ['the server refused it', new RefusedError('Saving not found', 'NOT_FOUND')],
  ])('answers false and says the refusal in its words when %s', async (_case, failure) => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined); // the failure is logged, as every failed write is
    changeSaving.mockRejectedValueOnce(failure);
    expect(await editSaving(karo, { amount: '1.123' })).toBe(false);
    expect(toast).toHaveBeenLastCalledWith({ title: 'Error', description: failure.message, variant: 'destructive' });
  });
});

const fields = { name: 'School fees', targetAmount: '20000', currency: 'KES', deadline: null };
const queued = 'School fees Saved on this phone; it will sync when online.';

describe('saving a goal', () => {
  it.each([
    ['the phone refused it', new InvalidInputError(OFFLINE_MESSAGES.invalid.amount, { amount: '20000.123' })],
    ['the server refused it', new RefusedError('deadline must be a day from today on', 'BAD_USER_INPUT')],
  ])('answers the refusal in its words when %s', async (_case, failure) => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    goals.createGoal.mockRejectedValueOnce(failure);
    expect(await saveGoal(null, fields)).toBe(failure.message);
  });

  it('answers the general line when the failure has no words for the person', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    goals.changeGoal.mockRejectedValueOnce(new Error('QuotaExceededError'));
    expect(await saveGoal('g1', fields)).toBe('Something went wrong. Please try again.');
  });

  it.each([
    ['once the server has it', true, 'School fees'],
    ['on this phone while it waits to sync', false, queued],
  ])('answers null and says it is saved %s', async (_case, synced, description) => {
    goals.createGoal.mockResolvedValueOnce({ synced });
    expect(await saveGoal(null, fields)).toBeNull();
    expect(toast).toHaveBeenLastCalledWith({ title: 'Goal saved', description });
  });

  it('changes a goal it was given the id of', async () => {
    goals.changeGoal.mockResolvedValueOnce({ synced: true });
    expect(await saveGoal('g1', fields)).toBeNull();
    expect(goals.changeGoal).toHaveBeenLastCalledWith('g1', fields);
  });
});

describe('completing and deleting a goal', () => {
  it('completes it, saying so on this phone while it waits', async () => {
    goals.changeGoal.mockResolvedValueOnce({ synced: false });
    await completeGoal('g1', 'School fees');
    expect(goals.changeGoal).toHaveBeenLastCalledWith('g1', { isCompleted: true });
    expect(toast).toHaveBeenLastCalledWith({ title: 'Goal saved', description: 'School fees · Completed Saved on this phone; it will sync when online.' });
  });

  it("says the server's refusal in its words", async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    goals.changeGoal.mockRejectedValueOnce(new RefusedError('Savings goal not found', 'NOT_FOUND'));
    await completeGoal('g1', 'School fees');
    expect(toast).toHaveBeenLastCalledWith({ title: 'Error', description: 'Savings goal not found', variant: 'destructive' });
  });

  it.each([
    [true, 'School fees'],
    [false, queued],
  ])('deletes it (synced: %s)', async (synced, description) => {
    goals.deleteGoal.mockResolvedValueOnce({ synced });
    await removeGoal('g1', 'School fees');
    expect(toast).toHaveBeenLastCalledWith({ title: 'Goal deleted', description });
  });
});
