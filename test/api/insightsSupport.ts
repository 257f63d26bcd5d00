// Valid bodies for the four owned items and where each lives, shared by the insights API tests.
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

export type ItemCase = (typeof ITEMS)[number];
