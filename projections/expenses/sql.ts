// How an expense row is selected and parsed back, in one place for the projection and its queries.
import { z } from 'zod';
import { ExpenseSource } from '../../events/expense/events.ts';
import { isoUtc } from '../sqlTime.ts';
import type { ExpenseRow, KeptExpense } from './row.ts';


export const EXPENSE_COLUMNS = `id::text, user_id::text, description, amount::text, currency, category, language,
  original_text, source, local_day::text, ${isoUtc('created_at')} as created_at, ${isoUtc('updated_at')} as updated_at`;

const ExpenseRecord = z.object({
  id: z.string(),
  user_id: z.string(),
  description: z.string(),
  amount: z.string(),
  currency: z.string(),
  category: z.string(),
  language: z.string(),
  original_text: z.string().nullable(),
  source: ExpenseSource.nullable(),
  local_day: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export function parseExpenseRow(raw: unknown): ExpenseRow {
  const row = ExpenseRecord.parse(raw);
  return {
    id: row.id,
    userId: row.user_id,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    category: row.category,
    language: row.language,
    originalText: row.original_text,
    source: row.source,
    localDay: row.local_day,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The projection's own read: the row and whether it is deleted (queries never see deleted rows). */
export const KEPT_EXPENSE_COLUMNS = `${EXPENSE_COLUMNS}, deleted`;

export const parseKeptExpense = (raw: unknown): KeptExpense => ({
  row: parseExpenseRow(raw),
  deleted: z.object({ deleted: z.boolean() }).parse(raw).deleted,
});
