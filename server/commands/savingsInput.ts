// The shape of saving and savings-goal commands as callers send them, over REST or GraphQL alike.
// Messages name the field; an amount's decimals depend on its currency (8 for USDT, else 2). A
// saving's fields come from their entries in events/saving/fields.ts, a goal's from events/savingsGoal/fields.ts.
import * as z from 'zod';
import { ValidationError } from '../../domain/errors.ts';
import { flag, uuid } from '../../domain/fields.ts';
import { isValidSavingAmount, normalizeSavingAmount } from '../../domain/parse/savingsAmount.ts';
import { changeInputShape, recordInputShape } from '../../events/fields.ts';
import { savingFields } from '../../events/saving/fields.ts';
import { savingsGoalFields } from '../../events/savingsGoal/fields.ts';
import { userIdField } from '../envelope.ts';

const AMOUNT_MESSAGE = 'must be a positive decimal with at most 12 integer digits and 2 decimals (8 for USDT)';

const commandId = uuid('commandId').optional();

/** Checks an amount against its currency after the object parses, naming the amount's own field. */
function amountFits(field: 'amount' | 'targetAmount') {
  return (input: { currency?: string } & Partial<Record<typeof field, string>>, context: z.RefinementCtx) => {
    const value = input[field];
    if (value === undefined) return;
    if (!isValidSavingAmount(value, input.currency ?? 'KES')) {
      context.addIssue({ code: 'custom', path: [field], message: `${field} ${AMOUNT_MESSAGE}` });
    }
  };
}

/** For a change: the amount checked against the currency the item will have, then made canonical. */
export function changedAmount(field: 'amount' | 'targetAmount', value: string | undefined, currency: string): string | undefined {
  if (value === undefined) return undefined;
  if (!isValidSavingAmount(value, currency)) throw new ValidationError(`${field} ${AMOUNT_MESSAGE}`, field);
  return normalizeSavingAmount(value);
}

const normalized = <T extends { amount?: string; targetAmount?: string }>(input: T): T => ({
  ...input,
  ...(input.amount !== undefined && { amount: normalizeSavingAmount(input.amount) }),
  ...(input.targetAmount !== undefined && { targetAmount: normalizeSavingAmount(input.targetAmount) }),
});

export const RecordSavingInput = z
  .object({ id: uuid('id').optional(), commandId, userId: userIdField, ...recordInputShape(savingFields) })
  .superRefine(amountFits('amount'))
  .transform(normalized);

export const ChangeSavingInput = z.object({ commandId, userId: userIdField, ...changeInputShape(savingFields) });

export const CreateGoalInput = z
  .object({ id: uuid('id').optional(), commandId, userId: userIdField, ...recordInputShape(savingsGoalFields) })
  .superRefine(amountFits('targetAmount'))
  .transform(normalized);

/** Completing is particular to a goal (events/savingsGoal/decider.ts): it rides along with the changes. */
export const ChangeGoalInput = z.object({
  commandId,
  userId: userIdField,
  ...changeInputShape(savingsGoalFields),
  isCompleted: flag('isCompleted').optional(),
});

export const DeleteInput = z.object({ commandId, userId: userIdField });
