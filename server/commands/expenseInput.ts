// The shape of expense commands as callers send them, over REST or GraphQL alike: each field's
// input schema comes from its entry in events/expense/fields.ts, so messages name the field.
import * as z from 'zod';
import { amountsFitCurrency, uuid } from '../../domain/fields.ts';
import { expenseFields } from '../../events/expense/fields.ts';
import { changeableNames, changeInputShape, recordInputShape } from '../../events/fields.ts';

export const RecordExpenseInput = z.object({
  id: uuid('id').optional(),
  commandId: uuid('commandId').optional(),
  ...recordInputShape(expenseFields),
}).superRefine(amountsFitCurrency);

export const ChangeExpenseInput = z
  .object({ commandId: uuid('commandId').optional(), ...changeInputShape(expenseFields) })
  .refine(({ commandId: _id, ...changes }) => Object.values(changes).some((value) => value !== undefined), {
    message: `Give at least one of ${changeableNames(expenseFields)}`,
  });

/** Delete and restore carry nothing but their command id. */
export const CommandIdInput = z.object({ commandId: uuid('commandId').optional() });
