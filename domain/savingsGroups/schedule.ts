// When a rotating group's rounds fall due: counted from the first due date, each round from it, never
// from the round before (a monthly group on the 31st falls back to the 30th and comes back).
import { addDays } from '../dates.ts';
import { occurrence } from '../recurrence.ts';
import type { Frequency } from './rules.ts';

/** More rounds than any group runs (ten years of weekly meetings): the schedule stops there. */
export const MAX_ROUNDS = 520;

/** The due date of round `round` (1 is the first due date). */
export function roundDueDate(firstDueDate: string, frequency: Frequency, round: number): string {
  if (!Number.isInteger(round) || round < 1 || round > MAX_ROUNDS) throw new RangeError(`round must be from 1 to ${MAX_ROUNDS}`);
  const n = round - 1;
  switch (frequency) {
    case 'weekly':
      return occurrence({ cycle: 'weekly', anchor: firstDueDate }, n);
    case 'fortnightly':
      return addDays(firstDueDate, 14 * n);
    case 'monthly':
      return occurrence({ cycle: 'monthly', anchor: firstDueDate }, n);
    default: {
      const unexpected: never = frequency;
      return unexpected;
    }
  }
}

/** The due dates of the first `count` rounds, at most MAX_ROUNDS. */
export function roundDueDates(firstDueDate: string, frequency: Frequency, count: number): string[] {
  return Array.from({ length: Math.max(0, Math.min(count, MAX_ROUNDS)) }, (_, index) => roundDueDate(firstDueDate, frequency, index + 1));
}

/** The first round due on or after `today` (the meeting to prepare for), or null when every round is past. */
export function currentRound(dueDates: readonly string[], today: string): number | null {
  const index = dueDates.findIndex((due) => due >= today);
  return index < 0 ? null : index + 1;
}
