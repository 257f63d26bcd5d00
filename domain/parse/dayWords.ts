// Finds the day a phrase says ("jana", "कल", "last Monday") and takes those words out, so amount and
// description read as if it was never said. Pure: the caller's today turns what was said into a day.
import { addDays } from '../dates.ts';
import {
  AFRIKAANS_DAYS, AMHARIC_DAYS, ARABIC_DAYS, ENGLISH_DAYS, FRENCH_DAYS, HAUSA_DAYS, IGBO_DAYS, SWAHILI_DAYS, YORUBA_DAYS, ZULU_DAYS,
} from '../keywords/days/african.ts';
import {
  ASSAMESE_DAYS, BENGALI_DAYS, GUJARATI_DAYS, HINDI_DAYS, KANNADA_DAYS, MALAYALAM_DAYS, MARATHI_DAYS, ODIA_DAYS, PUNJABI_DAYS,
  ROMAN_HINDI_DAYS, TAMIL_DAYS, TELUGU_DAYS, URDU_DAYS,
} from '../keywords/days/indian.ts';
import type { DayWords } from '../keywords/days/types.ts';
import type { LanguageCode } from '../languages.ts';
import { fold } from './fold.ts';
import type { Word } from './words.ts';

/** A day a phrase named: so many days before today, or the last such weekday (0 = Sunday). */
export type SaidDay = { readonly daysAgo: number } | { readonly weekday: number; readonly last: boolean };

// Each language's own words first, then English (people mix), then romanised Hindi for India.
const OWN: Readonly<Record<LanguageCode, readonly DayWords[]>> = {
  en: [], sw: [SWAHILI_DAYS], fr: [FRENCH_DAYS], ar: [ARABIC_DAYS], am: [AMHARIC_DAYS], ha: [HAUSA_DAYS], ig: [IGBO_DAYS],
  yo: [YORUBA_DAYS], zu: [ZULU_DAYS], af: [AFRIKAANS_DAYS], kn: [KANNADA_DAYS, ROMAN_HINDI_DAYS], gu: [GUJARATI_DAYS, ROMAN_HINDI_DAYS],
  hi: [HINDI_DAYS, ROMAN_HINDI_DAYS], ta: [TAMIL_DAYS, ROMAN_HINDI_DAYS], mr: [MARATHI_DAYS, ROMAN_HINDI_DAYS],
  ml: [MALAYALAM_DAYS, ROMAN_HINDI_DAYS], or: [ODIA_DAYS, ROMAN_HINDI_DAYS], te: [TELUGU_DAYS, ROMAN_HINDI_DAYS],
  bn: [BENGALI_DAYS, ROMAN_HINDI_DAYS], pa: [PUNJABI_DAYS, ROMAN_HINDI_DAYS], as: [ASSAMESE_DAYS, ROMAN_HINDI_DAYS],
  ur: [URDU_DAYS, ROMAN_HINDI_DAYS],
};

type Meaning =
  | { readonly kind: 'ago'; readonly days: number }
  | { readonly kind: 'weekday'; readonly weekday: number; readonly marked: boolean }
  | { readonly kind: 'on' | 'onAfter' | 'last' | 'lastAfter' };

interface Entry {
  readonly keys: readonly string[];
  readonly meaning: Meaning;
}

const phrases = (list: string | undefined, meaning: Meaning): Entry[] =>
  (list ?? '').split(/\s+/u).filter(Boolean).map((phrase) => ({ keys: phrase.split('_').map(fold), meaning }));

function entriesOf(words: DayWords): Entry[] {
  const weekdays = (forms: DayWords['weekdays'] | undefined, marked: boolean) =>
    (forms ?? []).flatMap((list, weekday) => phrases(list, { kind: 'weekday', weekday, marked }));
  return [
    ...phrases(words.yesterday, { kind: 'ago', days: 1 }),
    ...phrases(words.dayBeforeYesterday, { kind: 'ago', days: 2 }),
    ...weekdays(words.weekdays, false),
    ...weekdays(words.onWeekdays, true),
    ...phrases(words.on, { kind: 'on' }),
    ...phrases(words.onAfter, { kind: 'onAfter' }),
    ...phrases(words.last, { kind: 'last' }),
    ...phrases(words.lastAfter, { kind: 'lastAfter' }),
  ];
}

