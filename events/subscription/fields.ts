// A subscription's fields, one entry each: its events, its command inputs, the Pothos type, the REST
// JSON and the read-model row are built from this list (events/fields.ts says what an entry holds). A
// bill that repeats; its billing badge is read at the caller's today (server/queries/subscriptions.ts).
import { day, flag, oneOf } from '../../domain/fields.ts';
import { BILLING_CYCLES, SUBSCRIPTION_CATEGORIES } from '../../domain/ownedItems.ts';
import { fieldsOf } from '../fields.ts';
import { itemAmountField, itemCurrencyField, itemIdField, itemNameField, itemOwnerField, itemTimeField } from '../ownedItem/itemFields.ts';

const billingCycle = oneOf('billingCycle', BILLING_CYCLES);
const nextBillingDate = day('nextBillingDate').nullable();
const category = oneOf('category', SUBSCRIPTION_CATEGORIES);
const isActive = flag('isActive');
const canCancel = flag('canCancel');
const autoRecord = flag('autoRecord');

/** The order is the REST JSON's and the change message's. */
export const subscriptionFields = fieldsOf({
  id: itemIdField,
  userId: itemOwnerField,
  name: itemNameField,
  amount: itemAmountField('amount'),
  currency: itemCurrencyField,
  billingCycle: { stored: billingCycle, input: billingCycle, column: 'text', graphql: { type: 'BillingCycle' }, rest: 'always' },
  /** The first unpaid occurrence; paying it moves it on one cycle. */
  nextBillingDate: {
    stored: nextBillingDate,
    changeable: true,
    input: nextBillingDate,
    recordInput: nextBillingDate.default(null),
    column: 'optionalDay',
    graphql: { type: 'Date' },
    rest: 'always',
  },
  category: {
    stored: category,
    input: category,
    recordInput: category.default('subscription'),
    column: 'text',
    graphql: { type: 'SubscriptionCategory' },
    rest: 'always',
  },
  /** False once cancelled, which is final. */
  isActive: { stored: isActive, changeable: true, input: isActive, recordInput: isActive.default(true), column: 'flag', graphql: { type: 'Boolean' }, rest: 'always' },
  canCancel: { stored: canCancel, input: canCancel, recordInput: canCancel.default(true), column: 'flag', graphql: { type: 'Boolean' }, rest: 'always' },
  /** Each occurrence whose day has come is recorded without a tap (when the app opens). */
  autoRecord: {
    // Optional, so a subscription added before it existed still decodes: it never recorded by itself.
    stored: autoRecord.optional(),
    changeable: true,
    input: autoRecord,
    recordInput: autoRecord.default(false),
    column: 'flag',
    absent: false,
    graphql: { type: 'Boolean' },
    rest: 'always',
  },
  /**
   * The billing date the occurrences are counted from, kept once one is paid (so a 31st stays the 31st):
   * the stream's own, never sent and never shown.
   */
  billingAnchor: { stored: day('billingAnchor').nullable().optional(), changeable: true, column: 'optionalDay' },
  /** The badge for the caller's today: overdue, today, tomorrow, soon (within 7 days), later or none. */
  billingStatus: { graphql: { type: 'String' }, rest: 'always' },
  daysUntilBilling: { graphql: { type: 'Int', nullable: true }, rest: 'always' },
  createdAt: itemTimeField,
  updatedAt: itemTimeField,
});
