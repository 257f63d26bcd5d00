// The ledger's reads of the expense list: one user's expenses, newest first by when the money went
// out (then id), filtered by local days, category and folded search text, a keyset page at a time.
import { addDays } from '../../domain/dates.ts';
import type { Queryable, SqlParam } from '../../events/store/driver.ts';
import { expensesProjection } from './projection.ts';
import type { ExpenseRow } from './row.ts';
import { EXPENSE_COLUMNS, parseExpenseRow } from './sql.ts';

const live = expensesProjection.tables('');

export interface LedgerFilter {
  /** Local days, both inclusive. */
  from?: string;
  to?: string;
  category?: string;
  /** Already folded with searchKey. */
  search?: string;
}

/** Where a page starts: just after this expense in the ledger's order. */
export interface LedgerPosition {
  spentAt: string;
  id: string;
}

export interface LedgerPageRequest {
  after: LedgerPosition | null;
  limit: number;
  /** The export reads oldest first; every screen newest first. */
  oldestFirst?: boolean;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;

/**
 * At most `limit` expenses after `after`, in the ledger's order or its reverse. The page is chosen
 * from the ledger index alone (every filter reads only its columns), then its rows are read by key.
 * A local day lies within a day either side of its UTC date (offsets run from -12 to +14 hours), so
 * the days also bound spent_at, the index's order.
 */
export async function listLedgerPage(
  db: Queryable, userId: string, filter: LedgerFilter, { after, limit, oldestFirst = false }: LedgerPageRequest,
): Promise<ExpenseRow[]> {
  const params: SqlParam[] = [userId];
  const where = ['user_id = $1', 'not deleted'];
  const add = (condition: (at: string) => string, value: SqlParam) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (filter.from !== undefined) {
    add((at) => `local_day >= ${at}::date`, filter.from);
    add((at) => `spent_at >= ${at}::timestamptz`, `${addDays(filter.from, -1)}T00:00:00Z`);
  }
  if (filter.to !== undefined) {
    add((at) => `local_day <= ${at}::date`, filter.to);
    add((at) => `spent_at < ${at}::timestamptz`, `${addDays(filter.to, 2)}T00:00:00Z`);
  }
  if (filter.category !== undefined) add((at) => `category = ${at}`, filter.category);
  if (filter.search) add((at) => `search_text like ${at}`, likePattern(filter.search));
  if (after) {
    params.push(after.spentAt, after.id);
    where.push(`(spent_at, id) ${oldestFirst ? '>' : '<'} ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(limit);
  const direction = oldestFirst ? 'asc' : 'desc';
  const rows = await db.query(
    `with page as materialized (
       select id as page_id from ${live.list} where ${where.join(' and ')}
       order by spent_at ${direction}, id ${direction} limit $${params.length}
     )
     select ${EXPENSE_COLUMNS} from ${live.list} join page on id = page_id
     where user_id = $1 order by spent_at ${direction}, id ${direction}`,
    params,
  );
  return rows.map(parseExpenseRow);
}
