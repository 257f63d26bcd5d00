// A saving's fields, one entry each: its events, its command inputs, the Pothos types, the REST
// JSON and the read-model row are built from this list (events/fields.ts says what an entry holds).
import * as z from 'zod';
import { instant, oneOf, shownText } from '../../domain/fields.ts';
import { GOAL_TYPES } from '../../domain/parse/savingsAmount.ts';
import { fieldsOf, languageField, namingField, noteField, originalTextField, preciseAmountField, savingsCurrencyField } from '../fields.ts';
import { TEXT_LIMITS } from '../../domain/textLimits.ts';

/** The order is the REST JSON's and the change message's. Amounts are checked against their currency by the command. */
export const savingFields = fieldsOf({
  id: { column: 'id', graphql: { type: 'ID' }, rest: 'always' },
  userId: { column: 'id' },
  description: namingField('description', TEXT_LIMITS.description),
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
    input: shownText('goalName', { max: TEXT_LIMITS.name }).transform((name) => name || null).nullish(),
    column: 'optionalText',
    graphql: { type: 'String' },
    rest: 'always',
  },
  language: languageField,
  originalText: { ...originalTextField, graphql: { type: 'String' }, rest: 'always' },
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
