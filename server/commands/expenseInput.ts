// The shape of expense commands as callers send them, over REST or GraphQL alike. Messages
// name the field; amounts may arrive as strings or as numbers that are already exact.
import { z } from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { fitsCurrency, wholeUnitsMessage } from '../../domain/currencies.ts';
import { currency, instant, language, money, note, oneOf, shownText, uuid } from '../../domain/fields.ts';
import { safeText } from '../../domain/text.ts';

const description = shownText('description', { min: 1, max: 200 });
const category = oneOf('category', CATEGORY_IDS);

export const RecordExpenseInput = z.object({
  id: uuid('id').optional(),
  commandId: uuid('commandId').optional(),
  description,
  amount: money('amount'),
  currency,
  /** Left out, it is detected from the description in the expense's language. */
  category: category.optional(),
  language: language.default('en'),
  originalText: safeText('originalText').max(500, 'originalText must be at most 500 characters').nullish(),
  /** When the money went out, if the device knows better than the server (an offline entry). */
  spentAt: instant('spentAt').optional(),
  note: note.optional(),
}).superRefine(({ amount, currency: code }, context) => {
  if (!fitsCurrency(amount, code)) context.addIssue({ code: 'custom', path: ['amount'], message: wholeUnitsMessage(code) });
});

export const ChangeExpenseInput = z
  .object({
    commandId: uuid('commandId').optional(),
    description: description.optional(),
    amount: money('amount').optional(),
    category: category.optional(),
    note: note.optional(),
    /** Moves the expense to another instant (and so, maybe, another day). */
    spentAt: instant('spentAt').optional(),
    currency: currency.optional(),
  })
  .refine(({ commandId: _id, ...changes }) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Give at least one of description, amount, category, note, spentAt or currency',
  });

/** Delete and restore carry nothing but their command id. */
export const CommandIdInput = z.object({ commandId: uuid('commandId').optional() });

