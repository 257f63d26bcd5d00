// This month's expenses and savings per currency, for the USDT overview, and the query that answers them.
import type { MonthMoney } from '../../money/monthMoney.ts';
import { monthMoney } from '../../money/monthMoney.ts';
import { builder } from '../builder.ts';
import { CurrencyAmountType } from './summary.ts';

const MonthMoneyType = builder.objectRef<MonthMoney>('MonthMoney').implement({
  fields: (t) => ({
    from: t.expose('from', { type: 'Date' }),
    to: t.expose('to', { type: 'Date' }),
    expenses: t.field({ type: [CurrencyAmountType], resolve: (month) => month.expenses }),
    savings: t.field({ type: [CurrencyAmountType], resolve: (month) => month.savings }),
  }),
});

builder.queryFields((t) => ({
  monthMoney: t.field({
    type: MonthMoneyType,
    description: "This calendar month's expenses and savings in the caller's time zone, summed per currency (not converted).",
    resolve: (_root, _args, { app, caller }) => monthMoney(app, caller),
  }),
}));
