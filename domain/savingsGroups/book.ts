// A savings group's book as every member reads it: its setup, members, payout order, and every
// entry and every correction as recorded (who, when, why), never rewritten. The fold over the
// group's events builds it step by step with these functions; what an entry counts for after its
// corrections is read from it (effectiveEntries), so the history and the totals never disagree.
import * as z from 'zod';
import { ENTRY_TYPES, GROUP_ROLES, GroupSetup } from './rules.ts';

const Amount = z.string().regex(/^\d{1,12}\.\d{2}$/);
const Day = z.iso.date();

export const GroupMember = z.object({
  memberId: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(GROUP_ROLES),
  /** The Sauti user whose books these are, once they joined by the invite code. */
  userId: z.uuid().nullable(),
});
export type GroupMember = z.infer<typeof GroupMember>;

/** One entry as recorded: shares' amount is their count × the share price; a repayment names its loan. */
export const GroupEntry = z.object({
  entryId: z.uuid(),
  cycle: z.number().int().min(1),
  type: z.enum(ENTRY_TYPES),
  memberId: z.uuid(),
  amount: Amount,
  shares: z.number().int().min(1).nullable(),
  round: z.number().int().min(1).nullable(),
  months: z.number().int().min(1).nullable(),
  loanId: z.uuid().nullable(),
  reason: z.string().nullable(),
  date: Day,
});
export type GroupEntry = z.infer<typeof GroupEntry>;

/** What a correction changes of one entry (null: unchanged), or that it reverses it; always with a reason. */
export const EntryCorrection = z.object({
  correctionId: z.uuid(),
  entryId: z.uuid(),
  reason: z.string().min(1),
  amount: Amount.nullable(),
  shares: z.number().int().min(1).nullable(),
  memberId: z.uuid().nullable(),
  date: Day.nullable(),
  reversed: z.boolean(),
});
export type EntryCorrection = z.infer<typeof EntryCorrection>;

export const ShareOut = z.object({
  shareOutId: z.uuid(),
  cycle: z.number().int().min(1),
  shareValue: z.string(),
  total: z.string(),
  payouts: z.array(z.object({ memberId: z.uuid(), shares: z.number().int(), amount: z.string() })),
  date: Day,
});
export type ShareOut = z.infer<typeof ShareOut>;

/** Who wrote a line of the book and when (the event's metadata). */
const Recorded = z.object({ recordedBy: z.uuid(), recordedAt: z.string() });
export type Recorded = z.infer<typeof Recorded>;

export const Book = z.object({
  groupId: z.uuid(),
  name: z.string(),
  currency: z.string(),
  setup: GroupSetup,
  inviteCode: z.string(),
  createdAt: z.string(),
  members: z.array(GroupMember),
  payoutOrder: z.array(z.uuid()).nullable(),
  /** The draw that set the payout order, when it was drawn rather than set by hand. */
  drawId: z.uuid().nullable(),
  cycle: z.number().int().min(1),
  entries: z.array(GroupEntry.extend(Recorded.shape)),
  corrections: z.array(EntryCorrection.extend(Recorded.shape)),
  shareOuts: z.array(ShareOut.extend(Recorded.shape)),
});
export type Book = z.infer<typeof Book>;

export interface NewGroup {
  groupId: string;
  name: string;
  currency: string;
  setup: GroupSetup;
  inviteCode: string;
  chair: { memberId: string; name: string; userId: string };
}

export const newBook = (group: NewGroup, at: string): Book => ({
  groupId: group.groupId,
  name: group.name,
  currency: group.currency,
  setup: group.setup,
  inviteCode: group.inviteCode,
  createdAt: at,
  members: [{ memberId: group.chair.memberId, name: group.chair.name, phone: null, role: 'chair', userId: group.chair.userId }],
  payoutOrder: null,
  drawId: null,
  cycle: 1,
  entries: [],
  corrections: [],
  shareOuts: [],
});

export const withMember = (book: Book, member: GroupMember): Book =>
  book.members.some(({ memberId }) => memberId === member.memberId) ? book : { ...book, members: [...book.members, member] };

export const withLink = (book: Book, memberId: string, userId: string): Book => ({
  ...book,
  members: book.members.map((member) => (member.memberId === memberId ? { ...member, userId } : member)),
});

export const withOrder = (book: Book, memberIds: readonly string[], drawId: string | null): Book => ({ ...book, payoutOrder: [...memberIds], drawId });

export const withEntry = (book: Book, entry: GroupEntry, recorded: Recorded): Book => ({ ...book, entries: [...book.entries, { ...entry, ...recorded }] });

export const withCorrection = (book: Book, correction: EntryCorrection, recorded: Recorded): Book =>
  ({ ...book, corrections: [...book.corrections, { ...correction, ...recorded }] });

/** Closes the cycle: the next starts with the same members and rules; the social fund stays. */
export const withShareOut = (book: Book, shareOut: ShareOut, recorded: Recorded): Book =>
  ({ ...book, shareOuts: [...book.shareOuts, { ...shareOut, ...recorded }], cycle: shareOut.cycle + 1 });

/** An entry as it counts after its corrections, in the order of the corrections; null when reversed. */
function corrected(entry: GroupEntry, corrections: readonly EntryCorrection[]): GroupEntry | null {
  let current: GroupEntry = entry;
  for (const correction of corrections) {
    if (correction.entryId !== entry.entryId) continue;
    if (correction.reversed) return null;
    current = {
      ...current,
      amount: correction.amount ?? current.amount,
      shares: correction.shares ?? current.shares,
      memberId: correction.memberId ?? current.memberId,
      date: correction.date ?? current.date,
    };
  }
  return current;
}

/** The entries as they count (corrected, reversals left out), of one cycle or of all when `cycle` is null. */
export function effectiveEntries(book: Book, cycle: number | null = book.cycle): GroupEntry[] {
  return book.entries
    .filter((entry) => cycle === null || entry.cycle === cycle)
    .map((entry) => corrected(entry, book.corrections))
    .filter((entry) => entry !== null);
}

export type ActivityLine =
  | ({ kind: 'entry' } & GroupEntry & Recorded)
  | ({ kind: 'correction' } & EntryCorrection & Recorded)
  | ({ kind: 'shareOut' } & ShareOut & Recorded);

/** Every line ever written, newest first: entries and corrections both stay. */
export function activity(book: Book): ActivityLine[] {
  const lines: ActivityLine[] = [
    ...book.entries.map((entry) => ({ kind: 'entry' as const, ...entry })),
    ...book.corrections.map((correction) => ({ kind: 'correction' as const, ...correction })),
    ...book.shareOuts.map((shareOut) => ({ kind: 'shareOut' as const, ...shareOut })),
  ];
  // Recorded times come from one clock per write; the order within the book breaks ties (stable sort).
  return lines.sort((a, b) => (a.recordedAt === b.recordedAt ? 0 : a.recordedAt < b.recordedAt ? -1 : 1)).reverse();
}
