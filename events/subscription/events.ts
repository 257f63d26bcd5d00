// Facts about one subscription (a bill that repeats). Stored nested, as subscriptions always were:
// `{ id, fields }` when added, `{ id, changes }` when changed, `{ id }` when removed; and each occurrence
// marked paid, which moves the billing date on by a change (payment.ts).
import * as z from 'zod';
import type { SupportedCurrency } from '../../domain/currencies.ts';
import type { BillingCycle, SubscriptionCategory } from '../../domain/ownedItems.ts';
import type { Same } from '../fields.ts';
import { changesShape, storedShape } from '../fields.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { defineEvent } from '../store/eventTypes.ts';
import { subscriptionFields } from './fields.ts';

/** A subscription as added. Its amount is exact decimal text ("300.00"), its days YYYY-MM-DD. */
export interface SubscriptionFields {
  name: string;
  amount: string;
  currency: SupportedCurrency;
  billingCycle: BillingCycle;
  nextBillingDate: string | null;
  category: SubscriptionCategory;
  isActive: boolean;
  canCancel: boolean;
  /** Absent (off) on a subscription added before it existed. */
  autoRecord?: boolean;
  /** The billing date the occurrences are counted from, kept once one is paid; absent before. */
  billingAnchor?: string | null;
}

/** What a change carries: only the fields that differ. A payment changes the billing date and keeps the anchor. */
export type SubscriptionChanges = Partial<
  Pick<SubscriptionFields, 'name' | 'amount' | 'nextBillingDate' | 'isActive' | 'autoRecord' | 'billingAnchor'>
>;

export const SubscriptionAdded = defineEvent('SubscriptionAdded', z.object({ id: z.uuid(), fields: z.object(storedShape(subscriptionFields)) }));
export const SubscriptionChanged = defineEvent(
  'SubscriptionChanged',
  z.object({ id: z.uuid(), changes: z.object(changesShape(subscriptionFields)) }),
);
export const SubscriptionRemoved = defineEvent('SubscriptionRemoved', z.object({ id: z.uuid() }));

/** The occurrence due on `dueDate` is paid, by the expense `expenseId`. */
export const SubscriptionOccurrencePaid = defineEvent(
  'SubscriptionOccurrencePaid',
  z.object({ id: z.uuid(), dueDate: z.iso.date(), expenseId: z.uuid() }),
);

// The shapes written out above are the ones the field list derives: when the two part, this does not compile.
true satisfies Same<SubscriptionFields, EventOf<typeof SubscriptionAdded>['data']['fields']>;
true satisfies Same<SubscriptionChanges, EventOf<typeof SubscriptionChanged>['data']['changes']>;

export const subscriptionDefinitions = [SubscriptionAdded, SubscriptionChanged, SubscriptionRemoved, SubscriptionOccurrencePaid] as const;

export const subscriptionStream = (subscriptionId: string) => `subscription-${subscriptionId}`;
