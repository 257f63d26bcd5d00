// One row of the tables of expenses said in another language than the person's setting: the setting
// the parser is told, the language the phrase is in, and the amount and category it must yield.
import type { CategoryId } from '../../../categories.ts';
import type { LanguageCode } from '../../../languages.ts';

export interface MixedRow {
  /** The language chosen in the app's settings: what the parser is told. */
  readonly setting: LanguageCode;
  /** The language the phrase is actually in ('hi' for Hinglish too). */
  readonly spoken: LanguageCode;
  readonly text: string;
  readonly amount: string;
  readonly category: CategoryId;
}

type Table = ReadonlyArray<readonly [text: string, amount: string, category: CategoryId]>;

/** A compact constructor so tables read as one phrase per line. */
export const mixed = (setting: LanguageCode, spoken: LanguageCode, table: Table): MixedRow[] =>
  table.map(([text, amount, category]) => ({ setting, spoken, text, amount, category }));
