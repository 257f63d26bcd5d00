// What the server and WhatsApp import to understand an expense: parsing, categorising, normalising,
// numbers, with every language's generated lexicon in. The phone imports phone.ts, which fetches one
// language's at a time. Everything else under domain/parse/ is internal and may change shape.
import './lexicon/all.ts';

export { DEFAULT_DESCRIPTION, type ParsedExpense, parseExpense } from './expense.ts';
export { correctionKey } from './correctionKey.ts';
export { dayOfSaid, type SaidDay } from './dayWords.ts';
export { type CategoryEvidence, type CategoryMatch, categorize, detectCategory } from './categorize.ts';
export type { CurrencyCode } from './currency.ts';
export { MAX_TRANSCRIPT_LENGTH, type NormalizedTranscript, normalizeTranscript } from './normalize.ts';
export { readSpokenNumber } from './numberWords/registry.ts';
