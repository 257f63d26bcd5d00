import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { deciderSpec } from '../../test/support/decider.ts';
import { subscriptionDecider } from './decider.ts';

const owner = randomUUID();
const stranger = randomUUID();
const id = randomUUID();
const expenseId = randomUUID();
const spec = deciderSpec(subscriptionDecider, owner);
const fields = {
  name: 'Rent', amount: '15000.00', currency: 'KES' as const, billingCycle: 'monthly' as const, nextBillingDate: '2027-01-31',
  category: 'utility' as const, isActive: true, canCancel: true,
};
const added = { type: 'SubscriptionAdded' as const, data: { id, fields } };
const pay = (dueDate: string, userId = owner) => ({ type: 'PayOccurrence' as const, userId, id, dueDate, expenseId });
const paid = (dueDate: string) => ({ type: 'SubscriptionOccurrencePaid' as const, data: { id, dueDate, expenseId } });
const moved = (nextBillingDate: string, billingAnchor = '2027-01-31') =>
  ({ type: 'SubscriptionChanged' as const, data: { id, changes: { nextBillingDate, billingAnchor } } });

describe('subscription decider: an occurrence paid', () => {
  it('records the payment and moves the billing date on one cycle', () =>
    spec.given([added]).when(pay('2027-01-31')).then([paid('2027-01-31'), moved('2027-02-28')]));
  it('comes back to the 31st after February', () =>
    spec.given([added, paid('2027-01-31'), moved('2027-02-28')]).when(pay('2027-02-28'))
      .then([paid('2027-02-28'), { type: 'SubscriptionChanged', data: { id, changes: { nextBillingDate: '2027-03-31' } } }]));
  it('decides nothing when that occurrence is already paid', () =>
    spec.given([added, paid('2027-01-31'), moved('2027-02-28')]).when(pay('2027-01-31')).then([]));
  it('refuses a day that is not a billing date, naming dueDate', () =>
    spec.given([added]).when(pay('2027-02-27')).thenThrows(ValidationError, /dueDate/));
  it('refuses any day when there is no billing date', () =>
    spec.given([{ ...added, data: { id, fields: { ...fields, nextBillingDate: null } } }]).when(pay('2027-01-31')).thenThrows(ValidationError));
  it('refuses a later occurrence while an earlier one is unpaid', () =>
    spec.given([added]).when(pay('2027-02-28')).thenThrows(ConflictError, /2027-01-31 first/));
  it('refuses a cancelled subscription', () =>
    spec.given([added, { type: 'SubscriptionChanged', data: { id, changes: { isActive: false } } }]).when(pay('2027-01-31'))
      .thenThrows(ConflictError, /cancelled/));
  it("refuses someone else's, a removed and an unknown subscription as not found", () => {
    spec.given([added]).when(pay('2027-01-31', stranger)).thenThrows(NotFoundError, 'Subscription not found');
    spec.given([added, { type: 'SubscriptionRemoved', data: { id } }]).when(pay('2027-01-31')).thenThrows(NotFoundError);
    spec.given([]).when(pay('2027-01-31')).thenThrows(NotFoundError);
  });
  it('starts a new schedule when the person sets a date off the old one', () =>
    spec.given([added, paid('2027-01-31'), moved('2027-02-28'), { type: 'SubscriptionChanged', data: { id, changes: { nextBillingDate: '2027-03-15' } } }])
      .when(pay('2027-03-15')).then([paid('2027-03-15'), moved('2027-04-15', '2027-03-15')]));
});
