// One row of the phrase table: what a person says and what the parser must understand from it.
// The table is the parser's specification; every row must pass.
import type { CategoryId } from '../../categories.ts';
import type { LanguageCode } from '../../languages.ts';

/** What makes a phrase hard: the classes, so accuracy can be read per class. */
export const PHRASE_CLASSES = [
  'plain', 'sandhi', 'inflected', 'fraction', 'bantu', 'several', 'staples', 'rent', 'airtime', 'tokens', 'fuel', 'vehicles',
] as const;
export type PhraseClass = (typeof PHRASE_CLASSES)[number];

export interface PhraseRow {
  readonly language: LanguageCode;
  readonly phraseClass: PhraseClass;
  readonly text: string;
  readonly amount: string;
  readonly description: string;
  readonly category: CategoryId;
  /** Expected detected currency; omitted means none is expected. */
  readonly currency?: string;
}

type Table = ReadonlyArray<readonly [text: string, amount: string, description: string, category: CategoryId, currency?: string]>;

/** A compact constructor so tables read as one phrase per line; the class defaults to plain. */
export function rows(language: LanguageCode, table: Table, phraseClass: PhraseClass = 'plain'): PhraseRow[] {
  return table.map(([text, amount, description, category, currency]) => {
    const row = { language, phraseClass, text, amount, description, category };
    return currency === undefined ? row : { ...row, currency };
  });
}
