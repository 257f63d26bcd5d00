// A saving's fields, one entry each: its events, its command inputs, the Pothos types, the REST
// JSON and the read-model row are built from this list (events/fields.ts says what an entry holds).
import { z } from 'zod';
import { instant, language, oneOf, shownText } from '../../domain/fields.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { GOAL_TYPES } from '../../domain/parse/savingsAmount.ts';
import { safeText } from '../../domain/text.ts';
import { fieldsOf, namingField, noteField, preciseAmountField, savingsCurrencyField } from '../fields.ts';

/** The order is the REST JSON's and the change message's. Amounts are checked against their currency by the command. */
export const savingFields = fieldsOf({
  id: { column: 'id', graphql: { type: 'ID' }, rest: 'always' },
  userId: { column: 'id' },
  description: namingField('description', 200),
  amount: preciseAmountField('amount', 'Amount must be a positive decimal', 'Up to 8 decimals for USDT, 2 otherwise.'),
  currency: savingsCurrencyField,
  goalType: {
    stored: z.enum(GOAL_TYPES),
    changeable: true,
    input: oneOf('goalType', GOAL_TYPES),
    recordInput: oneOf('goalType', GOAL_TYPES).default('general'),
    column: 'text',
    graphql: { type: 'GoalType' },
    rest: 'always',
  },
  /** The goal it counts towards, matched by name (projections/savings/sql.ts keeps the key). */
  goalName: {
    stored: z.string().trim().min(1).max(100).nullable(),
    changeable: true,
    input: shownText('goalName', { max: 100 }).transform((name) => name || null).nullish(),
    column: 'optionalText',
    graphql: { type: 'String' },
    rest: 'always',
  },
  language: { stored: z.enum(LANGUAGE_CODES), input: language.default('en'), column: 'text', graphql: { type: 'Language' }, rest: 'always' },
  originalText: {
    stored: z.string().max(500).nullable(),
    input: safeText('originalText').max(500, 'originalText must be at most 500 characters').nullish(),
    column: 'optionalText',
    graphql: { type: 'String' },
    rest: 'always',
  },
  note: noteField,
  /** When the money was put aside: the row's createdAt and, in the user's time zone, its local day. */
  savedAt: {
    stored: z.iso.datetime({ offset: true }),
    // Left out, the command takes the server's now.
    input: instant('savedAt').optional(),
    inputNotes: { record: 'ISO instant the money was put aside; defaults to now.' },
  },
  localDay: { column: 'day', graphql: { type: 'Date' } },
  createdAt: { column: 'instant', graphql: { type: 'DateTime' }, rest: 'always' },
  updatedAt: { column: 'instant', graphql: { type: 'DateTime' }, rest: 'always' },
});
