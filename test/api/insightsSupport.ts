// Valid bodies for the four owned items and where each lives, shared by the insights API tests.
import type { Driver } from '../../events/store/driver.ts';

/** Events this user caused on any owned-item stream: a refused request must not add one. */
export async function itemEventCount(db: Driver, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from events e join streams s on s.stream_id = e.stream_id
     where s.stream_type in ('budget', 'asset', 'debt', 'subscription') and e.metadata->>'userId' = $1`,
    [userId],
  );
  return Number(row?.count);
}

export const ITEMS = [
  {
    kind: 'budget', path: '/api/budgets', list: 'budgets', title: 'Budget', amountField: 'budgetAmount',
    body: { name: 'Chakula', category: 'food', budgetAmount: '1000', currency: 'KES' },
  },
  {
    kind: 'asset', path: '/api/assets', list: 'assets', title: 'Asset', amountField: 'value',
    body: { name: 'M-Pesa', type: 'cash', value: '5000.50', currency: 'KES', isLiquid: true },
  },
  {
    kind: 'debt', path: '/api/debts', list: 'debts', title: 'Debt', amountField: 'amount',
    body: { name: 'Fuliza', type: 'loan', amount: '1200', currency: 'KES', interestRate: 12.5 },
  },
  {
    kind: 'subscription', path: '/api/subscriptions', list: 'subscriptions', title: 'Subscription', amountField: 'amount',
    body: { name: 'Showmax', amount: '300', currency: 'KES', billingCycle: 'monthly', category: 'streaming' },
  },
] as const;

