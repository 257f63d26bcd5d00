// The Settings form as plain data: filled from the server's user and the device's voice language,
// edited field by field, checked, and turned into the updateSettings input (spec §2: "Save
// Settings" sends the four preferences).
import type { LanguageCode } from '../../../domain/languages.ts';
import { isBalance } from '../../../domain/money.ts';
import { t } from '../i18n/index.ts';
import { SETTINGS_MESSAGES } from './messages.ts';

export interface SettingsForm {
  language: LanguageCode;
  currency: string;
  voiceInputEnabled: boolean;
  savingsNotifications: boolean;
  /** As typed in the number box: the server parses and normalises it. */
  monthlySavingsGoal: string;
}

export interface SettingsUser {
  currency: string;
  voiceInputEnabled: boolean;
  savingsNotifications: boolean;
  monthlySavingsGoal: string;
}

/**
 * A user's settings as the form shows them. The voice language is the one Home listens in (the
 * device's): a pick in the Add Expense modal shows here too, and Save sends it to the account.
 */
export function formFromUser(user: SettingsUser, voiceLanguage: LanguageCode): SettingsForm {
  return {
    language: voiceLanguage,
    currency: user.currency,
    voiceInputEnabled: user.voiceInputEnabled,
    savingsNotifications: user.savingsNotifications,
    // An unset goal reads as the placeholder (0.00) rather than a typed zero.
    monthlySavingsGoal: Number(user.monthlySavingsGoal) === 0 ? '' : user.monthlySavingsGoal,
  };
}

/** The updateSettings input: language, currency, the voice and notification switches and the goal. */
export function settingsInput(form: SettingsForm) {
  const goal = form.monthlySavingsGoal.trim();
  return {
    language: form.language,
    currency: form.currency,
    voiceInputEnabled: form.voiceInputEnabled,
    savingsNotifications: form.savingsNotifications,
    monthlySavingsGoal: goal === '' ? '0' : goal,
  };
}


/** What is wrong with the goal as typed, in the field's words (the server's own rule); null when it is fine. */
export function goalProblem(goal: string): string | null {
  const typed = goal.trim();
  if (typed.startsWith('-')) return t(SETTINGS_MESSAGES.goalNotNegative);
  return typed === '' || isBalance(typed) ? null : t(SETTINGS_MESSAGES.goalFormat);
}

/** True when the form would send something other than what was last saved. */
export function hasUnsavedChanges(form: SettingsForm, saved: SettingsForm): boolean {
  // settingsInput builds both with the same keys in the same order, so their JSON compares.
  return JSON.stringify(settingsInput(form)) !== JSON.stringify(settingsInput(saved));
}
