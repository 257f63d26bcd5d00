// This calendar month's expenses and savings in the caller's time zone, summed per currency and
// never converted here: the USDT overview converts them with the rates it shows.
import { localDay } from '../../domain/dates.ts';
import { listDayTotals } from '../../projections/expenses/queries.ts';
import { listSavings } from '../../projections/savings/queries.ts';
import type { App, Caller } from '../context.ts';
import type { CurrencyAmount } from '../queries/expenses.ts';

/** An exact sum keeping every decimal given (savings in USDT carry up to 8). */
export function sumDecimals(amounts: readonly string[]): string {
  const digits = Math.max(2, ...amounts.map((amount) => amount.split('.')[1]?.length ?? 0));
  const units = amounts.reduce((total, amount) => {
    const [whole = '0', fraction = ''] = amount.split('.');
    return total + BigInt(`${whole}${fraction.padEnd(digits, '0')}`);
  }, 0n);
  const text = units.toString().padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

function perCurrency(rows: ReadonlyArray<{ currency: string; amount: string }>): CurrencyAmount[] {
  const byCurrency = new Map<string, string[]>();
  for (const { currency, amount } of rows) byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), amount]);
  return [...byCurrency].map(([currency, amounts]) => ({ currency, amount: sumDecimals(amounts) }));
}

export interface MonthMoney {
  /** The first day of the month (YYYY-MM-01) and today, in the caller's zone. */
  from: string;
  to: string;
  expenses: CurrencyAmount[];
  savings: CurrencyAmount[];
}

export async function monthMoney(app: App, caller: Caller): Promise<MonthMoney> {
  const to = localDay(caller.now, caller.timeZone);
  const from = `${to.slice(0, 8)}01`;
  const [days, savings] = await Promise.all([listDayTotals(app.db, caller.userId, from, to), listSavings(app.db, caller.userId, from, to)]);
  return {
    from,
    to,
    expenses: perCurrency(days.map((day) => ({ currency: day.currency, amount: day.total }))),
    savings: perCurrency(savings),
  };
}
