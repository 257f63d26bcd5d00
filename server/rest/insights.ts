// The insights' REST paths: the four owned items (spec §7), plus the read-time summaries the
// screen shows: net worth with its history, and the subscriptions' monthly total; bills due and paid.
import { assetApi, budgetApi, debtApi, subscriptionApi } from '../commands/insightItems.ts';
import { paySubscription, recordDueBills } from '../commands/subscriptionPayments.ts';
import { netWorth } from '../queries/netWorth.ts';
import { dueSubscriptions } from '../queries/subscriptionsDue.ts';
import { expenseJson } from './expenses.ts';
import { readJson, readOptionalJson, readQuery } from './respond.ts';
import { subscriptionsTotal } from '../queries/subscriptions.ts';
import { ownedItemRoutes } from './ownedItems.ts';
import type { Route } from './router.ts';

export const insightRoutes: Route[] = [
  ...ownedItemRoutes('/api/budgets', budgetApi),
  ...ownedItemRoutes('/api/assets', assetApi),
  ...ownedItemRoutes('/api/debts', debtApi),
  ...ownedItemRoutes('/api/subscriptions', subscriptionApi),
  {
    method: 'GET',
    path: '/api/net-worth/:userId',
    handle: async ({ app, caller, params }) => ({ status: 200, body: await netWorth(app, caller, params.userId) }),
  },
  {
    method: 'GET',
    path: '/api/subscriptions/due',
    handle: async ({ app, caller, req }) => ({ status: 200, body: await dueSubscriptions(app, caller, readQuery(req)) }),
  },
  {
    method: 'POST',
    path: '/api/subscriptions/:id/pay',
    async handle({ app, caller, req, params }) {
      const { subscription, expense, recorded } = await paySubscription(app, caller, params.id ?? '', await readJson(req));
      const [shown] = await subscriptionApi.present(app, caller, [subscription]);
      return { status: recorded ? 201 : 200, body: { subscription: shown, expense: expense && expenseJson(expense), recorded } };
    },
  },
  {
    method: 'POST',
    path: '/api/subscriptions/record-due',
    handle: async ({ app, caller, req }) => ({
      status: 200,
      body: { recorded: (await recordDueBills(app, caller, await readOptionalJson(req))).map(expenseJson) },
    }),
  },
  {
    method: 'GET',
    path: '/api/subscriptions/:userId/total',
    handle: async ({ app, caller, params }) => ({ status: 200, body: await subscriptionsTotal(app, caller, params.userId) }),
  },
];
