// What a savings group's book adds up to, read from its corrected entries: each member's statement,
// the group's totals (which are the statements summed, a property the tests hold), the rounds of a
// rotating group, loans and their balances, arrears and what a member owes on a given day.
import { fromCents, toCents } from '../money.ts';
import { occurrence } from '../recurrence.ts';
import type { Book, GroupEntry } from './book.ts';
import { effectiveEntries } from './book.ts';
import type { LoanBalance } from './loans.ts';
import { applyRepayment, loanInterest, owedOn } from './loans.ts';
import type { AccumulatingRules, RotatingRules } from './rules.ts';
import { minorUnitCents } from './rules.ts';
import { roundDueDates } from './schedule.ts';
import { largestRemainder, valuePerShare } from './shareOut.ts';

const sum = (entries: readonly GroupEntry[]) => entries.reduce((total, entry) => total + toCents(entry.amount), 0n);
const ofType = (entries: readonly GroupEntry[], ...types: GroupEntry['type'][]) => entries.filter((entry) => types.includes(entry.type));
const max0 = (cents: bigint) => (cents > 0n ? cents : 0n);

export const rotatingRules = (book: Book): RotatingRules | null => (book.setup.kind === 'rotating' ? book.setup.rules : null);
export const accumulatingRules = (book: Book): AccumulatingRules | null => (book.setup.kind === 'accumulating' ? book.setup.rules : null);

export interface LoanView extends LoanBalance {
  loanId: string;
  memberId: string;
  months: number;
  date: string;
  /** The loan's term ends: `months` months after it was given. */
  dueDate: string;
  owed: bigint;
  /** Repaid beyond what was owed (only after a correction lowered the loan). */
  over: bigint;
}

/** The cycle's loans with their repayments applied in order, interest first. */
export function loansOf(book: Book, entries: readonly GroupEntry[] = effectiveEntries(book)): LoanView[] {
  const percent = accumulatingRules(book)?.monthlyInterestPercent ?? '0';
  const unit = minorUnitCents(book.currency);
  const loans = new Map<string, LoanView>();
  for (const entry of entries) {
    if (entry.type === 'loan') {
      const principal = toCents(entry.amount);
      const months = entry.months ?? 1;
      const balance = { principal, interest: loanInterest(principal, months, percent, unit), interestPaid: 0n, principalPaid: 0n };
      loans.set(entry.entryId, {
        ...balance, loanId: entry.entryId, memberId: entry.memberId, months, date: entry.date,
        dueDate: occurrence({ cycle: 'monthly', anchor: entry.date }, months), owed: owedOn(balance), over: 0n,
      });
    } else if (entry.type === 'repayment' && entry.loanId !== null) {
      const loan = loans.get(entry.loanId);
      if (!loan) continue;
      const paid = applyRepayment(loan, toCents(entry.amount));
      loans.set(entry.loanId, { ...loan, ...paid, owed: owedOn(paid), over: loan.over + paid.over });
    }
  }
  return [...loans.values()];
}

export interface RoundView {
  round: number;
  dueDate: string;
  recipientMemberId: string | null;
  collected: string;
  paidOut: boolean;
}

/** A rotating group's rounds: one per place in the payout order (or per member before there is one). */
export function roundsOf(book: Book, entries: readonly GroupEntry[] = effectiveEntries(book)): RoundView[] {
  const rules = rotatingRules(book);
  if (!rules) return [];
  const count = book.payoutOrder?.length ?? book.members.length;
  return roundDueDates(rules.firstDueDate, rules.frequency, count).map((dueDate, index) => {
    const round = index + 1;
    const ofRound = entries.filter((entry) => entry.round === round);
    return {
      round,
      dueDate,
      recipientMemberId: book.payoutOrder?.[index] ?? null,
      collected: fromCents(sum(ofType(ofRound, 'contribution'))),
      paidOut: ofRound.some((entry) => entry.type === 'payout'),
    };
  });
}

