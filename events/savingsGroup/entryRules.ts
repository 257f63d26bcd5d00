// What an entry must satisfy before it is written, per type: a contribution within what its round
// still owes, a payout of what the round collected to its recipient (once), shares within the
// meeting's limit, a loan within the member's limit and the fund, a repayment within what is owed
// (to the named loan or the member's oldest open one), a grant within the social fund; and what a
// correction may change. Pure: throws a ValidationError naming the field, or a ConflictError.
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import type { Book, EntryCorrection, GroupEntry } from '../../domain/savingsGroups/book.ts';
import { effectiveEntries, withCorrection } from '../../domain/savingsGroups/book.ts';
import { loanLimit } from '../../domain/savingsGroups/loans.ts';
import { ENTRY_TYPES_OF } from '../../domain/savingsGroups/rules.ts';
import { accumulatingRules, loansOf, rotatingRules, roundsOf, statementOf, totalsOf } from '../../domain/savingsGroups/statements.ts';

/** An entry as asked for: what the rules fill in (a payout's amount and member, shares' value, a repayment's loan) may be null. */
export interface EntryRequest {
  entryId: string;
  type: GroupEntry['type'];
  memberId: string | null;
  amount: string | null;
  shares: number | null;
  round: number | null;
  months: number | null;
  loanId: string | null;
  reason: string | null;
  date: string;
}

const required = <T>(value: T | null, field: string): T => {
  if (value === null) throw new ValidationError(`${field} is required`, field);
  return value;
};

function memberOf(book: Book, memberId: string | null, field = 'memberId'): string {
  const id = required(memberId, field);
  if (!book.members.some((member) => member.memberId === id)) throw new ValidationError(`${field} is not a member of this group`, field);
  return id;
}

const times = (amount: string, count: number) => fromCents(toCents(amount) * BigInt(count));

/** The entry to record, complete, or a refusal. */
export function checkedEntry(book: Book, request: EntryRequest): GroupEntry {
  const { type } = request;
  if (!ENTRY_TYPES_OF[book.setup.kind].includes(type)) {
    throw new ValidationError(`type must be one of ${ENTRY_TYPES_OF[book.setup.kind].join(', ')} in a ${book.setup.kind} group`, 'type');
  }
  const base = { entryId: request.entryId, cycle: book.cycle, type, shares: null, round: null, months: null, loanId: null, reason: null, date: request.date };
  const entries = effectiveEntries(book);
  const rotating = rotatingRules(book);
  const accumulating = accumulatingRules(book);
  switch (type) {
    case 'contribution': {
      const memberId = memberOf(book, request.memberId);
      const round = roundOf(book, request.round);
      const paid = entries.filter((entry) => entry.type === 'contribution' && entry.memberId === memberId && entry.round === round)
        .reduce((total, entry) => total + toCents(entry.amount), 0n);
      const due = toCents(rotating?.contribution ?? '0') - paid;
      const amount = request.amount ?? fromCents(due);
      if (due <= 0n) throw new ValidationError(`round ${round} is already paid in full by this member`, 'round');
      if (toCents(amount) > due) throw new ValidationError(`amount must be at most the ${fromCents(due)} still due for round ${round}`, 'amount');
      return { ...base, memberId, amount, round };
    }
    case 'payout': {
      if (!book.payoutOrder) throw new ConflictError('Set or draw the payout order first');
      const round = roundOf(book, request.round);
      const view = roundsOf(book).find((one) => one.round === round);
      if (!view || view.paidOut) throw new ConflictError(`Round ${round} was already paid out`);
      const recipient = view.recipientMemberId ?? '';
      if (request.memberId !== null && request.memberId !== recipient) throw new ValidationError(`memberId must be round ${round}'s recipient`, 'memberId');
      if (toCents(view.collected) <= 0n) throw new ValidationError(`Nothing was collected for round ${round}`, 'round');
      return { ...base, memberId: recipient, amount: view.collected, round };
    }
    case 'shares': {
      const memberId = memberOf(book, request.memberId);
      const shares = required(request.shares, 'shares');
      const max = accumulating?.maxSharesPerMeeting ?? 0;
      const bought = entries.filter((entry) => entry.type === 'shares' && entry.memberId === memberId && entry.date === request.date)
        .reduce((count, entry) => count + (entry.shares ?? 0), 0);
      if (bought + shares > max) throw new ValidationError(`shares must be at most ${max - bought} more at this meeting (${max} a meeting)`, 'shares');
      return { ...base, memberId, shares, amount: times(accumulating?.sharePrice ?? '0', shares) };
    }
    case 'social': {
      const amount = request.amount ?? accumulating?.socialFundPerMeeting ?? null;
      return { ...base, memberId: memberOf(book, request.memberId), amount: required(amount, 'amount') };
    }
    case 'loan':
      return checkedLoan(book, { ...base, memberId: memberOf(book, request.memberId), amount: required(request.amount, 'amount'), months: required(request.months, 'months') });
    case 'repayment':
      return checkedRepayment(book, { ...base, memberId: memberOf(book, request.memberId), amount: required(request.amount, 'amount') }, request.loanId);
    case 'fine':
      return { ...base, memberId: memberOf(book, request.memberId), amount: required(request.amount, 'amount'), reason: required(request.reason, 'reason') };
    case 'grant': {
      const amount = required(request.amount, 'amount');
      const fund = toCents(totalsOf(book).socialFund);
      if (toCents(amount) > fund) throw new ValidationError(`amount must be at most the ${fromCents(fund)} in the social fund`, 'amount');
      return { ...base, memberId: memberOf(book, request.memberId), amount, reason: required(request.reason, 'reason') };
    }
    default: {
      const unexpected: never = type;
      return unexpected;
    }
  }
}

