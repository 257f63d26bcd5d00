import { describe, expect, it } from 'vitest';
import { formFromUser, goalProblem, hasUnsavedChanges, settingsInput } from './settingsForm.ts';

const user = {
  currency: 'KES',
  voiceInputEnabled: true,
  savingsNotifications: false,
  monthlySavingsGoal: '5000.00',
};

describe('settings form', () => {
  it('shows the user settings and sends them back unchanged', () => {
    const form = formFromUser(user, 'sw');
    expect(form).toEqual({ ...user, language: 'sw' });
    expect(settingsInput(form)).toEqual({ ...user, language: 'sw' });
  });

  it('shows an unset goal as the empty box and sends an empty box as zero', () => {
    const form = formFromUser({ ...user, monthlySavingsGoal: '0.00' }, 'en');
    expect(form.monthlySavingsGoal).toBe('');
    expect(settingsInput(form).monthlySavingsGoal).toBe('0');
    expect(settingsInput({ ...form, monthlySavingsGoal: ' 1200.5 ' }).monthlySavingsGoal).toBe('1200.5');
  });

  it('shows the voice language Home listens in (the device one)', () => {
    expect(formFromUser(user, 'ha').language).toBe('ha');
  });

  it('names a negative goal in the field and lets the server judge the rest', () => {
    expect(goalProblem('-5')).toBe('Enter 0 or more');
    expect(goalProblem(' -0.5')).toBe('Enter 0 or more');
    expect(goalProblem('')).toBeNull();
    expect(goalProblem('1200.50')).toBeNull();
  });

  it('has unsaved changes only when it would send something else', () => {
    const saved = formFromUser({ ...user, monthlySavingsGoal: '0.00' }, 'sw');
    expect(hasUnsavedChanges(saved, saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, monthlySavingsGoal: ' ' }, saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, currency: 'UGX' }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, voiceInputEnabled: false }, saved)).toBe(true);
  });
});