export interface MemberStatement {
  memberId: string;
  entries: GroupEntry[];
  /** Contributions and the value of shares bought this cycle. */
  saved: string;
  contributed: string;
  shares: number;
  sharesValue: string;
  /** Paid into and granted from the social fund, over every cycle (the social fund carries over). */
  social: string;
  grants: string;
  loansTaken: string;
  repaid: string;
  loanOutstanding: string;
  interestPaid: string;
  fines: string;
  /** Pots paid out to the member. */
  received: string;
  /** Late fines incurred and not yet paid (rotating). */
  finesOwed: string;
  /** What the member should have paid by `today` and has not: missed contributions, unpaid fines, loan balances. */
  owes: string;
  /** What is owed by a member who already had the pot (or whose loan's term ended). */
  arrears: string;
}

/** A member's dues and late fines in a rotating group up to `today`. */
function rotatingDues(book: Book, rules: RotatingRules, mine: readonly GroupEntry[], today: string) {
  const rounds = roundsOf(book);
  const contribution = toCents(rules.contribution);
  let short = 0n;
  let lateFines = 0n;
  for (const { round, dueDate } of rounds) {
    const paid = ofType(mine, 'contribution').filter((entry) => entry.round === round);
    if (dueDate <= today) short += max0(contribution - sum(paid));
    // One fine per member and round, however many late payments the round had.
    if (rules.lateFine !== null && paid.some((entry) => entry.date > dueDate)) lateFines += toCents(rules.lateFine);
  }
  return { short, lateFines };
}

export function statementOf(book: Book, memberId: string, today: string): MemberStatement {
  const all = effectiveEntries(book, null).filter((entry) => entry.memberId === memberId);
  const mine = all.filter((entry) => entry.cycle === book.cycle);
  const loans = loansOf(book).filter((loan) => loan.memberId === memberId);
  const contributed = sum(ofType(mine, 'contribution'));
  const sharesValue = sum(ofType(mine, 'shares'));
  const fines = sum(ofType(mine, 'fine'));
  const received = sum(ofType(mine, 'payout'));
  const loanOutstanding = loans.reduce((total, loan) => total + loan.owed, 0n);
  const rules = rotatingRules(book);
  let finesOwed = 0n;
  let owes = loanOutstanding;
  let arrears = loans.filter((loan) => loan.dueDate < today).reduce((total, loan) => total + loan.owed, 0n);
  if (rules) {
    const dues = rotatingDues(book, rules, mine, today);
    finesOwed = max0(dues.lateFines - fines);
    owes += dues.short + finesOwed;
    arrears = received > 0n ? dues.short + finesOwed : 0n;
  }
  return {
    memberId,
    entries: mine,
    saved: fromCents(contributed + sharesValue),
    contributed: fromCents(contributed),
    shares: ofType(mine, 'shares').reduce((count, entry) => count + (entry.shares ?? 0), 0),
    sharesValue: fromCents(sharesValue),
    social: fromCents(sum(ofType(all, 'social'))),
    grants: fromCents(sum(ofType(all, 'grant'))),
    loansTaken: fromCents(sum(ofType(mine, 'loan'))),
    repaid: fromCents(sum(ofType(mine, 'repayment'))),
    loanOutstanding: fromCents(loanOutstanding),
    interestPaid: fromCents(loans.reduce((total, loan) => total + loan.interestPaid, 0n)),
    fines: fromCents(fines),
    received: fromCents(received),
    finesOwed: fromCents(finesOwed),
    owes: fromCents(owes),
    arrears: fromCents(arrears),
  };
}

export interface GroupTotals {
  /** Cash in the loan fund (a rotating group's pot): what came in this cycle less what went out. */
  loanFund: string;
  socialFund: string;
  sharesTotal: number;
  loansOutstanding: string;
  interestEarned: string;
  finesTotal: string;
  /** Loan fund ÷ shares, 4 decimals (accumulating); null for a rotating group. */
  shareValue: string | null;
}

