// A subscription: a recurring charge. Cancelling sets isActive false, only when it can be
// cancelled, and is final: a cancelled subscription is never made active again.
import { z } from 'zod';
import { BILLING_CYCLES, SUBSCRIPTION_CATEGORIES } from '../../domain/ownedItems.ts';
import { defineOwnedItem } from './define.ts';
import { currency, day, flag, money, name, oneOf } from '../../domain/fields.ts';

export const SubscriptionFields = z.object({
  name,
  amount: money('amount'),
  currency,
  billingCycle: oneOf('billingCycle', BILLING_CYCLES),
  nextBillingDate: day('nextBillingDate').nullable(),
  category: oneOf('category', SUBSCRIPTION_CATEGORIES),
  isActive: flag('isActive'),
  canCancel: flag('canCancel'),
});
export type SubscriptionFields = z.infer<typeof SubscriptionFields>;

export const subscriptionItem = defineOwnedItem({
  kind: 'subscription',
  title: 'Subscription',
  events: { created: 'SubscriptionAdded', changed: 'SubscriptionChanged', deleted: 'SubscriptionRemoved' },
  fields: SubscriptionFields,
  changes: SubscriptionFields.partial(),
  refuseChange(fields, changes) {
    if (changes.isActive === true) return 'A cancelled subscription cannot be made active again';
    if (changes.isActive === false && !fields.canCancel) return 'This subscription cannot be cancelled';
    return null;
  },
});
