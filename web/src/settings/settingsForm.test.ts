import { describe, expect, it } from 'vitest';
import { formFromUser, settingsInput } from './settingsForm.ts';

const user = {
  language: 'sw',
  currency: 'KES',
  voiceInputEnabled: true,
  savingsNotifications: false,
  monthlySavingsGoal: '5000.00',
};

describe('settings form', () => {
  it('shows the user settings and sends them back unchanged', () => {
    const form = formFromUser(user, 'en');
    expect(form).toEqual({ ...user, language: 'sw' });
    expect(settingsInput(form)).toEqual(user);
  });

  it('shows an unset goal as the empty box and sends an empty box as zero', () => {
    const form = formFromUser({ ...user, monthlySavingsGoal: '0.00' }, 'en');
    expect(form.monthlySavingsGoal).toBe('');
    expect(settingsInput(form).monthlySavingsGoal).toBe('0');
    expect(settingsInput({ ...form, monthlySavingsGoal: ' 1200.5 ' }).monthlySavingsGoal).toBe('1200.5');
  });

  it('shows the device language for one this build does not know', () => {
    expect(formFromUser({ ...user, language: 'xh' }, 'ha').language).toBe('ha');
  });
});
