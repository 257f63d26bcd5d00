// The subscription stream's rules: the one lifecycle without restore (events/ownedItem/define.ts), a
// cancel that is final and only for one that can be cancelled, and paying an occurrence (payment.ts).
import { ConflictError } from '../../domain/errors.ts';
import type { LifecycleCommand } from '../ownedItem/define.ts';
import { defineLifecycle } from '../ownedItem/define.ts';
import { nested } from '../ownedItem/shapes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import type { SubscriptionChanges, SubscriptionFields, SubscriptionOccurrencePaid } from './events.ts';
import { SubscriptionAdded, SubscriptionChanged, SubscriptionRemoved } from './events.ts';
import type { PayOccurrence } from './payment.ts';
import { payOccurrence } from './payment.ts';

export type SubscriptionCommand = LifecycleCommand<SubscriptionFields, SubscriptionChanges, 'Change'> | PayOccurrence;

export const { decider: subscriptionDecider } = defineLifecycle<
  SubscriptionFields, SubscriptionChanges, SubscriptionCommand, EventOf<typeof SubscriptionOccurrencePaid>
>({
  title: 'Subscription',
  one: 'A subscription',
  events: nested({ created: SubscriptionAdded, changed: SubscriptionChanged, deleted: SubscriptionRemoved }),
  particular: payOccurrence,
  // Only a real change is refused: asking for the state it is already in decides nothing.
  checkChange(fields, changes) {
    if (changes.isActive === true && !fields.isActive) throw new ConflictError('A cancelled subscription cannot be made active again');
    if (changes.isActive === false && fields.isActive && !fields.canCancel) throw new ConflictError('This subscription cannot be cancelled');
  },
});
