// A subscription: a recurring charge. Cancelling sets isActive false, only when it can be
// cancelled, and is final: a cancelled subscription is never made active again. Its particular
// command, an occurrence paid, is in subscriptionPayment.ts.
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { ConflictError } from '../../domain/errors.ts';
import { BILLING_CYCLES, SUBSCRIPTION_CATEGORIES } from '../../domain/ownedItems.ts';
import { defineEvent } from '../store/eventTypes.ts';
import { defineOwnedItem } from './define.ts';
import { currency, day, flag, money, name, oneOf } from '../../domain/fields.ts';
import { payOccurrence, SubscriptionOccurrencePaid } from './subscriptionPayment.ts';

export const SubscriptionFields = z.object({
  name,
  amount: money('amount'),
  currency,
  billingCycle: oneOf('billingCycle', BILLING_CYCLES),
  nextBillingDate: day('nextBillingDate').nullable(),
  category: oneOf('category', SUBSCRIPTION_CATEGORIES),
  isActive: flag('isActive'),
  canCancel: flag('canCancel'),
  /** Each occurrence whose day has come is recorded without a tap (when the app opens); absent is off. */
  autoRecord: flag('autoRecord').optional(),
  /** The billing date the occurrences are counted from, kept once one is paid (so a 31st stays the 31st). */
  billingAnchor: day('billingAnchor').nullable().optional(),
});
export type SubscriptionFields = z.infer<typeof SubscriptionFields>;
export type SubscriptionCategory = SubscriptionFields['category'];

/** A subscription's events, written out: its fields as created, only those a change sets, its removal. */
const SubscriptionAdded = defineEvent('SubscriptionAdded', z.object({ id: z.uuid(), fields: SubscriptionFields }));
const SubscriptionChanged = defineEvent('SubscriptionChanged', z.object({ id: z.uuid(), changes: SubscriptionFields.partial() }));
const SubscriptionRemoved = defineEvent('SubscriptionRemoved', z.object({ id: z.uuid() }));

/** Every event a subscription stream holds, for the registry of every event type (all.ts). */
export const subscriptionDefinitions = [SubscriptionAdded, SubscriptionChanged, SubscriptionRemoved, SubscriptionOccurrencePaid] as const;

export const subscriptionItem = defineOwnedItem({
  kind: 'subscription',
  title: 'Subscription',
  events: { created: SubscriptionAdded, changed: SubscriptionChanged, deleted: SubscriptionRemoved },
  fields: SubscriptionFields,
  particular: payOccurrence,
  // Only a real change is refused: asking for the state it is already in decides nothing.
  checkChange(fields, changes) {
    if (changes.isActive === true && !fields.isActive) throw new ConflictError('A cancelled subscription cannot be made active again');
    if (changes.isActive === false && fields.isActive && !fields.canCancel) throw new ConflictError('This subscription cannot be cancelled');
  },
});

/**
 * What a caller sends: a new subscription with the spec's defaults, and the fields a change may carry.
 * The billing anchor is the stream's own (kept when an occurrence is paid), never sent.
 */
export const subscriptionInputs = {
  create: SubscriptionFields.omit({ billingAnchor: true }).extend({
    currency: currency.default(DEFAULT_CURRENCY),
    nextBillingDate: SubscriptionFields.shape.nextBillingDate.default(null),
    category: SubscriptionFields.shape.category.default('subscription'),
    isActive: SubscriptionFields.shape.isActive.default(true),
    canCancel: SubscriptionFields.shape.canCancel.default(true),
    autoRecord: flag('autoRecord').default(false),
  }),
  change: SubscriptionFields.pick({ name: true, amount: true, nextBillingDate: true, isActive: true, autoRecord: true }).partial(),
};
