// The USDT overview's figures for a month: expenses and savings in USDT (each amount at its own
// currency's rate), spending status against the balance, the 20 % goal and advice that follows
// from those numbers. Pure and exact: cents in BigInt, conversions through domain/exchange.ts.
import { convert } from '../../../domain/exchange.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { totalUsdt } from '../format/money.ts';

export interface Money {
  amount: string;
  currency: string;
}

export type SpendingStatus = 'High Spending' | 'Moderate Spending' | 'Conservative Spending';

export type Advice =
  | { kind: 'noBalance' }
  | { kind: 'overspent'; percent: string }
  | { kind: 'nearLimit'; percent: string; headroom: string }
  | { kind: 'room'; percent: string }
  | { kind: 'saveMore'; shortfall: string }
  | { kind: 'goalMet'; savings: string };

export interface Overview {
  balance: string;
  expenses: string;
  savings: string;
  /** Expenses as a percent of the balance, 1 decimal; null without a balance. */
  percent: string | null;
  status: SpendingStatus;
  /** 20 % of the month's expenses, in USDT (spec §9). */
  goal: string;
  advice: Advice[];
}

/** part / whole in percent with one decimal, rounded down so 80.04 % never reads as 80.1. */
function percentOf(part: bigint, whole: bigint): string {
  const tenths = (part * 1000n) / whole;
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** Spec §4: above 80 % High, above 50 % Moderate, otherwise Conservative. */
export function spendingStatus(expenses: bigint, balance: bigint): SpendingStatus {
  if (balance <= 0n) return expenses > 0n ? 'High Spending' : 'Conservative Spending';
  if (expenses * 100n > balance * 80n) return 'High Spending';
  if (expenses * 100n > balance * 50n) return 'Moderate Spending';
  return 'Conservative Spending';
}

export function usdtOverview(balance: string, expenses: readonly Money[], savings: readonly Money[], rates: Readonly<Record<string, string>>): Overview {
  const balanceCents = toCents(balance);
  const spent = toCents(totalUsdt(expenses, rates));
  const saved = toCents(totalUsdt(savings, rates));
  const goal = (spent * 20n + 50n) / 100n;
  const percent = balanceCents > 0n ? percentOf(spent, balanceCents) : null;
  const status = spendingStatus(spent, balanceCents);
  const advice: Advice[] = [];
  if (percent === null) advice.push({ kind: 'noBalance' });
  else if (status === 'High Spending') advice.push({ kind: 'overspent', percent });
  else if (status === 'Moderate Spending') advice.push({ kind: 'nearLimit', percent, headroom: fromCents((balanceCents * 80n) / 100n - spent) });
  else advice.push({ kind: 'room', percent });
  if (saved < goal) advice.push({ kind: 'saveMore', shortfall: fromCents(goal - saved) });
  else if (spent > 0n) advice.push({ kind: 'goalMet', savings: fromCents(saved) });
  return { balance: fromCents(balanceCents), expenses: fromCents(spent), savings: fromCents(saved), percent, status, goal: fromCents(goal), advice };
}

/** A USDT figure in the conversion currency the person chose; null without a rate. */
export const inCurrency = (usdt: string, currency: string, rates: Readonly<Record<string, string>>): string | null =>
  convert(usdt, 'USDT', currency, rates);
