// Savings group reads for the caller: their groups and one group's book, statements, activity and
// share-out plan, read from the group's book at the caller's today. Only a linked member reads a
// group (anyone else meets 404); the invite code is shown to officials only.
import { localDay } from '../../domain/dates.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import type { Book } from '../../domain/savingsGroups/book.ts';
import { activity, effectiveEntries } from '../../domain/savingsGroups/book.ts';
import { isOfficial } from '../../domain/savingsGroups/rules.ts';
import { dueAtMeeting, loansOf, nextDueDate, roundsOf, shareOutPlan, statementOf, totalsOf } from '../../domain/savingsGroups/statements.ts';
import type { LinkedBook } from '../../projections/savingsGroups/queries.ts';
import { findBookOf, listBooksOf } from '../../projections/savingsGroups/queries.ts';
import type { App, Caller } from '../context.ts';

export const todayOf = (caller: Caller) => localDay(caller.now, caller.timeZone);

/** The group as the caller may read it, or 404. */
export async function linkedBook(app: App, caller: Caller, groupId: string): Promise<LinkedBook> {
  const found = await findBookOf(app.db, caller.userId, groupId);
  if (!found) throw new NotFoundError('Savings group not found');
  return found;
}

/**
 * What a member put in this cycle, each on its day (contributions, shares), less a pot they received:
 * their own savings in the group. A pot larger than what they had put in takes it to nothing, never below
 * (the rest is theirs to pay in later rounds, shown as what they owe).
 */
function ownSavingsOf(book: Book, memberId: string) {
  let held = 0n;
  return effectiveEntries(book)
    .filter((entry) => entry.memberId === memberId && ['contribution', 'shares', 'payout'].includes(entry.type))
    .map((entry) => {
      const cents = entry.type === 'payout' ? -(toCents(entry.amount) < held ? toCents(entry.amount) : held) : toCents(entry.amount);
      held += cents;
      return { amount: fromCents(cents), date: entry.date };
    });
}

const roleOf = (book: Book, memberId: string) => book.members.find((member) => member.memberId === memberId)?.role ?? 'member';

function groupView({ book, memberId }: LinkedBook, today: string) {
  const role = roleOf(book, memberId);
  const mine = statementOf(book, memberId, today);
  return {
    id: book.groupId,
    name: book.name,
    kind: book.setup.kind,
    currency: book.currency,
    rules: book.setup.rules,
    inviteCode: isOfficial(role) ? book.inviteCode : null,
    createdAt: book.createdAt,
    cycle: book.cycle,
    members: book.members.map((member) => ({
      id: member.memberId,
      name: member.name,
      phone: member.phone,
      role: member.role,
      linked: member.userId !== null,
      arrears: statementOf(book, member.memberId, today).arrears,
      /** What to bring to today's meeting: the meeting mode's pre-filled line. */
      due: dueAtMeeting(book, member.memberId, today),
    })),
    payoutOrder: book.payoutOrder,
    rounds: roundsOf(book),
    loans: loansOf(book).map((loan) => ({
      id: loan.loanId, memberId: loan.memberId, months: loan.months, date: loan.date, dueDate: loan.dueDate, principal: fromCents(loan.principal), interest: fromCents(loan.interest), owed: fromCents(loan.owed),
    })),
    totals: totalsOf(book),
    me: { memberId, role },
    nextDueDate: nextDueDate(book, book.setup.kind === 'rotating' ? null : memberId, today),
    youOwe: mine.owes,
    mySavings: ownSavingsOf(book, memberId),
  };
}

export type SavingsGroupView = ReturnType<typeof groupView>;

export async function savingsGroups(app: App, caller: Caller): Promise<SavingsGroupView[]> {
  const today = todayOf(caller);
  return (await listBooksOf(app.db, caller.userId)).map((linked) => groupView(linked, today));
}

export async function savingsGroup(app: App, caller: Caller, groupId: string): Promise<SavingsGroupView> {
  return groupView(await linkedBook(app, caller, groupId), todayOf(caller));
}

export async function memberStatement(app: App, caller: Caller, groupId: string, memberId: string) {
  const { book } = await linkedBook(app, caller, groupId);
  if (!book.members.some((member) => member.memberId === memberId)) throw new NotFoundError('Member not found');
  return statementOf(book, memberId, todayOf(caller));
}

/** Every entry, correction and share-out, newest first, with the name of the member who wrote it. */
function namedActivity(book: Book) {
  const nameOf = (userId: string) => book.members.find((member) => member.userId === userId)?.name ?? null;
  return activity(book).map((line) => ({ ...line, recordedByName: nameOf(line.recordedBy) }));
}

export async function groupActivity(app: App, caller: Caller, groupId: string) {
  return namedActivity((await linkedBook(app, caller, groupId)).book);
}

/**
 * The caller's groups for "Download my data": each as they read it, their own statement, and every
 * line of its book (corrections beside what they correct, nothing rewritten).
 */
export async function savingsGroupsExport(app: App, caller: Caller) {
  const today = todayOf(caller);
  return (await listBooksOf(app.db, caller.userId)).map((linked) => ({
    ...groupView(linked, today),
    myStatement: statementOf(linked.book, linked.memberId, today),
    activity: namedActivity(linked.book),
  }));
}

export async function shareOutPreview(app: App, caller: Caller, groupId: string) {
  return shareOutPlan((await linkedBook(app, caller, groupId)).book);
}

/**
 * The caller's own part of their groups' books, read at read time for their savings and net worth:
 * what they put in this cycle (contributions and shares, less a pot they received, each on its day)
 * and what they still owe on group loans. Nothing is copied into the savings or net worth read
 * models, so nothing is counted twice.
 */
export async function ownGroupHoldings(app: App, caller: Caller) {
  const books = await listBooksOf(app.db, caller.userId);
  const today = todayOf(caller);
  const savings = books.flatMap(({ book, memberId }) => ownSavingsOf(book, memberId).map(({ amount, date }) => ({ currency: book.currency, amount, localDay: date })));
  const loans = books
    .map(({ book, memberId }) => ({ currency: book.currency, amount: statementOf(book, memberId, today).loanOutstanding }))
    .filter(({ amount }) => amount !== '0.00');
  return { savings, loans };
}
