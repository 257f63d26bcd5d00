// A stored expense for the screens' tests: Chakula, KES 500 for food in Swahili, synced, at 06:05 UTC
// on 21 November 2026; each test overrides only what it is about.
import type { LocalExpense } from '../offline/expenses.ts';

export const storedExpense = (overrides: Partial<LocalExpense> = {}): LocalExpense => ({
  id: 'e1',
  description: 'Chakula',
  amount: '500.00',
  currency: 'KES',
  category: 'food',
  language: 'sw',
  createdAt: '2026-11-21T06:05:00.000Z',
  updatedAt: '2026-11-21T06:05:00.000Z',
  pending: false,
  ...overrides,
});
