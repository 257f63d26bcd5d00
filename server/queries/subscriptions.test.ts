import { describe, expect, it } from 'vitest';
import { builtInRateTable } from '../../domain/exchange.ts';
import type { SubscriptionFields } from '../../events/subscription/events.ts';
import { billingBadge, monthlyTotal } from './subscriptions.ts';

describe('billing badges on the local day', () => {
  it.each([
    [null, 'none', null], ['2026-11-20', 'overdue', -1], ['2026-11-21', 'today', 0], ['2026-11-22', 'tomorrow', 1],
    ['2026-11-24', 'soon', 3], ['2026-11-28', 'soon', 7], ['2026-11-29', 'later', 8], ['2027-01-01', 'later', 41],
  ] as const)('%s is %s', (date, status, days) => expect(billingBadge(date, '2026-11-21')).toEqual({ status, days }));
});

describe('the monthly total', () => {
  const sub = (amount: string, billingCycle: SubscriptionFields['billingCycle'], extra: Partial<SubscriptionFields> = {}): SubscriptionFields => ({
    name: 's', amount, currency: 'KES', billingCycle, nextBillingDate: null, category: 'other', isActive: true, canCancel: true, ...extra,
  });
  it('counts weekly × 4.33, yearly ÷ 12, converts, and leaves out cancelled ones', () => {
    expect(monthlyTotal([sub('100', 'weekly'), sub('1000', 'yearly'), sub('1', 'monthly', { currency: 'USD' }),
      sub('50', 'monthly', { isActive: false })], 'KES', builtInRateTable())).toBe('666.33');
  });
  it('rounds once, half to even', () => {
    expect(monthlyTotal([sub('0.06', 'yearly')], 'KES', builtInRateTable())).toBe('0.00'); // 0.5 cent
    expect(monthlyTotal([sub('0.18', 'yearly')], 'KES', builtInRateTable())).toBe('0.02'); // 1.5 cents
    expect(monthlyTotal([sub('0.06', 'yearly'), sub('0.06', 'yearly')], 'KES', builtInRateTable())).toBe('0.01');
  });
});
