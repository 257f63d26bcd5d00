// A budget's fields, one entry each: its events, its command inputs, the Pothos type, the REST JSON and
// the read-model row are built from this list (events/fields.ts says what an entry holds). What was
// spent against it is never stored: the answers add it, read from the expenses (server/queries/budgets.ts).
import { bounded, flag, oneOf } from '../../domain/fields.ts';
import { BUDGET_CATEGORIES, BUDGET_PERIODS } from '../../domain/ownedItems.ts';
import { fieldsOf } from '../fields.ts';
import { itemAmountField, itemCurrencyField, itemIdField, itemNameField, itemOwnerField, itemTimeField } from '../ownedItem/itemFields.ts';

const category = oneOf('category', BUDGET_CATEGORIES);
const period = oneOf('period', BUDGET_PERIODS);
const alertThreshold = bounded('alertThreshold', 0, 1);
const isActive = flag('isActive');

/** The order is the REST JSON's and the change message's. */
export const budgetFields = fieldsOf({
  id: itemIdField,
  userId: itemOwnerField,
  name: itemNameField,
  /** What it limits: each budget category covers the expense categories in BUDGET_COVERS. */
  category: { stored: category, input: category, column: 'text', graphql: { type: 'BudgetCategory' }, rest: 'always' },
  budgetAmount: itemAmountField('budgetAmount'),
  currency: itemCurrencyField,
  period: { stored: period, input: period, recordInput: period.default('monthly'), column: 'text', graphql: { type: 'BudgetPeriod' }, rest: 'always' },
  /** The share of the amount spent at which the phone warns, 0 to 1. */
  alertThreshold: {
    stored: alertThreshold,
    changeable: true,
    input: alertThreshold,
    recordInput: alertThreshold.default(0.8),
    column: 'number',
    graphql: { type: 'Float' },
    rest: 'always',
  },
  isActive: { stored: isActive, changeable: true, input: isActive, recordInput: isActive.default(true), column: 'flag', graphql: { type: 'Boolean' }, rest: 'always' },
  /** Spent in the current period, in the budget's currency, and that as a percentage (1 decimal, rounded down). */
  spentAmount: { graphql: { type: 'Decimal' }, rest: 'always' },
  percent: { graphql: { type: 'Float' }, rest: 'always' },
  createdAt: itemTimeField,
  updatedAt: itemTimeField,
});
