import { describe, expect, it } from 'vitest';
import { withLink, withOrder } from './book.ts';
import { bookOf, MERRY_GO_ROUND, memberIdOf, VSLA } from './book.fixture.ts';
import { loanLimit } from './loans.ts';
import { ENTRY_TYPES_OF, isOfficial } from './rules.ts';
import { accumulatingRules, rotatingRules } from './statements.ts';

describe('the book', () => {
  it('links a member row to a user and keeps the payout order with its draw', () => {
    const book = withOrder(withLink(bookOf(MERRY_GO_ROUND, 2), memberIdOf(2), memberIdOf(9)), [memberIdOf(2), memberIdOf(1)], null);
    expect(book.members.map(({ userId }) => userId)).toEqual([expect.any(String), memberIdOf(9)]);
    expect(book.payoutOrder).toEqual([memberIdOf(2), memberIdOf(1)]);
    expect(rotatingRules(book)?.contribution).toBe('500.00');
    expect(accumulatingRules(book)).toBeNull();
    expect(accumulatingRules(bookOf(VSLA, 1))?.sharePrice).toBe('500.00');
  });

  it('keeps rounds for rotating groups and loans for accumulating ones; officials write', () => {
    expect(ENTRY_TYPES_OF.rotating).toContain('payout');
    expect(ENTRY_TYPES_OF.accumulating).toContain('loan');
    expect((['chair', 'treasurer', 'secretary', 'member'] as const).map((role) => isOfficial(role))).toEqual([true, true, true, false]);
    expect(loanLimit(5_000_00n, 3)).toBe(15_000_00n);
  });
});
