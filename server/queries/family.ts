// Family reads for the caller: their groups, and a group's members, expenses and balances (only
// for its members, anyone else meets 404), and their own expense shares. Money stays exact.
import { NotFoundError } from '../../domain/errors.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import { settleUp } from '../../domain/split.ts';
import { findGroupOf, listGroupExpenses, listGroupsOf, listMembers, listOpenShares, listSharesOf } from '../../projections/family/queries.ts';
import { isUuid } from '../../events/store/ids.ts';
import type { App, Caller } from '../context.ts';

export const familyGroups = (app: App, caller: Caller) => listGroupsOf(app.db, caller.userId);

/** A group the caller belongs to; for anyone else (or an id that is no id) it does not exist. */
export async function familyGroup(app: App, caller: Caller, groupId: string) {
  const group = isUuid(groupId) ? await findGroupOf(app.db, caller.userId, groupId) : null;
  if (!group) throw new NotFoundError('Family group not found');
  return group;
}

export async function groupMembers(app: App, caller: Caller, groupId: string) {
  await familyGroup(app, caller, groupId);
  return listMembers(app.db, groupId);
}

export async function groupExpenses(app: App, caller: Caller, groupId: string) {
  await familyGroup(app, caller, groupId);
  return listGroupExpenses(app.db, groupId);
}

export const expenseShares = (app: App, caller: Caller) => listSharesOf(app.db, caller.userId);

interface MemberBalance { userId: string; amount: string }
interface SettleTransfer { from: string; to: string; amount: string }
export interface CurrencyBalances { currency: string; balances: MemberBalance[]; transfers: SettleTransfer[] }

/**
 * Per currency (never converted): what each member is owed (positive) or owes (negative) from the
 * unpaid shares, and the fewest-transfers plan that clears them. Settled currencies are left out.
 */
export async function groupBalances(app: App, caller: Caller, groupId: string): Promise<CurrencyBalances[]> {
  await familyGroup(app, caller, groupId);
  const [members, open] = await Promise.all([listMembers(app.db, groupId), listOpenShares(app.db, groupId)]);
  const byCurrency = new Map<string, Map<string, bigint>>();
  for (const share of open) {
    const balances = byCurrency.get(share.currency) ?? new Map(members.map((member) => [member.userId, 0n]));
    byCurrency.set(share.currency, balances);
    const cents = toCents(share.amount);
    balances.set(share.paidBy, (balances.get(share.paidBy) ?? 0n) + cents);
    balances.set(share.userId, (balances.get(share.userId) ?? 0n) - cents);
  }
  return [...byCurrency]
    .filter(([, balances]) => [...balances.values()].some((cents) => cents !== 0n))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, balances]) => ({
      currency,
      balances: [...balances].map(([userId, cents]) => ({ userId, amount: fromCents(cents) })),
      transfers: settleUp(balances).map(({ from, to, cents }) => ({ from, to, amount: fromCents(cents) })),
    }));
}
