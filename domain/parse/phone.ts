// What the phone imports to understand an expense: the parser of index.ts without the generated
// lexicons, which loadLexicons fetches one language's at a time (each its own chunk), so neither the
// first screen nor the parser's own chunk carries the 22 languages' tables.
export { parseExpense } from './expense.ts';
export { dayOfSaid } from './dayWords.ts';
export { loadLexicons } from './lexicon/load.ts';
