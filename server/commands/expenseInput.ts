// The shape of expense commands as callers send them, over REST or GraphQL alike. Messages
// name the field; amounts may arrive as strings or as numbers that are already exact.
import { z } from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { CURRENCY_MESSAGE, isSupportedCurrency } from '../../domain/currencies.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { isValidAmount, normalizeAmount } from '../../domain/money.ts';
import { safeText, visibleText } from '../../domain/text.ts';

const amount = z
  .union([z.string(), z.number()], { error: 'amount is required' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine(isValidAmount, 'amount must be a positive decimal with at most 12 integer digits and 2 decimals')
  .transform(normalizeAmount);

// Invisible and direction-changing characters go before the length rules count what is left.
const description = safeText('description')
  .transform(visibleText)
  .pipe(z.string().trim().min(1, 'description must not be empty').max(200, 'description must be at most 200 characters'));

const category = z.enum(CATEGORY_IDS, { error: `category must be one of ${CATEGORY_IDS.join(', ')}` });

const id = (field: string) => z.uuid({ error: `${field} must be a UUID` });

export const RecordExpenseInput = z.object({
  id: id('id').optional(),
  commandId: id('commandId').optional(),
  description,
  amount,
  currency: z
    .string({ error: 'currency is required' })
    .trim()
    .toUpperCase()
    .refine(isSupportedCurrency, CURRENCY_MESSAGE),
  /** Left out, it is detected from the description in the expense's language. */
  category: category.optional(),
  language: z.enum(LANGUAGE_CODES, { error: 'language must be one of the 22 supported language codes' }).default('en'),
  originalText: safeText('originalText').max(500, 'originalText must be at most 500 characters').nullish(),
  /** When the money went out, if the device knows better than the server (an offline entry). */
  spentAt: z.iso.datetime({ offset: true, error: 'spentAt must be an ISO-8601 instant' }).optional(),
});

export const ChangeExpenseInput = z
  .object({
    commandId: id('commandId').optional(),
    description: description.optional(),
    amount: amount.optional(),
    category: category.optional(),
  })
  .refine((input) => input.description ?? input.amount ?? input.category, {
    message: 'Give at least one of description, amount or category',
  });

export const DeleteExpenseInput = z.object({ commandId: id('commandId').optional() });

export const RestoreExpenseInput = DeleteExpenseInput;
