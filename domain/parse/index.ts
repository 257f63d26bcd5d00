// What the server and WhatsApp import to understand an expense: parsing, categorising, normalising,
// numbers, with every language's generated lexicon in. The phone imports phone.ts, which fetches one
// language's at a time. Everything else under domain/parse/ is internal and may change shape.
// The whole list is the parser's public API (the WhatsApp channel reads it), whether or not the
// server imports each part today: hence @public.
import './lexicon/all.ts';

/** @public */
export { DEFAULT_DESCRIPTION, type ParsedExpense, parseExpense } from './expense.ts';
/** @public */
export { correctionKey } from './correctionKey.ts';
/** @public */
export { dayOfSaid, type SaidDay } from './dayWords.ts';
/** @public */
export { type CategoryEvidence, type CategoryMatch, categorize, categorizeExpense, detectCategory } from './categorize.ts';
/** @public */
export { MAX_TRANSCRIPT_LENGTH, normalizeTranscript } from './normalize.ts';
/** @public */
export { readSpokenNumber } from './numberWords/registry.ts';
