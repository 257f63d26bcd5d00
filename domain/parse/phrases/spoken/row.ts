// One row of the speech-shaped table (issue 26): what a person says and the amount and category it
// must yield (and the currency where the phrase names one). Descriptions are not specified here.
import type { CategoryId } from '../../../categories.ts';
import type { LanguageCode } from '../../../languages.ts';

/** What makes the phrase hard: the three kinds, so accuracy can be read per kind. */
export const SPOKEN_KINDS = ['indirect', 'second number', 'currency word'] as const;
export type SpokenKind = (typeof SPOKEN_KINDS)[number];

export interface SpokenRow {
  readonly language: LanguageCode;
  readonly kind: SpokenKind;
  readonly text: string;
  readonly amount: string;
  readonly category: CategoryId;
  readonly currency?: string;
}

type Table = ReadonlyArray<readonly [text: string, amount: string, category: CategoryId, currency?: string]>;

/** A compact constructor so tables read as one phrase per line. */
export function spoken(language: LanguageCode, kind: SpokenKind, table: Table): SpokenRow[] {
  return table.map(([text, amount, category, currency]) => {
    const row = { language, kind, text, amount, category };
    return currency === undefined ? row : { ...row, currency };
  });
}
