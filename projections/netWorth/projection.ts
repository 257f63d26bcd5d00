// Net worth's history: after each change to one of a user's assets, debts, IOUs or savings, what that
// holding is then (side, amount, currency, or gone). The history is summed from these rows at read time, in
// the reader's currency at today's rates; stored per holding, a login merge (which renames the user in
// every row) keeps both users' changes in log order. Money lent is an asset, money borrowed a debt,
// each worth what is outstanding; its row keeps what was repaid, so a changed amount is outstanding anew.
// Each saving is an asset worth its amount (issue 33: net worth counted a loan but not savings).
import { fromCents, toCents } from '../../domain/money.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
import { oneOf } from '../../events/store/driver.ts';
import type { Projection } from '../projection.ts';

export interface HoldingChange {
  holdingId: string;
  side: 'asset' | 'debt';
  amount: string;
  currency: string;
  /** False when the holding was deleted: from then on it counts for nothing. */
  present: boolean;
}

/** A holding as this projection keeps it: with what an IOU has had repaid (nothing for the rest). */
type Holding = HoldingChange & { repaid: string };

type Tables = { changes: string };

/** The holding after `event`, given what it was before (null for a holding not seen yet). */
function after(event: StoredSautiEvent, before: Holding | null): Holding | null {
  const none = '0.00';
  switch (event.type) {
    case 'AssetAdded':
      return { holdingId: event.data.id, side: 'asset', amount: event.data.fields.value, currency: event.data.fields.currency, present: true, repaid: none };
    case 'DebtAdded':
      return { holdingId: event.data.id, side: 'debt', amount: event.data.fields.amount, currency: event.data.fields.currency, present: true, repaid: none };
    // An asset's or a debt's currency never changes (events/asset/events.ts, events/debt/events.ts).
    case 'AssetChanged':
      return before && { ...before, amount: event.data.changes.value ?? before.amount };
    case 'DebtChanged':
      return before && { ...before, amount: event.data.changes.amount ?? before.amount };
    case 'IouRecorded':
      return {
        holdingId: event.data.iouId, side: event.data.direction === 'lent' ? 'asset' : 'debt', amount: event.data.amount, currency: event.data.currency, present: true, repaid: none,
      };
    case 'IouChanged': {
      const { amount } = event.data.changes;
      return before && amount !== undefined ? { ...before, amount: fromCents(toCents(amount) - toCents(before.repaid)) } : null;
    }
    case 'IouRepaid':
      return before && {
        ...before,
        amount: fromCents(toCents(before.amount) - toCents(event.data.amount)),
        repaid: fromCents(toCents(before.repaid) + toCents(event.data.amount)),
      };
    case 'SavingRecorded':
      return { holdingId: event.data.savingId, side: 'asset', amount: event.data.amount, currency: event.data.currency, present: true, repaid: none };
    case 'SavingChanged':
      return before && { ...before, amount: event.data.changes.amount ?? before.amount, currency: event.data.changes.currency ?? before.currency };
    case 'AssetDeleted':
    case 'DebtDeleted':
    case 'IouDeleted':
    case 'SavingDeleted':
      return before && { ...before, present: false };
    default:
      return null;
  }
}

/** The events that make a holding whole whatever stood before: its row before them is not read. */
const CREATES = new Set(['AssetAdded', 'DebtAdded', 'IouRecorded', 'SavingRecorded']);

/** Each holding's latest row, in one read. */
async function latest(tx: Queryable, table: string, holdingIds: readonly string[]): Promise<Map<string, Holding>> {
  if (holdingIds.length === 0) return new Map();
  const rows = await tx.query<{ holding_id: string; side: 'asset' | 'debt'; amount: string; currency: string; present: boolean; repaid: string }>(
    // Grouped and ordered on the table's own columns (c.), not the text the list casts holding_id to.
    `select distinct on (c.holding_id) c.holding_id::text, side, amount, currency, present, repaid from ${table} c
     where c.holding_id ${oneOf('$1', 'uuid')} order by c.holding_id, c.transaction_id desc, c.global_position desc`,
    [JSON.stringify(holdingIds)],
  );
  return new Map(rows.map(({ holding_id: holdingId, ...row }) => [holdingId, { holdingId, ...row }]));
}

const holdingIdOf = (event: StoredSautiEvent): string | null =>
  'iouId' in event.data ? event.data.iouId
  : 'savingId' in event.data ? event.data.savingId
  : 'id' in event.data && typeof event.data.id === 'string' ? event.data.id : null;

export const netWorthProjection: Projection<Tables> = {
  // v2: each row keeps what an IOU has had repaid, for IouChanged. v3: savings are holdings too (rebuilt from the log).
  name: 'netWorth.v3',
  tables: (suffix) => ({ changes: `net_worth_changes_v3${suffix}` }),
  canHandle: new Set([
    'AssetAdded', 'AssetChanged', 'AssetDeleted', 'DebtAdded', 'DebtChanged', 'DebtDeleted', 'IouRecorded', 'IouChanged', 'IouRepaid', 'IouDeleted',
    'SavingRecorded', 'SavingChanged', 'SavingDeleted',
  ]),
  ddl: ({ changes }) => [
    `create table if not exists ${changes} (
      transaction_id bigint not null,
      global_position bigint not null,
      user_id uuid not null,
      at text not null,
      holding_id uuid not null,
      side text not null,
      amount text not null,
      currency text not null,
      present boolean not null,
      repaid text not null,
      primary key (global_position)
    )`,
    `create index if not exists ${changes}_user on ${changes} (user_id, transaction_id, global_position)`,
    `create index if not exists ${changes}_holding on ${changes} (holding_id, transaction_id, global_position)`,
  ],
  async apply(tx, events, { changes }) {
    const mine = events.flatMap((event) => {
      const holdingId = holdingIdOf(event);
      return holdingId === null ? [] : [{ event, holdingId }];
    });
    // Only a holding this batch does not start by creating can have a row to read.
    const firsts = new Map<string, StoredSautiEvent>();
    for (const { event, holdingId } of mine) if (!firsts.has(holdingId)) firsts.set(holdingId, event);
    const known = await latest(tx, changes, [...firsts].filter(([, event]) => !CREATES.has(event.type)).map(([holdingId]) => holdingId));
    const rows = mine.flatMap(({ event, holdingId }) => {
      const now = after(event, known.get(holdingId) ?? null);
      if (now === null) return [];
      known.set(holdingId, now);
      return [{
        transaction_id: event.transactionId, global_position: event.globalPosition, user_id: event.metadata.userId, at: event.metadata.occurredAt,
        holding_id: holdingId, side: now.side, amount: now.amount, currency: now.currency, present: now.present, repaid: now.repaid,
      }];
    });
    if (rows.length === 0) return;
    await tx.query(
      `insert into ${changes} (transaction_id, global_position, user_id, at, holding_id, side, amount, currency, present, repaid)
       select * from jsonb_to_recordset($1::text::jsonb) as r (transaction_id bigint, global_position bigint, user_id uuid, at text,
         holding_id uuid, side text, amount text, currency text, present boolean, repaid text)
       on conflict (global_position) do nothing`,
      [JSON.stringify(rows)],
    );
  },
};
