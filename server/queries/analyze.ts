// Understanding a said or typed expense: the same domain parser the web app runs offline, so
// the server and the phone always agree on what "nimenunua chakula 500" means.
import * as z from 'zod';
import { CURRENCY_MESSAGE, isSupportedCurrency } from '../../domain/currencies.ts';
import { localDay } from '../../domain/dates.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { normalizeAmount } from '../../domain/money.ts';
import type { Cycle } from '../../domain/recurrence.ts';
import { dayOfSaid, parseExpense } from '../../domain/parse/index.ts';
import { parseIou } from '../../domain/parse/iou.ts';
import { parseSaving } from '../../domain/parse/savings.ts';
import { categoryMemory, rememberedCategory } from '../../projections/corrections/queries.ts';
import type { RememberedCorrection } from '../../projections/corrections/queries.ts';
import { callerCurrency } from './insightMoney.ts';
import { parseInput } from '../input.ts';
import type { App, Caller } from '../context.ts';

const AnalyzeInput = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text must not be empty')
    .max(500, 'text must be at most 500 characters'),
  language: z.enum(LANGUAGE_CODES, { error: 'language must be one of the 22 supported language codes' }),
  /** The currency to answer when the phrase names none; left out, the user's own. */
  currency: z.string({ error: CURRENCY_MESSAGE }).trim().toUpperCase().refine(isSupportedCurrency, CURRENCY_MESSAGE).nullish(),
});

export interface ExpenseAnalysis {
  description: string;
  /** Null when no amount was heard; the client then asks again rather than saving 0. */
  amount: string | null;
  category: string;
  confidence: number;
  /** The currency the phrase names ("KSh 500", "₦2,000"), else the one the caller gave, else the user's. */
  currency: string;
  /** The local day (YYYY-MM-DD) the phrase said ("jana", "last Monday"), in the caller's time zone; null when it said none. */
  day: string | null;
  /**
   * How often the bill comes back, when the phrase says it ("kodi ya nyumba kila mwezi 8000", "rent 15000
   * every month"): the phone offers it as a recurring bill. Null otherwise, and for a saving or money lent.
   */
  cycle: Cycle | null;
  /**
   * "saving" when the phrase says save, deposit, a fund or an investment; "iou" when it says money was
   * lent or borrowed: then offered as that, never stored as an expense.
   */
  kind: 'expense' | 'saving' | 'iou';
  /** What the phrase means as a saving; null otherwise. */
  saving: SavingAnalysis | null;
  /** What the phrase means as money lent or borrowed; null otherwise. */
  iou: IouAnalysis | null;
}

export interface IouAnalysis {
  direction: 'lent' | 'borrowed';
  /** Who it was with, as said; null when no one was named. */
  person: string | null;
  amount: string | null;
}

export interface SavingAnalysis {
  description: string;
  amount: string | null;
  goalType: string;
  goalName: string | null;
}

/** Lent or borrowed outranks a saving: "nimemkopesha" is never put aside. */
const kindOf = (text: string, language: (typeof LANGUAGE_CODES)[number]) => {
  const iou = asIou(text, language);
  if (iou !== null) return { kind: 'iou' as const, saving: null, iou };
  const saving = asSaving(text, language);
  return { kind: saving === null ? ('expense' as const) : ('saving' as const), saving, iou: null };
};

function asIou(text: string, language: (typeof LANGUAGE_CODES)[number]): IouAnalysis | null {
  const { direction, person, amount } = parseIou(text, language);
  if (direction === null) return null;
  const normalized = normalizeAmount(amount);
  return { direction, person, amount: normalized === '0.00' ? null : normalized };
}

function asSaving(text: string, language: (typeof LANGUAGE_CODES)[number]): SavingAnalysis | null {
  const parsed = parseSaving(text, language);
  if (!parsed.isSaving) return null;
  const amount = normalizeAmount(parsed.amount);
  return { description: parsed.description, amount: amount === '0.00' ? null : amount, goalType: parsed.goalType, goalName: parsed.goalName };
}

/** The caller's own earlier correction of this description wins over the keyword lists. */
export async function analyzeExpense(app: App, caller: Caller, input: unknown): Promise<ExpenseAnalysis> {
  const { text, language, currency } = parseInput(AnalyzeInput, input);
  const parsed = parseExpense(text, language);
  const remembered = await rememberedCategory(app.db, caller.userId, parsed.description);
  const amount = normalizeAmount(parsed.amount);
  const kind = kindOf(text, language);
  return {
    description: parsed.description,
    amount: amount === '0.00' ? null : amount,
    category: remembered ?? parsed.category,
    confidence: parsed.confidence,
    currency: parsed.currency ?? currency ?? (await callerCurrency(app, caller)),
    day: parsed.saidDay === undefined ? null : dayOfSaid(parsed.saidDay, localDay(caller.now, caller.timeZone)),
    ...kind,
    cycle: kind.kind === 'expense' ? (parsed.recurring?.cycle ?? null) : null,
  };
}

/** The caller's own correction memory, which the phone's offline analysis applies as the server does. */
export const correctionMemory = (app: App, caller: Caller): Promise<RememberedCorrection[]> => categoryMemory(app.db, caller.userId);
