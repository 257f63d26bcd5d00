// Every read of the savings groups read model goes through these functions; a group is read only
// through a user linked to one of its member rows (anyone else finds nothing).
import * as z from 'zod';
import type { Book } from '../../domain/savingsGroups/book.ts';
import type { Queryable } from '../../events/store/driver.ts';
import { savingsGroupsProjection } from './projection.ts';
import { groupColumns } from './sql.ts';
import { isUuid } from '../../events/store/ids.ts';

const live = savingsGroupsProjection.tables('');

export interface LinkedBook {
  book: Book;
  /** The caller's own member row. */
  memberId: string;
}

const SELECT = `select ${groupColumns.select}, a.member_id::text as "memberId" from ${live.groups} g join ${live.access} a on a.group_id = g.id`;

const Linked = z.object({ memberId: z.string() });
const linked = (raw: unknown): LinkedBook => ({ book: groupColumns.parse(raw).book, memberId: Linked.parse(raw).memberId });

/** The groups the user is linked to, newest first. */
export async function listBooksOf(db: Queryable, userId: string): Promise<LinkedBook[]> {
  const rows = await db.query(`${SELECT} where a.user_id = $1`, [userId]);
  return rows.map(linked).sort((a, b) => (a.book.createdAt < b.book.createdAt ? 1 : a.book.createdAt > b.book.createdAt ? -1 : 0));
}

export async function findBookOf(db: Queryable, userId: string, groupId: string): Promise<LinkedBook | null> {
  if (!isUuid(groupId)) return null;
  const [row] = await db.query(`${SELECT} where a.user_id = $1 and g.id = $2`, [userId, groupId]);
  return row ? linked(row) : null;
}
