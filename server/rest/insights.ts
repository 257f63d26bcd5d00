// The insights' REST paths: the four owned items (spec §7), plus the read-time summaries the
// screen shows: net worth with its history, and the subscriptions' monthly total.
import { assetApi, budgetApi, debtApi, subscriptionApi } from '../commands/insightItems.ts';
import { netWorth } from '../queries/netWorth.ts';
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
    path: '/api/subscriptions/:userId/total',
    handle: async ({ app, caller, params }) => ({ status: 200, body: await subscriptionsTotal(app, caller, params.userId) }),
  },
];
