import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../money.ts';
import type { Book } from './book.ts';
import { activity, withShareOut } from './book.ts';
import { AT, bookOf, corrected, entry, idOf, MERRY_GO_ROUND, memberIdOf, recorded, VSLA } from './book.fixture.ts';
import type { EntryType } from './rules.ts';
import { ENTRY_TYPES } from './rules.ts';
import { loansOf, roundsOf, shareOutPlan, statementOf, totalsOf } from './statements.ts';

const m = memberIdOf;
const sumOf = (values: readonly string[]) => fromCents(values.reduce((total, value) => total + toCents(value), 0n));

describe('the worked example (issue 34)', () => {
  // 20 members, 2,400 shares at 500; 8 loans of 100,000 over 3 months at 10 % (interest 240,000);
  // fines 10,000; social fund 60,000 aside.
  function workedExample(): Book {
    let book = bookOf(VSLA, 20);
    const shares = (n: number) => (n === 1 ? 150 : n === 20 ? 126 : 118);
    for (let n = 1; n <= 20; n += 1) {
      book = recorded(book,
        entry(book, { type: 'shares', memberId: m(n), shares: shares(n), amount: fromCents(BigInt(shares(n)) * 50_000n) }),
        entry(book, { type: 'social', memberId: m(n), amount: '3000.00' }));
    }
    for (let n = 1; n <= 8; n += 1) {
      const loan = entry(book, { type: 'loan', memberId: m(n), amount: '100000.00', months: 3, date: '2027-01-04' });
      book = recorded(book, loan, entry(book, { type: 'repayment', memberId: m(n), amount: '130000.00', loanId: loan.entryId, date: '2027-04-05' }));
    }
    for (let n = 1; n <= 10; n += 1) book = recorded(book, entry(book, { type: 'fine', memberId: m(n), amount: '1000.00', reason: 'Late' }));
    return book;
  }

  it('has 1,450,000 in the loan fund, 604.1666… a share, and 90,625.00 for 150 shares', () => {
    const book = workedExample();
    expect(totalsOf(book)).toEqual({
      loanFund: '1450000.00', socialFund: '60000.00', sharesTotal: 2400, loansOutstanding: '0.00',
      interestEarned: '240000.00', finesTotal: '10000.00', shareValue: '604.1667',
    });
    const plan = shareOutPlan(book);
    expect(plan.payouts[0]).toEqual({ memberId: m(1), shares: 150, amount: '90625.00' });
    expect(plan.total).toBe('1450000.00');
    expect(sumOf(plan.payouts.map(({ amount }) => amount))).toBe('1450000.00');
  });

  it('starts the next cycle with the same members and the social fund, nothing else', () => {
    const book = workedExample();
    const next = withShareOut(book, { shareOutId: idOf(4, 1), cycle: 1, date: '2027-12-06', ...shareOutPlan(book) }, { recordedBy: idOf(9, 1), recordedAt: AT });
    expect(next.cycle).toBe(2);
    expect(next.members).toEqual(book.members);
    expect(totalsOf(next)).toMatchObject({ loanFund: '0.00', socialFund: '60000.00', sharesTotal: 0 });
    expect(statementOf(next, m(1), '2027-12-06')).toMatchObject({ saved: '0.00', social: '3000.00' });
  });
});

describe('loans in the book', () => {
  it('pays interest first, then principal', () => {
    let book = bookOf(VSLA, 2);
    const loan = entry(book, { type: 'loan', memberId: m(2), amount: '30000.00', months: 3 });
    book = recorded(book, loan, entry(book, { type: 'repayment', memberId: m(2), amount: '10000.00', loanId: loan.entryId }));
    expect(loansOf(book)).toMatchObject([{ principal: 3_000_000n, interest: 900_000n, interestPaid: 900_000n, principalPaid: 100_000n, owed: 2_900_000n }]);
    expect(statementOf(book, m(2), '2026-12-07')).toMatchObject({ loanOutstanding: '29000.00', interestPaid: '9000.00', arrears: '0.00' });
    expect(statementOf(book, m(2), '2027-03-08')).toMatchObject({ arrears: '29000.00' });
  });
});

describe('a rotating group', () => {
  it('fines a late contribution once per member and round, and shows a paid member who stopped paying in arrears', () => {
    let book: Book = { ...bookOf(MERRY_GO_ROUND, 3), payoutOrder: [m(2), m(1), m(3)] };
    book = recorded(book,
      entry(book, { type: 'contribution', memberId: m(1), amount: '500.00', round: 1, date: '2026-12-07' }),
      entry(book, { type: 'contribution', memberId: m(2), amount: '200.00', round: 1, date: '2026-12-08' }),
      entry(book, { type: 'contribution', memberId: m(2), amount: '300.00', round: 1, date: '2026-12-09' }),
      entry(book, { type: 'contribution', memberId: m(3), amount: '500.00', round: 1, date: '2026-12-06' }),
      entry(book, { type: 'payout', memberId: m(2), amount: '1500.00', round: 1, date: '2026-12-09' }));
    expect(roundsOf(book).map(({ round, dueDate, recipientMemberId, collected, paidOut }) => [round, dueDate, recipientMemberId, collected, paidOut])).toEqual([
      [1, '2026-12-07', m(2), '1500.00', true], [2, '2026-12-14', m(1), '0.00', false], [3, '2026-12-21', m(3), '0.00', false],
    ]);
    expect(statementOf(book, m(2), '2026-12-10')).toMatchObject({ finesOwed: '50.00', owes: '50.00', arrears: '50.00', received: '1500.00' });
    // Round 2 passed unpaid: Juma, who had the pot, is in arrears; Amina, who has not, owes but is not.
    expect(statementOf(book, m(2), '2026-12-15')).toMatchObject({ owes: '550.00', arrears: '550.00' });
    expect(statementOf(book, m(1), '2026-12-15')).toMatchObject({ owes: '500.00', arrears: '0.00' });
  });
});

