// User-visible strings the voice feature adds for a phrase heard as a saving on the Add Expense modal.
// Goal type names are the Savings screen's, so one goal type reads the same everywhere.
import { SAVINGS_MESSAGES } from '../savings/messages.ts';

export const VOICE_MESSAGES = {
  saving: 'Saving',
  savingHint: 'This will be added to your savings, not your expenses.',
  goalType: 'Goal type',
  goalName: 'Goal name',
  goalTypes: SAVINGS_MESSAGES.goalTypes,
} as const;
