// Net worth's history: after each change to one of a user's assets, debts, IOUs or savings, what that
// holding is then (side, amount, currency, or gone). The history is summed from these rows at read time, in
// the reader's currency at today's rates; stored per holding, a login merge (which renames the user in
// every row) keeps both users' changes in log order. Money lent is an asset, money borrowed a debt,
// each worth what is outstanding; its row keeps what was repaid, so a changed amount is outstanding anew.
// Each saving is an asset worth its amount (issue 33: net worth counted a loan but not savings).
import { fromCents, toCents } from '../../domain/money.ts';
import type { StoredSautiEvent } from '../../events/registry.ts';
import type { Queryable } from '../../events/store/driver.ts';
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
    case 'AssetChanged':
      return before && { ...before, amount: event.data.changes.value ?? before.amount, currency: event.data.changes.currency ?? before.currency };
    case 'DebtChanged':
      return before && { ...before, amount: event.data.changes.amount ?? before.amount, currency: event.data.changes.currency ?? before.currency };
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

async function latest(tx: Queryable, table: string, holdingId: string): Promise<Holding | null> {
  const [row] = await tx.query<{ side: 'asset' | 'debt'; amount: string; currency: string; present: boolean; repaid: string }>(
    `select side, amount, currency, present, repaid from ${table} where holding_id = $1 order by transaction_id desc, global_position desc limit 1`,
    [holdingId],
  );
  return row ? { holdingId, ...row } : null;
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
    const known = new Map<string, Holding>();
    for (const event of events) {
      const holdingId = holdingIdOf(event);
      if (holdingId === null) continue;
      const before = known.get(holdingId) ?? (await latest(tx, changes, holdingId));
      const now = after(event, before);
      if (now === null) continue;
      known.set(holdingId, now);
      await tx.query(
        `insert into ${changes} (transaction_id, global_position, user_id, at, holding_id, side, amount, currency, present, repaid)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (global_position) do nothing`,
        [event.transactionId, event.globalPosition, event.metadata.userId, event.metadata.occurredAt, holdingId, now.side, now.amount, now.currency, now.present, now.repaid],
      );
    }
  },
};
