// Net worth: assets, liquid assets, debts and assets − debts in the caller's currency, converted
// at read time; and its history, folded from the asset, debt and IOU events in the log, one point a
// change. Money lent and still outstanding is an asset (not liquid); money borrowed is a debt.
import { fromCents, toCents } from '../../domain/money.ts';
import type { RateTable } from '../../domain/exchange.ts';
import { assetItem } from '../../events/ownedItem/asset.ts';
import { debtItem } from '../../events/ownedItem/debt.ts';
import { iouDefinitions } from '../../events/iou/events.ts';
import { createRegistry } from '../../events/store/eventTypes.ts';
import { listIous } from '../../projections/ious/queries.ts';
import { assets, debts } from '../../projections/ownedItems/all.ts';
import { assertOwnUser } from '../envelope.ts';
import type { App, Caller } from '../context.ts';
import { callerCurrency, centsIn } from './insightMoney.ts';

interface Holding {
  side: 'asset' | 'debt';
  amount: string;
  currency: string;
  isLiquid: boolean;
}

function totals(holdings: Iterable<Holding>, currency: string, rates: RateTable) {
  let owned = 0n;
  let liquid = 0n;
  let owed = 0n;
  for (const holding of holdings) {
    const cents = centsIn(holding.amount, holding.currency, currency, rates);
    if (holding.side === 'debt') owed += cents;
    else {
      owned += cents;
      if (holding.isLiquid) liquid += cents;
    }
  }
  return { assets: fromCents(owned), liquidAssets: fromCents(liquid), debts: fromCents(owed), netWorth: fromCents(owned - owed) };
}

export async function netWorth(app: App, caller: Caller, userId?: unknown) {
  assertOwnUser(caller, userId);
  const [assetRows, debtRows, iouRows, currency, rates] = await Promise.all([
    assets.list(app.db, caller.userId), debts.list(app.db, caller.userId), listIous(app.db, caller.userId), callerCurrency(app, caller),
    app.rates.current(),
  ]);
  const holdings: Holding[] = [
    ...assetRows.map(({ fields }) => ({ side: 'asset' as const, amount: fields.value, currency: fields.currency, isLiquid: fields.isLiquid })),
    ...debtRows.map(({ fields }) => ({ side: 'debt' as const, amount: fields.amount, currency: fields.currency, isLiquid: false })),
    ...iouRows.map((row) => ({ side: iouSide(row.direction), amount: row.outstanding, currency: row.currency, isLiquid: false })),
  ];
  return { currency, ...totals(holdings, currency, rates), history: await netWorthHistory(app, caller, currency, rates) };
}

const iouSide = (direction: string): Holding['side'] => (direction === 'lent' ? 'asset' : 'debt');

const registry = createRegistry([...assetItem.definitions, ...debtItem.definitions, ...iouDefinitions]);

/** Net worth after each asset, debt or IOU event of the caller, oldest first, at today's rates. */
async function netWorthHistory(app: App, caller: Caller, currency: string, rates: RateTable) {
  const rows = await app.db.query<{ type: string; schema_version: number; data: unknown; occurred_at: string }>(
    `select e.type, e.schema_version, e.data, e.metadata->>'occurredAt' as occurred_at
     from events e join streams s on s.stream_id = e.stream_id
     where s.owner_id = $1 and s.stream_type in ('asset', 'debt', 'iou')
     order by e.transaction_id, e.global_position`,
    [caller.userId],
  );
  const holdings = new Map<string, Holding>();
  return rows.map((row) => {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    const event = registry.decode(row.type, Number(row.schema_version), data);
    const id = 'iouId' in event.data ? event.data.iouId : event.data.id;
    const before = holdings.get(id);
    switch (event.type) {
      case 'AssetAdded':
        holdings.set(id, { side: 'asset', amount: event.data.fields.value, currency: event.data.fields.currency, isLiquid: event.data.fields.isLiquid });
        break;
      case 'DebtAdded':
        holdings.set(id, { side: 'debt', amount: event.data.fields.amount, currency: event.data.fields.currency, isLiquid: false });
        break;
      case 'AssetChanged':
        if (before) holdings.set(id, { ...before, amount: event.data.changes.value ?? before.amount, isLiquid: event.data.changes.isLiquid ?? before.isLiquid });
        break;
      case 'DebtChanged':
        if (before) holdings.set(id, { ...before, amount: event.data.changes.amount ?? before.amount });
        break;
      case 'IouRecorded':
        holdings.set(id, { side: iouSide(event.data.direction), amount: event.data.amount, currency: event.data.currency, isLiquid: false });
        break;
      case 'IouRepaid':
        if (before) holdings.set(id, { ...before, amount: fromCents(toCents(before.amount) - toCents(event.data.amount)) });
        break;
      case 'AssetDeleted':
      case 'DebtDeleted':
      case 'IouDeleted':
        holdings.delete(id);
        break;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
    return { at: row.occurred_at, netWorth: totals(holdings.values(), currency, rates).netWorth };
  });
}
