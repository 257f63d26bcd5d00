// The Settings form as plain data: filled from the server's user, edited field by field, and turned
// into the updateSettings input (spec §2: "Save Settings" sends the four preferences).
import { isLanguageCode } from '../../../domain/languages.ts';
import type { LanguageCode } from '../../../domain/languages.ts';

export interface SettingsForm {
  language: LanguageCode;
  currency: string;
  voiceInputEnabled: boolean;
  savingsNotifications: boolean;
  /** As typed in the number box: the server parses and normalises it. */
  monthlySavingsGoal: string;
}

export interface SettingsUser {
  language: string;
  currency: string;
  voiceInputEnabled: boolean;
  savingsNotifications: boolean;
  monthlySavingsGoal: string;
}

/** A user's settings as the form shows them; a language this build does not know shows `fallback`. */
export function formFromUser(user: SettingsUser, fallback: LanguageCode): SettingsForm {
  return {
    language: isLanguageCode(user.language) ? user.language : fallback,
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

