// Savings and goals as the server sends them, parsed at the boundary before they reach the local
// copy; a malformed answer is retried rather than stored.
import { isLanguageCode } from '../../../domain/languages.ts';
import { GOAL_TYPES } from '../../../domain/parse/savingsAmount.ts';
import type { LocalGoal, LocalSaving } from './db.ts';

export const SAVING_FIELDS = 'id description amount currency goalType goalName language note createdAt';
export const GOAL_FIELDS = 'id name targetAmount currency deadline isCompleted createdAt';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? { ...value } : {});
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function parseSaving(value: unknown): Omit<LocalSaving, 'pending'> {
  const row = record(value);
  const [id, description, amount, currency, language, createdAt] = (['id', 'description', 'amount', 'currency', 'language', 'createdAt'] as const)
    .map((key) => text(row[key]) ?? '');
  const goalType = GOAL_TYPES.find((type) => type === row.goalType);
  if (!id || !description || !amount || !currency || !goalType || !language || !isLanguageCode(language) || !createdAt) {
    throw new Error('The server sent a saving this app cannot read');
  }
  return { id, description, amount, currency, goalType, goalName: text(row.goalName), language, note: text(row.note), createdAt };
}

export function parseGoal(value: unknown): LocalGoal {
  const row = record(value);
  const [id, name, targetAmount, currency, createdAt] = (['id', 'name', 'targetAmount', 'currency', 'createdAt'] as const)
    .map((key) => text(row[key]) ?? '');
  if (!id || !name || !targetAmount || !currency || !createdAt || typeof row.isCompleted !== 'boolean') {
    throw new Error('The server sent a goal this app cannot read');
  }
  return { id, name, targetAmount, currency, deadline: text(row.deadline), isCompleted: row.isCompleted, createdAt };
}
