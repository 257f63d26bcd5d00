// The group's book folded from its events: the decider's state and the read model's row alike, so
// what the rules decide on and what members read are one fold. Pure; never throws on an event.
import type { Book } from '../../domain/savingsGroups/book.ts';
import { newBook, withCorrection, withEntry, withLink, withMember, withOrder, withShareOut } from '../../domain/savingsGroups/book.ts';
import type { StoredEvent } from '../store/eventTypes.ts';
import type { SavingsGroupEvent } from './events.ts';

export function evolveBook(book: Book | null, event: StoredEvent<SavingsGroupEvent>): Book | null {
  const recorded = { recordedBy: event.metadata.userId, recordedAt: event.metadata.occurredAt };
  if (event.type === 'SavingsGroupCreated') return book ?? newBook(event.data, event.metadata.occurredAt);
  if (!book) return book;
  switch (event.type) {
    case 'SavingsGroupMemberAdded': {
      const { groupId: _group, ...member } = event.data;
      return withMember(book, { ...member, userId: null });
    }
    case 'SavingsGroupMemberLinked':
      return withLink(book, event.data.memberId, event.data.userId);
    case 'SavingsGroupPayoutOrderSet':
      return withOrder(book, event.data.memberIds, null);
    case 'SavingsGroupPayoutOrderDrawn':
      return withOrder(book, event.data.memberIds, event.data.drawId);
    case 'SavingsGroupEntryRecorded':
      return withEntry(book, event.data.entry, recorded);
    case 'SavingsGroupEntryCorrected':
      return withCorrection(book, event.data.correction, recorded);
    case 'SavingsGroupSharedOut':
      return withShareOut(book, event.data.shareOut, recorded);
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
