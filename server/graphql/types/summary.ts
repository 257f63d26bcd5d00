// The day summary and the daily totals, with the queries that return them.
import type { CurrencyAmount } from '../../queries/expenses.ts';
import { dailyTotals, daySummary } from '../../queries/expenses.ts';
import { builder } from '../builder.ts';
import { Category } from '../enums.ts';

export const CurrencyAmountType = builder.objectRef<CurrencyAmount>('CurrencyAmount').implement({
  fields: (t) => ({ currency: t.exposeString('currency'), amount: t.expose('amount', { type: 'Decimal' }) }),
});

const CategoryTotal = builder
  .objectRef<{ category: string; currency: string; amount: string; count: number }>('CategoryTotal')
  .implement({
    fields: (t) => ({
      category: t.field({ type: Category.ref, resolve: (row) => Category.of(row.category) }),
      currency: t.exposeString('currency'),
      amount: t.expose('amount', { type: 'Decimal' }),
      count: t.exposeInt('count'),
    }),
  });

const DayChange = builder
  .objectRef<{ currency: string; today: string; yesterday: string; percent: string | null }>('DayChange')
  .implement({
    description: "Today's total against yesterday's, per currency.",
    fields: (t) => ({
      currency: t.exposeString('currency'),
      today: t.expose('today', { type: 'Decimal' }),
      yesterday: t.expose('yesterday', { type: 'Decimal' }),
      percent: t.expose('percent', {
        type: 'Decimal',
        nullable: true,
        description: 'Change in percent with 1 decimal; null when yesterday had nothing.',
      }),
    }),
  });

type Summary = Awaited<ReturnType<typeof daySummary>>;

const DaySummary = builder.objectRef<Summary>('DaySummary').implement({
  fields: (t) => ({
    day: t.expose('day', { type: 'Date' }),
    totals: t.expose('totals', { type: [CurrencyAmountType] }),
    topCategories: t.expose('topCategories', { type: [CategoryTotal] }),
    changes: t.expose('changes', { type: [DayChange] }),
  }),
});

const DailyTotal = builder.objectRef<{ day: string; totals: CurrencyAmount[] }>('DailyTotal').implement({
  fields: (t) => ({
    day: t.expose('day', { type: 'Date' }),
    totals: t.expose('totals', { type: [CurrencyAmountType] }),
  }),
});

builder.queryFields((t) => ({
  daySummary: t.field({
    type: DaySummary,
    description: "Today's totals per currency, top 3 categories and the change against yesterday.",
    resolve: (_root, _args, { app, caller }) => daySummary(app, caller),
  }),
  dailyTotals: t.field({
    type: [DailyTotal],
    description: 'Totals per local day, oldest first, ending today.',
    args: { days: t.arg.int({ defaultValue: 7 }) },
    resolve: (_root, { days }, { app, caller }) => dailyTotals(app, caller, days ?? undefined),
  }),
}));
