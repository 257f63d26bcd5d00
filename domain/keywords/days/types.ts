// The shape of per-language day words: how a phrase says the day the money went out.
// Data only: matching rules live in domain/parse/dayWords.ts. Underscores join the words of a phrase.
import type { KeywordConfidence } from '../types.ts';

/** One list of forms per weekday, Sunday first (as Date.getUTCDay counts). */
type WeekdayForms = readonly [sun: string, mon: string, tue: string, wed: string, thu: string, fri: string, sat: string];

export interface DayWords {
  readonly confidence: KeywordConfidence;
  /** Space-separated words and phrases for yesterday. कल is also tomorrow: said of money spent, it is yesterday. */
  readonly yesterday: string;
  readonly dayBeforeYesterday?: string;
  /** The weekday names. Bare, a name counts as a day only where it cannot be an item's name (see dayWords.ts). */
  readonly weekdays: WeekdayForms;
  /** Forms that themselves say "on that day" (सोमवारी, ngoMsombuluko): a day wherever they stand. */
  readonly onWeekdays?: WeekdayForms;
  /** Words before a weekday that make it a day: "on", "siku ya", "يوم". */
  readonly on?: string;
  /** Words after a weekday that make it a day: "को", "ਨੂੰ", "ዕለት". */
  readonly onAfter?: string;
  /** "last" said before a weekday: "last", "पिछले", "ባለፈው". */
  readonly last?: string;
  /** "last" said after a weekday: "iliyopita", "dernier", "الماضي". */
  readonly lastAfter?: string;
}