/** One step of a random book: an entry of any type, a correction of an earlier entry, or a share-out. */
const step = fc.oneof(
  { weight: 6, arbitrary: fc.record({
    op: fc.constant('entry' as const), type: fc.constantFrom<EntryType>(...ENTRY_TYPES), member: fc.integer({ min: 1, max: 5 }),
    cents: fc.bigInt({ min: 1n, max: 5_000_000n }), shares: fc.integer({ min: 1, max: 5 }), months: fc.integer({ min: 1, max: 6 }),
    round: fc.integer({ min: 1, max: 5 }), loan: fc.nat(), day: fc.integer({ min: 0, max: 60 }),
  }) },
  { weight: 2, arbitrary: fc.record({
    op: fc.constant('correct' as const), target: fc.nat(), reversed: fc.boolean(), cents: fc.option(fc.bigInt({ min: 1n, max: 5_000_000n })),
    member: fc.option(fc.integer({ min: 1, max: 5 })),
  }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('shareOut' as const) }) },
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function play(start: Book, steps: readonly Step[]): Book {
  let book = start;
  // Francs have no cents: every amount of an XOF group is whole, as the commands require.
  const money = (cents: bigint) => fromCents(book.currency === 'XOF' ? (cents / 100n + 1n) * 100n : cents);
  steps.forEach((one, index) => {
    if (one.op === 'entry') {
      const loans = book.entries.filter((line) => line.type === 'loan');
      const amount = one.type === 'shares' ? fromCents(BigInt(one.shares) * 50_000n) : money(one.cents);
      const date = new Date(Date.UTC(2026, 11, 1 + one.day)).toISOString().slice(0, 10);
      book = recorded(book, entry(book, {
        type: one.type, memberId: m(one.member), amount, date,
        shares: one.type === 'shares' ? one.shares : null, months: one.type === 'loan' ? one.months : null,
        round: ['contribution', 'payout'].includes(one.type) ? one.round : null,
        loanId: one.type === 'repayment' ? (loans[one.loan % Math.max(loans.length, 1)]?.entryId ?? null) : null,
      }));
    } else if (one.op === 'correct') {
      const target = book.entries[one.target % Math.max(book.entries.length, 1)];
      if (!target) return;
      book = corrected(book, {
        entryId: target.entryId, reversed: one.reversed,
        amount: one.cents === null || target.type === 'shares' ? null : money(one.cents),
        memberId: one.member === null ? null : m(one.member),
      });
    } else {
      book = withShareOut(book, { shareOutId: idOf(5, index), cycle: book.cycle, date: '2027-02-01', ...shareOutPlan(book) }, { recordedBy: idOf(9, 1), recordedAt: AT });
    }
  });
  return book;
}

describe('properties of any book', () => {
  const books = fc.tuple(fc.constantFrom(VSLA, MERRY_GO_ROUND), fc.constantFrom('KES', 'XOF'), fc.array(step, { maxLength: 40 }))
    .map(([setup, currency, steps]) => play(bookOf(setup, 5, currency), steps));

  it('leaves the group totals equal to a fold of the member statements, whatever entries and corrections came', () =>
    fc.assert(fc.property(books, (book) => {
      const statements = book.members.map(({ memberId }) => statementOf(book, memberId, '2027-01-15'));
      const totals = totalsOf(book);
      const fold = (pick: (statement: (typeof statements)[number]) => string) => sumOf(statements.map(pick));
      expect(fold((s) => fromCents(toCents(s.saved) + toCents(s.fines) + toCents(s.repaid) - toCents(s.loansTaken) - toCents(s.received)))).toBe(totals.loanFund);
      expect(fold((s) => fromCents(toCents(s.social) - toCents(s.grants)))).toBe(totals.socialFund);
      expect(fold((s) => s.loanOutstanding)).toBe(totals.loansOutstanding);
      expect(fold((s) => s.interestPaid)).toBe(totals.interestEarned);
      expect(fold((s) => s.fines)).toBe(totals.finesTotal);
      expect(statements.reduce((count, s) => count + s.shares, 0)).toBe(totals.sharesTotal);
    }), { numRuns: 300 }));

  it('shares out exactly the loan fund, to the currency\'s unit', () =>
    fc.assert(fc.property(books, (book) => {
      const plan = shareOutPlan(book);
      const fund = toCents(totalsOf(book).loanFund);
      if (plan.payouts.length > 0 && fund >= 0n) expect(toCents(sumOf(plan.payouts.map(({ amount }) => amount)))).toBe(fund);
      if (book.currency === 'XOF') for (const { amount } of plan.payouts) expect(amount.endsWith('.00')).toBe(true);
    }), { numRuns: 300 }));

  it('never rewrites history: a correction keeps every earlier line as it was', () =>
    fc.assert(fc.property(books, fc.nat(), fc.boolean(), (book, target, reversed) => {
      const original = book.entries[target % Math.max(book.entries.length, 1)];
      if (!original) return;
      const after = corrected(book, { entryId: original.entryId, reversed, amount: reversed ? null : '1.00' });
      expect(after.entries).toEqual(book.entries);
      expect(after.corrections.slice(0, book.corrections.length)).toEqual(book.corrections);
      const lines = activity(after);
      expect(lines).toHaveLength(activity(book).length + 1);
      for (const line of activity(book)) expect(lines).toContainEqual(line);
    }), { numRuns: 200 }));
});