const lexicons = new Map<LanguageCode, readonly Entry[]>();

/** Longest phrases first, so "the day before yesterday" wins over "yesterday" and ગઈ કાલે over કાલે. */
function lexiconFor(language: LanguageCode): readonly Entry[] {
  const known = lexicons.get(language);
  if (known !== undefined) return known;
  const lexicon = [...OWN[language], ENGLISH_DAYS].flatMap(entriesOf).sort((a, b) => b.keys.length - a.keys.length);
  lexicons.set(language, lexicon);
  return lexicon;
}

interface Found {
  readonly from: number;
  readonly to: number;
  readonly meaning: Meaning;
}

function scan(words: readonly Word[], lexicon: readonly Entry[]): Found[] {
  const found: Found[] = [];
  for (let index = 0; index < words.length; ) {
    const entry = lexicon.find(({ keys }) => keys.every((key, offset) => words[index + offset]?.key === key));
    if (entry === undefined) {
      index += 1;
    } else {
      found.push({ from: index, to: index + entry.keys.length, meaning: entry.meaning });
      index += entry.keys.length;
    }
  }
  return found;
}

/**
 * A weekday said with nothing around it is a day only where no item can be: after everything else
 * ("maziwa 50 jumatatu"), or first and followed by a verb or the amount ("lundi j'ai acheté…").
 * "Monday shop 200" and a market named for its day ("सोमवार बाज़ार") keep their names.
 */
function bareIsDay(words: readonly Word[], at: Found, isFiller: (word: Word) => boolean): boolean {
  if (at.to === words.length) return at.from > 0;
  const next = words[at.to];
  return at.from === 0 && next !== undefined && (next.number !== undefined || isFiller(next));
}

export interface DayReading {
  /** The phrase's words without the day words. */
  readonly words: readonly Word[];
  readonly said?: SaidDay;
}

/** The first day word that names a day, and the words left once it and its "on"/"last" are taken out. */
export function readSaidDay(words: readonly Word[], language: LanguageCode, isFiller: (word: Word) => boolean): DayReading {
  const found = scan(words, lexiconFor(language));
  for (const [index, at] of found.entries()) {
    const { meaning } = at;
    if (meaning.kind === 'ago') return { words: [...words.slice(0, at.from), ...words.slice(at.to)], said: { daysAgo: meaning.days } };
    if (meaning.kind !== 'weekday') continue;
    const previous = found[index - 1];
    const next = found[index + 1];
    const before = previous?.to === at.from && (previous.meaning.kind === 'on' || previous.meaning.kind === 'last') ? previous : undefined;
    const after = next?.from === at.to && (next.meaning.kind === 'onAfter' || next.meaning.kind === 'lastAfter') ? next : undefined;
    if (!meaning.marked && before === undefined && after === undefined && !bareIsDay(words, at, isFiller)) continue;
    const last = before?.meaning.kind === 'last' || after?.meaning.kind === 'lastAfter';
    const [from, to] = [before?.from ?? at.from, after?.to ?? at.to];
    return { words: [...words.slice(0, from), ...words.slice(to)], said: { weekday: meaning.weekday, last } };
  }
  return { words };
}

/**
 * The local day (YYYY-MM-DD) a said day means, counted back from the caller's `today`. A weekday is
 * the most recent one, today included ("on Thursday" said on a Thursday is today); "last Thursday"
 * said on a Thursday is a week ago.
 */
export function dayOfSaid(said: SaidDay, today: string): string {
  if ('daysAgo' in said) return addDays(today, -said.daysAgo);
  const back = (new Date(`${today}T00:00:00Z`).getUTCDay() - said.weekday + 7) % 7;
  return addDays(today, -(back === 0 && said.last ? 7 : back));
}
