// What History's search box matches on the phone: description and note, case-insensitively, with Latin
// accents folded ("cafe" finds "Café") while Devanagari, Ge'ez and Arabic keep their vowel signs.

/** Compatibility forms unified, Latin combining accents dropped, lower case. */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLocaleLowerCase();
}

/** True when `query` (already a searchKey) is empty or inside the description or the note. */
export function matchesSearch(expense: { description: string; note?: string | null }, query: string): boolean {
  if (query === '') return true;
  return searchKey(expense.description).includes(query) || (expense.note != null && searchKey(expense.note).includes(query));
}
