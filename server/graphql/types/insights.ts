// Budgets, assets, debts and subscriptions (one generic over each noun's field list), with the net-worth
// summary and history and the subscriptions' monthly total.
import { assetApi, budgetApi, debtApi, subscriptionApi } from '../../commands/insightItems.ts';
import { netWorth } from '../../queries/netWorth.ts';
import { subscriptionsTotal } from '../../queries/subscriptions.ts';
import { builder } from '../builder.ts';
import { ownedItemGraphQL } from './ownedItems.ts';

// Each type's fields are its noun's field list's (events/<noun>/fields.ts), what its view computes among them.
ownedItemGraphQL({ type: 'Budget', list: 'budgets' }, budgetApi);
ownedItemGraphQL({ type: 'Asset', list: 'assets' }, assetApi);
ownedItemGraphQL({ type: 'Debt', list: 'debts' }, debtApi);
export const SubscriptionType = ownedItemGraphQL({ type: 'Subscription', list: 'subscriptions' }, subscriptionApi);

type NetWorth = Awaited<ReturnType<typeof netWorth>>;

const NetWorthPoint = builder.objectRef<NetWorth['history'][number]>('NetWorthPoint').implement({
  fields: (t) => ({ at: t.expose('at', { type: 'DateTime' }), netWorth: t.expose('netWorth', { type: 'Decimal' }) }),
});

const NetWorthSummary = builder.objectRef<NetWorth>('NetWorth').implement({
  description: "Totals in the caller's currency at today's rates; history after each asset or debt event.",
  fields: (t) => ({
    currency: t.exposeString('currency'),
    assets: t.expose('assets', { type: 'Decimal' }),
    liquidAssets: t.expose('liquidAssets', { type: 'Decimal' }),
    debts: t.expose('debts', { type: 'Decimal' }),
    netWorth: t.expose('netWorth', { type: 'Decimal' }),
    history: t.expose('history', { type: [NetWorthPoint] }),
  }),
});

const SubscriptionsTotal = builder.objectRef<Awaited<ReturnType<typeof subscriptionsTotal>>>('SubscriptionsTotal').implement({
  fields: (t) => ({ currency: t.exposeString('currency'), monthlyTotal: t.expose('monthlyTotal', { type: 'Decimal' }) }),
});

builder.queryFields((t) => ({
  netWorth: t.field({
    type: NetWorthSummary,
    args: { userId: t.arg.id({ required: false }) },
    resolve: (_root, { userId }, { app, caller }) => netWorth(app, caller, userId),
  }),
  subscriptionsTotal: t.field({
    type: SubscriptionsTotal,
    description: 'The active subscriptions per month: weekly × 4.33, monthly × 1, yearly ÷ 12.',
    args: { userId: t.arg.id({ required: false }) },
    resolve: (_root, { userId }, { app, caller }) => subscriptionsTotal(app, caller, userId),
  }),
}));
