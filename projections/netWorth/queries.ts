// Net worth's read side: the caller's holding changes in log order, for the history's sum.
import type { Queryable } from '../../events/store/driver.ts';
import type { HoldingChange } from './projection.ts';
import { netWorthProjection } from './projection.ts';

/** The caller's holding changes, oldest first, as net worth's history reads them. */
export async function holdingChanges(db: Queryable, userId: string, table = netWorthProjection.tables('').changes): Promise<(HoldingChange & { at: string })[]> {
  const rows = await db.query<{ at: string; holding_id: string; side: 'asset' | 'debt'; amount: string; currency: string; present: boolean }>(
    `select at, holding_id::text, side, amount, currency, present from ${table} where user_id = $1 order by transaction_id, global_position`,
    [userId],
  );
  return rows.map((row) => ({ at: row.at, holdingId: row.holding_id, side: row.side, amount: row.amount, currency: row.currency, present: row.present }));
}
