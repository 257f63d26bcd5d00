// Turning a phrase into an expense or a saving: the server's analyzeExpense first, the same domain
// parsers on the phone when the call fails, is slow, or hears no amount or description. Failures never reach the user.
import type { ApolloClient } from '@apollo/client';
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import { isSupportedCurrency } from '../../../domain/currencies.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { localDay } from '../../../domain/dates.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import type { Cycle } from '../../../domain/recurrence.ts';
import { isValidAmount, normalizeAmount } from '../../../domain/money.ts';
import { GOAL_TYPES } from '../../../domain/parse/savingsAmount.ts';
import type { GoalType } from '../../../domain/parse/savingsAmount.ts';
import { graphql } from '../gql/index.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { describeSaving } from '../offline/savingActions.ts';
import { correctedCategory } from './correctionMemory.ts';
import type { Analysis } from './voiceMachine.ts';

const AnalyzeExpenseQuery = graphql(`
  query AnalyzeExpense($text: String!, $language: String!, $currency: String) {
    analyzeExpense(text: $text, language: $language, currency: $currency) {
      description
      amount
      category
      confidence
      currency
      day
      cycle
      kind
      saving {
        description
        amount
        goalType
        goalName
      }
      iou {
        direction
        person
        amount
      }
    }
  }
`);

/** On a 2G link a person should not wait longer than this for what the phone can work out itself. */
const ANALYSIS_TIMEOUT_MS = 4000;

function toCategory(value: string): CategoryId {
  return CATEGORY_IDS.find((id) => id === value) ?? 'other';
}

/** Amounts the save would refuse (zero, too many digits) count as not heard. */
function toAmount(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const amount = normalizeAmount(value);
  return isValidAmount(amount) ? amount : null;
}

/** Only a currency the phrase named is kept; otherwise the person's own applies when saving. */
function withCurrency(analysis: Analysis, currency: string | null | undefined): Analysis {
  return currency === null || currency === undefined || !isSupportedCurrency(currency) ? analysis : { ...analysis, currency };
}

/** A bill said with how often it comes back; only an expense can be one. */
function asBill(analysis: Analysis, cycle: Cycle | null | undefined): Analysis {
  return cycle === null || cycle === undefined || analysis.saving !== undefined || analysis.iou !== undefined ? analysis : { ...analysis, bill: { cycle } };
}

/** Only an expense is placed on the day the phrase said; a saving is kept today. */
function onDay(analysis: Analysis, day: string | null | undefined): Analysis {
  return day === null || day === undefined || analysis.saving !== undefined ? analysis : { ...analysis, day };
}

function toGoalType(value: string): GoalType {
  return GOAL_TYPES.find((type) => type === value) ?? 'general';
}

interface SavingReading {
  description: string;
  amount: string | null | undefined;
  goalType: string;
  goalName: string | null | undefined;
}

/** A saving is offered with its own amount and description, so confirming it can never save the expense reading. */
function asSaving(saving: SavingReading, confidence: number): Analysis {
  return {
    description: describeSaving(saving.goalName?.trim() || null),
    amount: toAmount(saving.amount),
    category: 'other',
    confidence,
    saving: { goalType: toGoalType(saving.goalType), goalName: saving.goalName?.trim() || null },
  };
}

interface IouAnswer {
  direction: string;
  person: string | null | undefined;
  amount: string | null | undefined;
}

/** Money lent or borrowed is offered with its person and direction, never as an expense; its description is the person. */
function asIou(iou: IouAnswer, confidence: number): Analysis {
  const person = iou.person?.trim() || null;
  return {
    description: person ?? '',
    amount: toAmount(iou.amount),
    category: 'other',
    confidence,
    iou: { direction: iou.direction === 'borrowed' ? 'borrowed' : 'lent', person },
  };
}

/** The parsers (every language's grammar and number words) are loaded only when first needed. */
function loadParser() {
  return import('../../../domain/parse/phone.ts');
}

/** The language's category lexicon, its own chunk: fetched once, then cached for offline use too. */
async function loadLexicons(language: LanguageCode): Promise<void> {
  const { loadLexicons: load } = await loadParser();
  await load(language).catch(() => undefined);
}

function loadSavingsParser() {
  return import('../../../domain/parse/savings.ts');
}

function loadIouParser() {
  return import('../../../domain/parse/iou.ts');
}

async function parseLocally(text: string, language: LanguageCode): Promise<Analysis> {
  const [{ dayOfSaid, parseExpense }, { parseSaving }, { parseIou }] = await Promise.all([
    loadParser(), loadSavingsParser(), loadIouParser(), loadLexicons(language),
  ]);
  const parsed = parseExpense(text, language);
  // As on the server, lent or borrowed outranks a saving.
  const iou = parseIou(text, language);
  if (iou.direction !== null) return withCurrency(asIou({ ...iou, direction: iou.direction }, parsed.confidence), iou.currency);
  const saving = parseSaving(text, language);
  if (saving.isSaving) return withCurrency(asSaving(saving, parsed.confidence), saving.currency ?? parsed.currency);
  // As on the server, the person's own correction of this description wins over the keyword lists.
  const category = (await correctedCategory(parsed.description)) ?? parsed.category;
  const analysis = { description: parsed.description, amount: toAmount(parsed.amount), category, confidence: parsed.confidence };
  // As on the server, the said day counts back from the person's own today.
  const day = parsed.saidDay && dayOfSaid(parsed.saidDay, localDay(new Date(), deviceTimeZone()));
  return asBill(onDay(withCurrency(analysis, parsed.currency), day), parsed.recurring?.cycle);
}

async function askServer(client: ApolloClient, text: string, language: LanguageCode, currency: string | undefined, timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const request = client.query({ query: AnalyzeExpenseQuery, variables: { text, language, currency }, fetchPolicy: 'no-cache' });
    const { data } = await Promise.race([request, expired]);
    return data?.analyzeExpense;
  } finally {
    clearTimeout(timer);
  }
}

export async function analyzeExpense(
  client: ApolloClient,
  text: string,
  language: LanguageCode,
  /** `currency`: the person's own, answered back when the phrase names none. */
  { currency, timeoutMs = ANALYSIS_TIMEOUT_MS }: { currency?: string; timeoutMs?: number } = {},
): Promise<Analysis> {
  // With no network at all the request would only fail; go straight to the phone's parser.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return parseLocally(text, language);
  // While online, the language's lexicon is fetched for the day the phone parses on its own.
  void loadLexicons(language).catch(() => undefined);
  try {
    const answer = await askServer(client, text, language, currency, timeoutMs);
    const reading = answer?.kind === 'iou' && answer.iou
      ? asIou(answer.iou, answer.confidence)
      : answer?.kind === 'saving' && answer.saving ? asSaving(answer.saving, answer.confidence) : undefined;
    const amount = reading ? reading.amount : toAmount(answer?.amount);
    if (answer !== undefined && amount !== null && (reading?.iou !== undefined || (reading?.description ?? answer.description).trim() !== '')) {
      const analysis = reading ?? { description: answer.description, amount, category: toCategory(answer.category), confidence: answer.confidence };
      return asBill(onDay(withCurrency(analysis, answer.currency), answer.day), answer.cycle);
    }
    console.warn('analyzeExpense heard no amount or description; using the local parser', answer);
  } catch (error) {
    console.warn('analyzeExpense failed; using the local parser', error);
  }
  return parseLocally(text, language);
}
