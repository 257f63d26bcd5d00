// Budgets, assets, debts and subscriptions (one generic, four field lists), with the net-worth
// summary and history and the subscriptions' monthly total.
import { assetInputs, budgetInputs, debtInputs, subscriptionInputs } from '../../commands/insightItems.ts';
import { assetApi, budgetApi, debtApi, subscriptionApi } from '../../commands/insightItems.ts';
import { netWorth } from '../../queries/netWorth.ts';
import { subscriptionsTotal } from '../../queries/subscriptions.ts';
import { builder } from '../builder.ts';
import { AssetType, BillingCycle, BudgetCategory, BudgetPeriod, DebtType, SubscriptionCategory } from '../enums.ts';
import { ownedItemGraphQL } from './ownedItems.ts';

/** The input fields are the command inputs' own: one list, no second copy to drift. */
const inputsOf = (inputs: { create: { shape: object }; change: { shape: object } }) =>
  ({ create: Object.keys(inputs.create.shape), change: Object.keys(inputs.change.shape) });

ownedItemGraphQL({ type: 'Budget', list: 'budgets' }, {
  name: 'String', category: BudgetCategory, budgetAmount: 'Decimal', currency: 'String', period: BudgetPeriod,
  alertThreshold: 'Float', isActive: 'Boolean', spentAmount: 'Decimal', percent: 'Float',
}, inputsOf(budgetInputs), budgetApi);

ownedItemGraphQL({ type: 'Asset', list: 'assets' }, {
  name: 'String', type: AssetType, value: 'Decimal', currency: 'String', isLiquid: 'Boolean', description: 'String',
}, inputsOf(assetInputs), assetApi);

ownedItemGraphQL({ type: 'Debt', list: 'debts' }, {
  name: 'String', type: DebtType, amount: 'Decimal', currency: 'String', interestRate: 'Float?',
  minimumPayment: 'Decimal?', description: 'String',
}, inputsOf(debtInputs), debtApi);

export const SubscriptionType = ownedItemGraphQL({ type: 'Subscription', list: 'subscriptions' }, {
  name: 'String', amount: 'Decimal', currency: 'String', billingCycle: BillingCycle, nextBillingDate: 'Date?',
  category: SubscriptionCategory, isActive: 'Boolean', canCancel: 'Boolean', autoRecord: 'Boolean', billingStatus: 'String', daysUntilBilling: 'Int?',
}, inputsOf(subscriptionInputs), subscriptionApi);

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
