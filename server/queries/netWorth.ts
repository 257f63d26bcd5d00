// Net worth: assets, liquid assets, debts and assets − debts in the caller's currency, converted
// at read time; and its history, one point a change, summed from the net worth projection's holding
// changes. Money lent and still outstanding is an asset (not liquid); money borrowed is a debt; each
// saving is a liquid asset (issue 33: net worth counted a loan but not the savings beside it).
import { fromCents } from '../../domain/money.ts';
import type { RateTable } from '../../domain/exchange.ts';
import { listIous } from '../../projections/ious/queries.ts';
import { listSavings } from '../../projections/savings/queries.ts';
import { holdingChanges } from '../../projections/netWorth/queries.ts';
import { assets, debts } from '../../projections/ownedItems/all.ts';
import { assertOwnUser } from '../envelope.ts';
import type { App, Caller } from '../context.ts';
import { callerCurrency, centsIn } from './insightMoney.ts';
import { ownGroupHoldings } from './savingsGroups.ts';

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
  const [assetRows, debtRows, iouRows, savingRows, currency, rates, groups] = await Promise.all([
    assets.list(app.db, caller.userId), debts.list(app.db, caller.userId), listIous(app.db, caller.userId), listSavings(app.db, caller.userId),
    callerCurrency(app, caller), app.rates.current(), ownGroupHoldings(app, caller),
  ]);
  const holdings: Holding[] = [
    ...assetRows.map((row) => ({ side: 'asset' as const, amount: row.value, currency: row.currency, isLiquid: row.isLiquid })),
    ...debtRows.map((row) => ({ side: 'debt' as const, amount: row.amount, currency: row.currency, isLiquid: false })),
    ...iouRows.map((row) => ({ side: iouSide(row.direction), amount: row.outstanding, currency: row.currency, isLiquid: false })),
    ...savingRows.map((row) => ({ side: 'asset' as const, amount: row.amount, currency: row.currency, isLiquid: true })),
    // A loan from a savings group the caller is a member of, read from the group's book.
    ...groups.loans.map((loan) => ({ side: 'debt' as const, ...loan, isLiquid: false })),
  ];
  return { currency, ...totals(holdings, currency, rates), history: await netWorthHistory(app, caller, currency, rates) };
}

const iouSide = (direction: string): Holding['side'] => (direction === 'lent' ? 'asset' : 'debt');

/**
 * Net worth after each change to one of the caller's assets, debts or IOUs, oldest first, at today's
 * rates. Each change moves a running sum by what its holding adds now less what it added before: one
 * conversion a change, so a long history takes as long as it is (summing every holding at every
 * change took changes × holdings, seconds of a blocked server for a few thousand; issue 31).
 */
async function netWorthHistory(app: App, caller: Caller, currency: string, rates: RateTable) {
  const counted = new Map<string, bigint>();
  let net = 0n;
  return (await holdingChanges(app.db, caller.userId)).map(({ at, holdingId, present, side, amount, currency: held }) => {
    const cents = present ? centsIn(amount, held, currency, rates) * (side === 'debt' ? -1n : 1n) : 0n;
    net += cents - (counted.get(holdingId) ?? 0n);
    if (present) counted.set(holdingId, cents);
    else counted.delete(holdingId);
    return { at, netWorth: fromCents(net) };
  });
}
