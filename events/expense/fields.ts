// An expense's fields, one entry each: its events, its command inputs, the Pothos types, the REST
// JSON and the read-model row are built from this list (events/fields.ts says what an entry holds).
import * as z from 'zod';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { isCurrencyCode } from '../../domain/currencies.ts';
import { currency, instant, money, oneOf } from '../../domain/fields.ts';
import { isValidAmount } from '../../domain/money.ts';
import { PROVIDERS } from '../../domain/payments/types.ts';
import { fieldsOf, languageField, namingField, noteField, originalTextField } from '../fields.ts';
import { TEXT_LIMITS } from '../../domain/textLimits.ts';

/** The payment message an imported expense came from: its provider, transaction code and entry. */
export const ExpenseSource = z.object({
  provider: z.enum(PROVIDERS),
  /** null when the message had no transaction code (its normalised text's hash stood in). */
  reference: z.string().min(1).max(64).nullable(),
  role: z.enum(['payment', 'fee']),
});
export type ExpenseSource = z.infer<typeof ExpenseSource>;

const category = z.enum(CATEGORY_IDS);

/** The order is the REST JSON's and the change message's ("Give at least one of description, …"). */
export const expenseFields = fieldsOf({
  id: { column: 'id', graphql: { type: 'ID' }, rest: 'always' },
  userId: { column: 'id' },
  description: namingField('description', TEXT_LIMITS.description),
  amount: {
    stored: z.string().refine(isValidAmount, 'Amount must be a positive decimal with at most 2 decimals'),
    changeable: true,
    input: money('amount'),
    inputNotes: { record: 'Positive decimal, at most 2 decimals.' },
    column: 'amount',
    graphql: { type: 'Decimal' },
    rest: 'always',
  },
  category: {
    stored: category,
    changeable: true,
    input: oneOf('category', CATEGORY_IDS).optional(),
    inputNotes: { record: 'Detected from the description when left out.' },
    column: 'text',
    graphql: { type: 'Category' },
    rest: 'always',
  },
  language: languageField,
  originalText: originalTextField,
  createdAt: { column: 'instant', graphql: { type: 'DateTime' }, rest: 'always' },
  updatedAt: { column: 'instant', graphql: { type: 'DateTime' }, rest: 'always' },
  /** Edited in History's dialog, shown under the expense in the lists. */
  note: { ...noteField, phone: { edit: true, list: true, long: true } },
  /** When the money went out: the list's order. A moved expense keeps its createdAt. */
  spentAt: {
    stored: z.iso.datetime({ offset: true }),
    changeable: true,
    // Left out, the command takes the server's now.
    input: instant('spentAt').optional(),
    inputNotes: {
      record: 'ISO instant the money went out; defaults to now.',
      change: 'ISO instant; from 5 years ago to 5 minutes ahead.',
    },
    column: 'instant',
    graphql: { type: 'DateTime', description: 'When the money went out; an edit can move it.' },
  },
  currency: {
    stored: z.string().refine(isCurrencyCode),
    changeable: true,
    input: currency,
    column: 'text',
    graphql: { type: 'String' },
    rest: 'always',
  },
  /** The payment message it was imported from; null for an expense entered by voice or by hand. */
  source: {
    // Optional, so every event stored before imports existed still reads as schema version 1.
    stored: ExpenseSource.optional(),
    column: { json: ExpenseSource.nullable() },
    rest: 'whenSet',
  },
  localDay: { column: 'day', graphql: { type: 'Date', name: 'day', description: 'The local day it counts on.' } },
  /** Description, original words and note folded for search (domain/search.ts). */
  searchText: { column: 'text' },
});
