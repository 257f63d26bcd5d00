// The savings groups' read model as its tables hold it: each group's book (members, order, every
// entry and correction, as the stream folds it) and who may read it (a Sauti user linked to a member row).
import { Book } from '../../domain/savingsGroups/book.ts';
import { column, columnsOf } from '../columns.ts';

export const groupColumns = columnsOf({ id: column.id(), book: column.json(Book) });

/** One row per linked user: the read side's door (a stranger has no row, so meets 404). */
export const accessColumns = columnsOf({ groupId: column.id(), userId: column.id(), memberId: column.id() });

export type GroupRow = ReturnType<typeof groupColumns.parse>;
