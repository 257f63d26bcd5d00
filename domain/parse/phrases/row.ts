// One row of the phrase table: what a person says and what the parser must understand from it.
// The table is the parser's specification; every row must pass.
import type { CategoryId } from '../../categories.ts';
import type { LanguageCode } from '../../languages.ts';

export interface PhraseRow {
  readonly language: LanguageCode;
  readonly text: string;
  readonly amount: string;
  readonly description: string;
  readonly category: CategoryId;
  /** Expected detected currency; omitted means none is expected. */
  readonly currency?: string;
}

/** A compact constructor so tables read as one phrase per line. */
export function rows(
  language: LanguageCode,
  table: ReadonlyArray<readonly [text: string, amount: string, description: string, category: CategoryId, currency?: string]>,
): PhraseRow[] {
  return table.map(([text, amount, description, category, currency]) =>
    currency === undefined ? { language, text, amount, description, category } : { language, text, amount, description, category, currency },
  );
}
