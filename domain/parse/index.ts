// What web and server import to understand an expense: parsing, categorising, normalising, numbers.
// Everything else under domain/parse/ is internal and may change shape.
export { DEFAULT_DESCRIPTION, type ParsedExpense, parseExpense } from './expense.ts';
export { correctionKey } from './correctionKey.ts';
export { dayOfSaid, type SaidDay } from './dayWords.ts';
export { type CategoryEvidence, type CategoryMatch, categorize, detectCategory } from './categorize.ts';
export type { CurrencyCode } from './currency.ts';
export { MAX_TRANSCRIPT_LENGTH, type NormalizedTranscript, normalizeTranscript } from './normalize.ts';
export { readSpokenNumber } from './numberWords/registry.ts';
