// Understanding a said or typed expense: the same domain parser the web app runs offline, so
// the server and the phone always agree on what "nimenunua chakula 500" means.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { normalizeAmount } from '../../domain/money.ts';
import { parseExpense } from '../../domain/parse/index.ts';
import { rememberedCategory } from '../../projections/corrections/queries.ts';
import { parseInput } from '../commands/input.ts';
import type { App, Caller } from '../context.ts';

const AnalyzeInput = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text must not be empty')
    .max(500, 'text must be at most 500 characters'),
  language: z.enum(LANGUAGE_CODES, { error: 'language must be one of the 22 supported language codes' }),
});

export interface ExpenseAnalysis {
  description: string;
  /** Null when no amount was heard; the client then asks again rather than saving 0. */
  amount: string | null;
  category: string;
  confidence: number;
}

/** The caller's own earlier correction of this description wins over the keyword lists. */
export async function analyzeExpense(app: App, caller: Caller, input: unknown): Promise<ExpenseAnalysis> {
  const { text, language } = parseInput(AnalyzeInput, input);
  const parsed = parseExpense(text, language);
  const remembered = await rememberedCategory(app.db, caller.userId, parsed.description);
  const amount = normalizeAmount(parsed.amount);
  return {
    description: parsed.description,
    amount: amount === '0.00' ? null : amount,
    category: remembered ?? parsed.category,
    confidence: parsed.confidence,
  };
}
