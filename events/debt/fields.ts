// A debt's fields, one entry each: its events, its command inputs, the Pothos type, the REST JSON and
// the read-model row are built from this list (events/fields.ts says what an entry holds). Money the
// person owes, with an optional yearly interest rate and minimum payment.
import { bounded, money, oneOf } from '../../domain/fields.ts';
import { DEBT_TYPES } from '../../domain/ownedItems.ts';
import { fieldsOf } from '../fields.ts';
import { itemAmountField, itemCurrencyField, itemDescriptionField, itemIdField, itemNameField, itemOwnerField, itemTimeField } from '../ownedItem/itemFields.ts';

const type = oneOf('type', DEBT_TYPES);
const interestRate = bounded('interestRate', 0, 1000).nullable();
const minimumPayment = money('minimumPayment').nullable();

/** The order is the REST JSON's and the change message's. */
export const debtFields = fieldsOf({
  id: itemIdField,
  userId: itemOwnerField,
  name: itemNameField,
  type: { stored: type, input: type, column: 'text', graphql: { type: 'DebtType' }, rest: 'always' },
  amount: itemAmountField('amount'),
  currency: itemCurrencyField,
  /** Percent a year, 0 to 1000; null when not known. */
  interestRate: {
    stored: interestRate,
    changeable: true,
    input: interestRate,
    recordInput: interestRate.default(null),
    column: 'optionalNumber',
    graphql: { type: 'Float' },
    rest: 'always',
  },
  minimumPayment: {
    stored: minimumPayment,
    changeable: true,
    input: minimumPayment,
    recordInput: minimumPayment.default(null),
    column: 'optionalAmount',
    graphql: { type: 'Decimal' },
    rest: 'always',
  },
  description: itemDescriptionField,
  createdAt: itemTimeField,
  updatedAt: itemTimeField,
});
