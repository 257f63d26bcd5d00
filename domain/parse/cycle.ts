// Finds how often a bill comes back, when the phrase says it ("kila mwezi", "every month", "हर महीने"),
// and takes those words out so the amount and description read as if it was not said (issue 33, 6).
import { CYCLE_WORDS, type CycleWords, ENGLISH_CYCLES } from '../keywords/cycles.ts';
import type { LanguageCode } from '../languages.ts';
import type { Cycle } from '../recurrence.ts';
import { fold } from './fold.ts';
import type { Word } from './words.ts';

interface Entry {
  readonly keys: readonly string[];
  readonly cycle: Cycle;
}

const CYCLES: readonly Cycle[] = ['weekly', 'monthly', 'yearly'];

const entriesOf = (words: CycleWords): Entry[] =>
  CYCLES.flatMap((cycle) => words[cycle].split(/\s+/u).filter(Boolean).map((phrase) => ({ keys: phrase.split('_').map(fold), cycle })));

/** Per first word, its phrases, longest first so "kila mwisho wa mwezi" wins over a shorter one. */
const built = new Map<LanguageCode, ReadonlyMap<string, readonly Entry[]>>();
function entriesFor(language: LanguageCode): ReadonlyMap<string, readonly Entry[]> {
  const known = built.get(language);
  if (known !== undefined) return known;
  const own = language === 'en' ? [] : entriesOf(CYCLE_WORDS[language]);
  const byFirst = new Map<string, Entry[]>();
  for (const entry of [...own, ...entriesOf(ENGLISH_CYCLES)].sort((a, b) => b.keys.length - a.keys.length)) {
    const first = entry.keys[0] ?? '';
    byFirst.set(first, [...(byFirst.get(first) ?? []), entry]);
  }
  built.set(language, byFirst);
  return byFirst;
}

/** The cycle the words say, if they say one, and the words without it. */
export function readCycle(words: readonly Word[], language: LanguageCode): { words: readonly Word[]; cycle?: Cycle } {
  const entries = entriesFor(language);
  for (let at = 0; at < words.length; at += 1) {
    const candidates = entries.get(words[at]?.key ?? '') ?? [];
    const entry = candidates.find(({ keys }) => keys.every((key, offset) => words[at + offset]?.key === key && words[at + offset]?.number === undefined));
    if (entry !== undefined) return { words: [...words.slice(0, at), ...words.slice(at + entry.keys.length)], cycle: entry.cycle };
  }
  return { words };
}
