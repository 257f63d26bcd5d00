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

  it('names a goal the server would refuse in the field, by the server’s own rule', () => {
    expect(goalProblem('-5')).toBe('Enter 0 or more');
    expect(goalProblem(' -0.5')).toBe('Enter 0 or more');
    for (const refused of ['12.345', '1e5', '1234567890123']) {
      expect(goalProblem(refused)).toBe('Enter an amount with at most 2 decimals, like 1500.50');
    }
    for (const fine of ['', '0', '0.00', '1200.5', '1200.50']) expect(goalProblem(fine)).toBeNull();
  });

  it('has unsaved changes only when it would send something else', () => {
    const saved = formFromUser({ ...user, monthlySavingsGoal: '0.00' }, 'sw');
    expect(hasUnsavedChanges(saved, saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, monthlySavingsGoal: ' ' }, saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, currency: 'UGX' }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, voiceInputEnabled: false }, saved)).toBe(true);
  });
});
