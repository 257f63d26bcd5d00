// A debt: money the user owes, with an optional APR and minimum payment.
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { DEBT_TYPES } from '../../domain/ownedItems.ts';
import { defineOwnedItem } from './define.ts';
import { bounded, currency, description, money, name, oneOf } from '../../domain/fields.ts';

const DebtFields = z.object({
  name,
  type: oneOf('type', DEBT_TYPES),
  amount: money('amount'),
  currency,
  interestRate: bounded('interestRate', 0, 1000).nullable(),
  minimumPayment: money('minimumPayment').nullable(),
  description,
});

export const debtItem = defineOwnedItem({
  kind: 'debt',
  title: 'Debt',
  events: { created: 'DebtAdded', changed: 'DebtChanged', deleted: 'DebtDeleted' },
  fields: DebtFields,
  changes: DebtFields.partial(),
});

/** What a caller sends: a new debt with the spec's defaults, and the fields a change may carry. */
export const debtInputs = {
  create: DebtFields.extend({
    currency: currency.default(DEFAULT_CURRENCY),
    interestRate: DebtFields.shape.interestRate.default(null),
    minimumPayment: DebtFields.shape.minimumPayment.default(null),
    description: DebtFields.shape.description.default(''),
  }),
  change: DebtFields.pick({ name: true, amount: true, interestRate: true, minimumPayment: true, description: true }).partial(),
};