function roundOf(book: Book, round: number | null): number {
  const count = roundsOf(book).length;
  const value = required(round, 'round');
  if (value < 1 || value > count) throw new ValidationError(`round must be from 1 to ${count}`, 'round');
  return value;
}

function checkedLoan(book: Book, loan: GroupEntry): GroupEntry {
  const rules = accumulatingRules(book);
  const statement = statementOf(book, loan.memberId, loan.date);
  const owedPrincipal = loansOf(book).filter((one) => one.memberId === loan.memberId).reduce((total, one) => total + one.principal - one.principalPaid, 0n);
  const limit = loanLimit(toCents(statement.saved), rules?.loanLimitMultiple ?? 0) - owedPrincipal;
  if (toCents(loan.amount) > limit) {
    throw new ValidationError(`amount must be at most ${fromCents(limit > 0n ? limit : 0n)} (${rules?.loanLimitMultiple ?? 0} × savings of ${statement.saved}, less loans still owed)`, 'amount');
  }
  const fund = toCents(totalsOf(book).loanFund);
  if (toCents(loan.amount) > fund) throw new ValidationError(`amount must be at most the ${fromCents(fund)} in the loan fund`, 'amount');
  return loan;
}

function checkedRepayment(book: Book, repayment: GroupEntry, loanId: string | null): GroupEntry {
  const open = loansOf(book).filter((loan) => loan.memberId === repayment.memberId && loan.owed > 0n);
  const loan = loanId === null ? open[0] : loansOf(book).find((one) => one.loanId === loanId && one.memberId === repayment.memberId);
  if (!loan) throw new ValidationError(loanId === null ? 'This member has no open loan' : 'loanId is not a loan of this member', 'loanId');
  if (toCents(repayment.amount) > loan.owed) throw new ValidationError(`amount must be at most the ${fromCents(loan.owed)} owed`, 'amount');
  return { ...repayment, loanId: loan.loanId };
}

/** A correction that may stand: of an entry of the open cycle, not reversed, changing something, leaving the books possible. */
export function checkedCorrection(book: Book, correction: EntryCorrection): EntryCorrection {
  const entry = book.entries.find((one) => one.entryId === correction.entryId);
  if (!entry) throw new NotFoundError('Entry not found');
  if (entry.cycle !== book.cycle) throw new ConflictError('This entry belongs to a cycle that was shared out');
  const now = effectiveEntries(book).find((one) => one.entryId === entry.entryId);
  if (!now) throw new ConflictError('This entry was already reversed');
  if (correction.reversed && effectiveEntries(book).some((one) => one.type === 'repayment' && one.loanId === entry.entryId)) {
    throw new ConflictError('Reverse this loan\'s repayments first');
  }
  if (correction.amount !== null && entry.type === 'shares') throw new ValidationError('Correct shares, not amount, of a shares entry', 'amount');
  if (correction.shares !== null && entry.type !== 'shares') throw new ValidationError('shares can only be corrected on a shares entry', 'shares');
  if (correction.memberId !== null) memberOf(book, correction.memberId);
  const price = accumulatingRules(book)?.sharePrice ?? '0';
  const amount = correction.shares !== null ? times(price, correction.shares) : correction.amount;
  const changes = {
    amount: amount !== null && amount !== now.amount ? amount : null,
    shares: correction.shares !== null && correction.shares !== now.shares ? correction.shares : null,
    memberId: correction.memberId !== null && correction.memberId !== now.memberId ? correction.memberId : null,
    date: correction.date !== null && correction.date !== now.date ? correction.date : null,
  };
  if (!correction.reversed && Object.values(changes).every((value) => value === null)) {
    throw new ValidationError('Give at least one of amount, shares, memberId, date that differs, or reverse', 'reason');
  }
  const checked = { ...correction, ...(correction.reversed ? { amount: null, shares: null, memberId: null, date: null } : changes) };
  const after = withCorrection(book, checked, { recordedBy: correction.correctionId, recordedAt: '' });
  if (loansOf(after).some((loan) => loan.over > 0n)) throw new ValidationError('This would leave a loan repaid beyond what it owes', 'amount');
  if (toCents(totalsOf(after).socialFund) < 0n) throw new ValidationError('This would take the social fund below nothing', 'amount');
  return checked;
}
