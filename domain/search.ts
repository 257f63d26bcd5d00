// The one rule for matching what a person typed in a search box against what they said: both
// sides folded the same way (Unicode NFKC, lower case, Latin accents and Arabic vowel marks gone).
// The server stores each expense's folded text; the phone can fold its own copy with the same rule.

// Combining accents on Latin letters and the Arabic short-vowel marks are optional in writing: a
// search without them must still find text with them. Indic and Ge'ez vowel signs carry letters'
// sounds and stay.
const OPTIONAL_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670]/g;

/** Text as searches compare it. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(OPTIONAL_MARKS, '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What an expense is searched by: its description, the words it was said in and the person's note. */
export const expenseSearchText = (description: string, originalText: string | null, note: string | null) =>
  searchKey([description, originalText, note].filter(Boolean).join('\n'));
