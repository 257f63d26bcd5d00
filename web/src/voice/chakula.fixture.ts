// "nimenunua chakula 500" (Swahili: I bought food for 500) through the voice tests: what the analysis
// reads from it and what the save is handed for it, shared by the machine's and the modal's tests.
import type { Analysis, SaveInput } from './voiceTypes.ts';

export const CHAKULA: Analysis = { description: 'Chakula', amount: '500.00', category: 'food', confidence: 0.95 };

/** Saved in KES by a Swahili speaker, with the words they said. */
export const CHAKULA_SAVED: SaveInput = {
  description: 'Chakula',
  amount: '500.00',
  currency: 'KES',
  category: 'food',
  language: 'sw',
  originalText: 'nimenunua chakula 500',
};
