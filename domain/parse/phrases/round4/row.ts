// One row of issue 37's phrase tables: what a person says and the amount and category it must yield
// (and the currency where the phrase names one). Descriptions are not specified here.
import type { CategoryId } from '../../../categories.ts';
import type { LanguageCode } from '../../../languages.ts';
import type { Expected } from '../accuracy.ts';

export type ReachRow = Expected;

type Table = ReadonlyArray<readonly [text: string, amount: string, category: CategoryId, currency?: string]>;

/** A compact constructor so tables read as one phrase per line. */
export function said(language: LanguageCode, table: Table): ReachRow[] {
  return table.map(([text, amount, category, currency]) => {
    const row = { language, text, amount, category };
    return currency === undefined ? row : { ...row, currency };
  });
}
