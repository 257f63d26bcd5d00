// A debt: money the user owes, with an optional APR and minimum payment.
import { z } from 'zod';
import { DEBT_TYPES } from '../../domain/ownedItems.ts';
import { defineOwnedItem } from './define.ts';
import { bounded, currency, description, money, name, oneOf } from '../../domain/fields.ts';

export const DebtFields = z.object({
  name,
  type: oneOf('type', DEBT_TYPES),
  amount: money('amount'),
  currency,
  interestRate: bounded('interestRate', 0, 1000).nullable(),
  minimumPayment: money('minimumPayment').nullable(),
  description,
});
export type DebtFields = z.infer<typeof DebtFields>;

export const debtItem = defineOwnedItem({
  kind: 'debt',
  title: 'Debt',
  events: { created: 'DebtAdded', changed: 'DebtChanged', deleted: 'DebtDeleted' },
  fields: DebtFields,
  changes: DebtFields.partial(),
});