/** The group's totals, read from the book itself (not from the statements: the tests compare the two). */
export function totalsOf(book: Book): GroupTotals {
  const entries = effectiveEntries(book);
  const all = effectiveEntries(book, null);
  const loans = loansOf(book, entries);
  const cashIn = sum(ofType(entries, 'contribution', 'shares', 'fine', 'repayment'));
  const cashOut = sum(ofType(entries, 'loan', 'payout'));
  const sharesTotal = ofType(entries, 'shares').reduce((count, entry) => count + (entry.shares ?? 0), 0);
  const loanFund = cashIn - cashOut;
  return {
    loanFund: fromCents(loanFund),
    socialFund: fromCents(sum(ofType(all, 'social')) - sum(ofType(all, 'grant'))),
    sharesTotal,
    loansOutstanding: fromCents(loans.reduce((total, loan) => total + loan.owed, 0n)),
    interestEarned: fromCents(loans.reduce((total, loan) => total + loan.interestPaid, 0n)),
    finesTotal: fromCents(sum(ofType(entries, 'fine'))),
    shareValue: book.setup.kind === 'accumulating' ? valuePerShare(loanFund, BigInt(sharesTotal)) : null,
  };
}

export interface ShareOutPlan {
  shareValue: string;
  total: string;
  payouts: { memberId: string; shares: number; amount: string }[];
}

/** The cycle's share-out: the loan fund split by shares, to the currency's unit, adding up to the fund. */
export function shareOutPlan(book: Book): ShareOutPlan {
  const entries = ofType(effectiveEntries(book), 'shares');
  const fund = toCents(totalsOf(book).loanFund);
  const holders = book.members
    .map(({ memberId }) => ({ memberId, shares: entries.filter((entry) => entry.memberId === memberId).reduce((count, entry) => count + (entry.shares ?? 0), 0) }))
    .filter(({ shares }) => shares > 0);
  const totalShares = holders.reduce((count, { shares }) => count + shares, 0);
  const amounts = totalShares === 0 ? [] : largestRemainder(max0(fund), holders.map(({ shares }) => BigInt(shares)), minorUnitCents(book.currency));
  return {
    shareValue: valuePerShare(max0(fund), BigInt(totalShares)),
    total: fromCents(amounts.reduce((total, amount) => total + amount, 0n)),
    payouts: holders.map((holder, index) => ({ ...holder, amount: fromCents(amounts[index] ?? 0n) })),
  };
}
/** The next day something is due for the group (rotating: the next round) or the member (their loans). */
export function nextDueDate(book: Book, memberId: string | null, today: string): string | null {
  const rules = rotatingRules(book);
  if (rules) {
    const round = roundsOf(book).find(({ dueDate }) => dueDate >= today);
    return round?.dueDate ?? null;
  }
  const open = loansOf(book).filter((loan) => loan.owed > 0n && (memberId === null || loan.memberId === memberId));
  return open.map((loan) => loan.dueDate).sort()[0] ?? null;
}

/** What a member is expected to bring to the meeting on `today`: the round's contribution, or shares and social fund. */
export function dueAtMeeting(book: Book, memberId: string, today: string): { round: number | null; amount: string; shares: number; social: string } {
  const rules = rotatingRules(book);
  if (rules) {
    const rounds = roundsOf(book);
    const round = rounds.find(({ dueDate }) => dueDate >= today) ?? rounds.at(-1);
    if (!round) return { round: null, amount: '0.00', shares: 0, social: '0.00' };
    const paid = sum(effectiveEntries(book).filter((entry) => entry.memberId === memberId && entry.type === 'contribution' && entry.round === round.round));
    return { round: round.round, amount: fromCents(max0(toCents(rules.contribution) - paid)), shares: 0, social: '0.00' };
  }
  const accumulating = accumulatingRules(book);
  return { round: null, amount: '0.00', shares: 1, social: accumulating?.socialFundPerMeeting ?? '0.00' };
}
