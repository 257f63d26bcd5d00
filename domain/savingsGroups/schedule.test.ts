import { describe, expect, it } from 'vitest';
import { loanInterest, percentBasisPoints } from './loans.ts';
import { currentRound, MAX_ROUNDS, roundDueDate, roundDueDates } from './schedule.ts';

describe('round due dates', () => {
  it('counts weekly, fortnightly and monthly rounds from the first due date', () => {
    expect(roundDueDates('2026-12-28', 'weekly', 3)).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
    expect(roundDueDates('2026-12-28', 'fortnightly', 3)).toEqual(['2026-12-28', '2027-01-11', '2027-01-25']);
    expect(roundDueDates('2027-01-31', 'monthly', 4)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('is bounded', () => {
    expect(roundDueDates('2026-12-28', 'weekly', 10_000)).toHaveLength(MAX_ROUNDS);
    expect(() => roundDueDate('2026-12-28', 'weekly', 0)).toThrow(RangeError);
    expect(roundDueDates('2026-12-28', 'weekly', -1)).toEqual([]);
  });

  it('finds the round to prepare for', () => {
    const due = roundDueDates('2026-12-07', 'weekly', 3);
    expect([currentRound(due, '2026-12-01'), currentRound(due, '2026-12-08'), currentRound(due, '2026-12-22')]).toEqual([1, 2, null]);
  });
});

describe('flat monthly interest', () => {
  it('costs 3,000 a month on 30,000 at 10 %', () => expect(loanInterest(3_000_000n, 3, '10', 1n)).toBe(900_000n));
  it('rounds to the currency unit, half up', () => {
    expect(loanInterest(333n, 1, '2.5', 1n)).toBe(8n);
    expect(loanInterest(15_000n, 1, '3', 100n)).toBe(500n);
    expect(percentBasisPoints('2.5')).toBe(250n);
  });
});
