// The shape of saving and savings-goal commands as callers send them, over REST or GraphQL alike.
// Messages name the field; an amount's decimals depend on its currency (8 for USDT, else 2).
import { z } from 'zod';
import { ForbiddenError, ValidationError } from '../../domain/errors.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { GOAL_TYPES, isValidSavingAmount, normalizeSavingAmount } from '../../domain/parse/savingsAmount.ts';

/** The spec's manual-entry currencies; the user's own currency is allowed beside them. */
export const SAVINGS_CURRENCIES = ['KES', 'USD', 'EUR', 'GBP', 'USDT'] as const;

const AMOUNT_MESSAGE = 'must be a positive decimal with at most 12 integer digits and 2 decimals (8 for USDT)';

const decimal = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} is required` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()));

const currency = z.string({ error: 'currency is required' }).trim().toUpperCase();
const id = (field: string) => z.uuid({ error: `${field} must be a UUID` });
const description = z
  .string({ error: 'description is required' })
  .trim()
  .min(1, 'description must not be empty')
  .max(200, 'description must be at most 200 characters');
const goalType = z.enum(GOAL_TYPES, { error: `goalType must be one of ${GOAL_TYPES.join(', ')}` });
const goalName = z.string().trim().max(100, 'goalName must be at most 100 characters').transform((name) => name || null);
const deadline = z.iso.date({ error: 'deadline must be a date (YYYY-MM-DD)' });

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
  .object({
    id: id('id').optional(),
    commandId: id('commandId').optional(),
    userId: z.string().optional(),
    description,
    amount: decimal('amount'),
    currency,
    goalType: goalType.default('general'),
    goalName: goalName.nullish(),
    language: z.enum(LANGUAGE_CODES, { error: 'language must be one of the 22 supported language codes' }).default('en'),
    originalText: z.string().max(500, 'originalText must be at most 500 characters').nullish(),
    savedAt: z.iso.datetime({ offset: true, error: 'savedAt must be an ISO-8601 instant' }).optional(),
  })
  .superRefine(amountFits('amount'))
  .transform(normalized);

export const ChangeSavingInput = z
  .object({
    commandId: id('commandId').optional(),
    userId: z.string().optional(),
    description: description.optional(),
    amount: decimal('amount').optional(),
    currency: currency.optional(),
    goalType: goalType.optional(),
    goalName: goalName.nullish(),
  });

export const CreateGoalInput = z
  .object({
    id: id('id').optional(),
    commandId: id('commandId').optional(),
    userId: z.string().optional(),
    name: z.string({ error: 'name is required' }).trim().min(1, 'name must not be empty').max(100, 'name must be at most 100 characters'),
    targetAmount: decimal('targetAmount'),
    currency,
    deadline: deadline.nullish(),
  })
  .superRefine(amountFits('targetAmount'))
  .transform(normalized);

export const ChangeGoalInput = z
  .object({
    commandId: id('commandId').optional(),
    userId: z.string().optional(),
    name: z.string().trim().min(1, 'name must not be empty').max(100, 'name must be at most 100 characters').optional(),
    targetAmount: decimal('targetAmount').optional(),
    currency: currency.optional(),
    deadline: deadline.nullish(),
    isCompleted: z.boolean({ error: 'isCompleted must be true or false' }).optional(),
  });

export const DeleteInput = z.object({ commandId: id('commandId').optional(), userId: z.string().optional() });

/** The spec's `userId` may only name the caller; another id is refused before anything is read or written. */
export function assertOwnUserId(callerId: string, input: unknown): void {
  if (input === null || typeof input !== 'object' || !('userId' in input)) return;
  const given = input.userId;
  if (given === undefined || given === null || given === '') return;
  if (given !== callerId) throw new ForbiddenError('You can only use your own user id');
}
