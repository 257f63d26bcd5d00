// Understanding a spoken or typed expense: amount, description, category and how sure we are.
// Pure and total: any string in any of the 22 languages yields a result; amount '0' means none found.
import { type CategoryId, CATEGORIES } from '../categories.ts';
import type { LanguageCode } from '../languages.ts';
import type { Cycle } from '../recurrence.ts';
import { type CategoryMatch, readCategory, readInOtherLanguages, readPurpose } from './categorize.ts';
import { readCycle } from './cycle.ts';
import { fold } from './fold.ts';
import { foldText } from './keywordMatch.ts';
import { type AmountEvidence, scoreConfidence } from './confidence.ts';
import { formatCents } from './decimal.ts';
import { type SaidDay, readSaidDay } from './dayWords.ts';
import { describe, fillerTest } from './description.ts';
import { type DescriptionParts, matchPattern } from './patterns/match.ts';
import type { ExpensePattern } from './patterns/pattern.ts';
import { grammarFor } from './patterns/registry.ts';
import { readTranscript, type Word } from './words.ts';

export interface ParsedExpense {
  readonly description: string;
  /** Exact decimal string with at most two fraction digits ("1500", "12.5"); '0' when none was found. */
  readonly amount: string;
  readonly category: CategoryId;
  /** 0..1 */
  readonly confidence: number;
  /** ISO 4217 code (or USDT) when the transcript named exactly one currency. */
  readonly currency?: string;
  /** The day the phrase said ("jana", "last Monday"); dayOfSaid turns it into the caller's local day. */
  readonly saidDay?: SaidDay;
  /**
   * Set when the phrase says the expense comes back ("kodi ya nyumba kila mwezi 8000", "rent 15000
   * every month"): a recurring bill with its cycle, its words left out of the description.
   */
  readonly recurring?: { readonly cycle: Cycle };
}

/** @public Read through parse/index.ts. */
export const DEFAULT_DESCRIPTION = 'Expense';

interface AmountChoice {
  readonly index: number;
  readonly evidence: AmountEvidence;
  readonly parts: DescriptionParts;
  readonly pattern?: ExpensePattern;
}

/** Spec fallback: any number is the amount (the last one, as prices follow items) and the rest the description. */
function fallbackChoice(words: readonly Word[]): AmountChoice | undefined {
  const index = words.findLastIndex((word) => word.number !== undefined);
  if (index < 0) return undefined;
  return { index, evidence: 'fallback', parts: { item: [0, index], tail: [index + 1, words.length] } };
}

function chooseAmount(words: readonly Word[], language: LanguageCode): AmountChoice | undefined {
  const match = matchPattern(words, grammarFor(language));
  if (match === undefined) return fallbackChoice(words);
  const evidence = match.pattern.kind === 'explicit' ? 'explicit' : 'positional';
  return { index: match.amountIndex, evidence, parts: match.parts, pattern: match.pattern };
}

/**
 * Why the money went, said anywhere in the sentence ("nimemlipa mwenye nyumba"), decides; else what
 * the description names, else anything the sentence names.
 */
function categoryOf(description: string, fullText: string, language: LanguageCode, amount: string): CategoryMatch & { readIn?: LanguageCode } {
  // Only words the description left out can add a purpose: when it kept every word, read it alone.
  const kept = new Set(fold(description).split(' '));
  const leftOut = fold(fullText).split(' ').some((word) => word !== '' && !kept.has(word) && !/^[\d.]+$/u.test(word));
  const full = leftOut ? foldText(fullText) : undefined;
  const purpose = full === undefined ? undefined : readPurpose(full, language);
  if (purpose !== undefined) return purpose.match;
  const fromDescription = readCategory(description, language, amount).match;
  if (fromDescription.evidence !== 'none') return fromDescription;
  const fromSentence = readCategory(full ?? fullText, language, amount).match;
  if (fromSentence.evidence !== 'none') return fromSentence;
  // Nothing in the person's language: the phrase may be in another they speak.
  const other = readInOtherLanguages(full ?? fullText, language, amount);
  return other === undefined ? fromSentence : { ...other.match, readIn: other.language };
}

/**
 * An expense from what was said or typed, read in the person's language. A phrase whose category only
 * another language explains, and whose amount the person's language cannot read ("nauli mia mbili" on
 * an English phone), is that language's phrase: its amount is read in it too. Nothing else is: a word
 * that is a number in some language ("mia") is a name unless that language also explains the phrase.
 */
export function parseExpense(text: string, language: LanguageCode): ParsedExpense {
  const own = parseIn(text, language);
  if (own.parsed.amount !== '0' || own.readIn === undefined) return own.parsed;
  const theirs = parseIn(text, own.readIn);
  return theirs.parsed.amount === '0' ? own.parsed : theirs.parsed;
}

function parseIn(text: string, language: LanguageCode): { parsed: ParsedExpense; readIn?: LanguageCode } {
  const transcript = readTranscript(text, language);
  const grammar = grammarFor(language);
  // The day and the cycle words come out first: the amount and the item are read from what is left.
  const days = readSaidDay(transcript.words, language, fillerTest(grammar));
  const { said } = days;
  const { words, cycle } = readCycle(days.words, language);
  const choice = chooseAmount(words, language);
  const number = choice === undefined ? undefined : words[choice.index]?.number;
  const amount = number === undefined ? '0' : formatCents(number.cents);
  const parts: DescriptionParts = choice?.parts ?? { item: [0, words.length] };
  const itemWords = describe(words, parts, grammar, choice?.pattern);
  const category = categoryOf(itemWords, transcript.text, language, amount);
  const description = itemWords !== '' ? itemWords : category.category === 'other' ? DEFAULT_DESCRIPTION : CATEGORIES[category.category].name;
  const competing = words.filter((word) => word.number?.strong === true).length > 1;
  const confidence = scoreConfidence({
    amount: choice?.evidence ?? 'none',
    spoken: number?.spoken ?? false,
    weak: number !== undefined && !number.strong,
    competing,
    category: category.evidence,
    described: itemWords !== '',
  });
  const parsed: ParsedExpense = { description, amount, category: category.category, confidence };
  const withCurrency = transcript.currency === undefined ? parsed : { ...parsed, currency: transcript.currency };
  const withDay = said === undefined ? withCurrency : { ...withCurrency, saidDay: said };
  const whole = cycle === undefined ? withDay : { ...withDay, recurring: { cycle } };
  return category.readIn === undefined ? { parsed: whole } : { parsed: whole, readIn: category.readIn };
}
