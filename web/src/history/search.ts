// What History's search box matches on the phone's own copy: description and note, folded by the
// one search rule the server uses too (domain/search.ts), so offline and online find the same rows.
import { searchKey } from '../../../domain/search.ts';

/** True when `query` (already a searchKey) is empty or inside the description or the note. */
export function matchesSearch(expense: { description: string; note?: string | null }, query: string): boolean {
  if (query === '') return true;
  return searchKey(expense.description).includes(query) || (expense.note != null && searchKey(expense.note).includes(query));
}
