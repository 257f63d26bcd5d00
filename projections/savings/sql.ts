// How saving and goal rows are selected, parsed back and written, in one place for the projection
// and its queries. Amounts are kept as text so USDT's 8 decimals survive exactly.
import { z } from 'zod';
import { goalKey } from '../../domain/parse/savingsAmount.ts';
import { isoUtc } from '../sqlTime.ts';
import type { SavingRow, SavingsGoalRow } from './row.ts';

export const SAVING_COLUMNS = `id::text, user_id::text, description, amount, currency, goal_type, goal_name, language,
  original_text, local_day::text, ${isoUtc('created_at')} as created_at, ${isoUtc('updated_at')} as updated_at`;

export const GOAL_COLUMNS = `id::text, user_id::text, name, target_amount, currency, deadline::text, is_completed,
  ${isoUtc('created_at')} as created_at, ${isoUtc('updated_at')} as updated_at`;

export const SAVING_RECORD = `id uuid, user_id uuid, description text, amount text, currency text, goal_type text,
  goal_name text, goal_key text, language text, original_text text, local_day date, created_at timestamptz, updated_at timestamptz`;

export const GOAL_RECORD = `id uuid, user_id uuid, name text, target_amount text, currency text, deadline date,
  is_completed boolean, created_at timestamptz, updated_at timestamptz`;

const SavingRecord = z.object({
  id: z.string(), user_id: z.string(), description: z.string(), amount: z.string(), currency: z.string(),
  goal_type: z.string(), goal_name: z.string().nullable(), language: z.string(), original_text: z.string().nullable(),
  local_day: z.string(), created_at: z.string(), updated_at: z.string(),
});

const GoalRecord = z.object({
  id: z.string(), user_id: z.string(), name: z.string(), target_amount: z.string(), currency: z.string(),
  deadline: z.string().nullable(), is_completed: z.boolean(), created_at: z.string(), updated_at: z.string(),
});

export function parseSavingRow(raw: unknown): SavingRow {
  const row = SavingRecord.parse(raw);
  return {
    id: row.id, userId: row.user_id, description: row.description, amount: row.amount, currency: row.currency,
    goalType: row.goal_type, goalName: row.goal_name, language: row.language, originalText: row.original_text,
    localDay: row.local_day, createdAt: row.created_at, updatedAt: row.updated_at,
  };
}

export function parseGoalRow(raw: unknown): SavingsGoalRow {
  const row = GoalRecord.parse(raw);
  return {
    id: row.id, userId: row.user_id, name: row.name, targetAmount: row.target_amount, currency: row.currency,
    deadline: row.deadline, isCompleted: row.is_completed, createdAt: row.created_at, updatedAt: row.updated_at,
  };
}

export const savingRecord = (row: SavingRow) => ({
  id: row.id, user_id: row.userId, description: row.description, amount: row.amount, currency: row.currency,
  goal_type: row.goalType, goal_name: row.goalName, goal_key: row.goalName === null ? null : goalKey(row.goalName),
  language: row.language, original_text: row.originalText, local_day: row.localDay, created_at: row.createdAt,
  updated_at: row.updatedAt,
});

export const goalRecord = (row: SavingsGoalRow) => ({
  id: row.id, user_id: row.userId, name: row.name, target_amount: row.targetAmount, currency: row.currency,
  deadline: row.deadline, is_completed: row.isCompleted, created_at: row.createdAt, updated_at: row.updatedAt,
});
