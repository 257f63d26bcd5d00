// A debt: money the user owes, with an optional APR and minimum payment.
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { DEBT_TYPES } from '../../domain/ownedItems.ts';
import { defineEvent } from '../store/eventTypes.ts';
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

/** A debt's events, written out: its fields as created, only those a change sets, its removal. */
const DebtAdded = defineEvent('DebtAdded', z.object({ id: z.uuid(), fields: DebtFields }));
const DebtChanged = defineEvent('DebtChanged', z.object({ id: z.uuid(), changes: DebtFields.partial() }));
const DebtDeleted = defineEvent('DebtDeleted', z.object({ id: z.uuid() }));

/** Every event a debt stream holds, for the registry of every event type (all.ts). */
export const debtDefinitions = [DebtAdded, DebtChanged, DebtDeleted] as const;

export const debtItem = defineOwnedItem({
  kind: 'debt',
  title: 'Debt',
  events: { created: DebtAdded, changed: DebtChanged, deleted: DebtDeleted },
  fields: DebtFields,
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
