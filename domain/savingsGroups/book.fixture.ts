// Books made by hand for the savings-group tests: a group, its members, entries and corrections,
// with ids counted up so a failing case reads plainly.
import type { Book, EntryCorrection, GroupEntry } from './book.ts';
import { newBook, withCorrection, withEntry, withMember } from './book.ts';
import type { GroupSetup } from './rules.ts';

export const idOf = (kind: number, n: number) => `00000000-0000-4000-8000-${String(kind).padStart(4, '0')}${String(n).padStart(8, '0')}`;
export const memberIdOf = (n: number) => idOf(1, n);
const USER = idOf(9, 1);
export const AT = '2026-12-01T08:00:00.000Z';

export const VSLA: GroupSetup = {
  kind: 'accumulating',
  rules: { sharePrice: '500.00', maxSharesPerMeeting: 5, socialFundPerMeeting: '1000.00', loanLimitMultiple: 3, monthlyInterestPercent: '10' },
};
export const MERRY_GO_ROUND: GroupSetup = {
  kind: 'rotating',
  rules: { contribution: '500.00', frequency: 'weekly', firstDueDate: '2026-12-07', lateFine: '50.00' },
};

export function bookOf(setup: GroupSetup, members: number, currency = 'KES'): Book {
  let book = newBook({
    groupId: idOf(0, 1), name: 'Umoja', currency, setup, inviteCode: 'ABCDEFGHJ',
    chair: { memberId: memberIdOf(1), name: 'Member 1', userId: USER },
  }, AT);
  for (let n = 2; n <= members; n += 1) book = withMember(book, { memberId: memberIdOf(n), name: `Member ${n}`, phone: null, role: 'member', userId: null });
  return book;
}

let entryCount = 0;
export const entry = (book: Book, fields: Partial<GroupEntry> & Pick<GroupEntry, 'type' | 'memberId' | 'amount'>): GroupEntry => ({
  entryId: idOf(2, (entryCount += 1)), cycle: book.cycle, shares: null, round: null, months: null, loanId: null, reason: null, date: '2026-12-07', ...fields,
});

export const recorded = (book: Book, ...entries: GroupEntry[]) => entries.reduce((next, one) => withEntry(next, one, { recordedBy: USER, recordedAt: AT }), book);

let correctionCount = 0;
export const corrected = (book: Book, fields: Partial<EntryCorrection> & Pick<EntryCorrection, 'entryId'>) =>
  withCorrection(book, {
    correctionId: idOf(3, (correctionCount += 1)), reason: 'Wrong in the book', amount: null, shares: null, memberId: null, date: null, reversed: false, ...fields,
  }, { recordedBy: USER, recordedAt: AT });
