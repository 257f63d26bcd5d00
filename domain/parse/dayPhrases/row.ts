// One row of the day-phrase table: a phrase, the day it names (as days before today) and what the
// expense parser must still read from it. The table specifies "the phrase itself can say the day".
import type { LanguageCode } from '../../languages.ts';

/**
 * The rows are read against this "today", a Thursday: Monday is 3 days ago, Saturday 5, Sunday 4,
 * a bare "Thursday" is today (0) and "last Thursday" a week ago (7).
 */
export const ROWS_TODAY = '2026-11-26';

export interface DayRow {
  readonly language: LanguageCode;
  readonly text: string;
  /** Days before ROWS_TODAY the phrase names; null when it names no past day (then nothing changes). */
  readonly daysAgo: number | null;
  readonly amount: string;
  /** Left out on the tricky rows whose only point is the day. */
  readonly description?: string;
}

type Table = ReadonlyArray<readonly [text: string, daysAgo: number | null, amount: string, description?: string]>;

export function dayRows(language: LanguageCode, table: Table): DayRow[] {
  return table.map(([text, daysAgo, amount, description]) =>
    description === undefined ? { language, text, daysAgo, amount } : { language, text, daysAgo, amount, description },
  );
}
