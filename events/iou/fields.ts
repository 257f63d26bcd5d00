// An IOU's fields, one entry each: its recorded event, its record input, the Pothos type, the REST
// JSON and the read-model row are built from this list (events/fields.ts says what an entry holds).
// Its person, phone, amount, due date and note can be changed (a typo fixed); its direction, currency
// and day cannot: repayments are counted in its currency.
import * as z from 'zod';
import { currency, day, money, note, oneOf, shownText, textBounds } from '../../domain/fields.ts';
import { IOU_DIRECTIONS } from '../../domain/ownedItems.ts';
import { fieldsOf } from '../fields.ts';
import { TEXT_LIMITS } from '../../domain/textLimits.ts';

const PHONE_MAX = 32;
const phoneInput = z.string({ error: 'phone must be text' }).trim().max(PHONE_MAX, `phone must be at most ${PHONE_MAX} characters`);
textBounds.add(phoneInput, { min: 0, max: PHONE_MAX });

/** The order is the REST JSON's. */
export const iouFields = fieldsOf({
  id: { column: 'id', graphql: { type: 'ID' }, rest: 'always' },
  userId: { column: 'id' },
  person: { stored: z.string().min(1).max(TEXT_LIMITS.name), changeable: true, input: shownText('person', { min: 1, max: TEXT_LIMITS.name }), column: 'text', graphql: { type: 'String' }, rest: 'always' },
  /** E.164, for the reminder the person sends themselves; null when none was given. */
  phone: {
    stored: z.string().nullable(),
    changeable: true,
    // Typed as people type it; made E.164 against the caller's country by the command.
    input: phoneInput.nullish(),
    column: 'optionalText',
    graphql: { type: 'String', description: 'E.164, for the reminder the caller sends themselves.' },
    rest: 'always',
  },
  direction: {
    stored: z.enum(IOU_DIRECTIONS),
    input: oneOf('direction', IOU_DIRECTIONS),
    column: 'text',
    graphql: { type: 'IouDirection', enumInput: true },
    rest: 'always',
  },
  amount: { stored: money('amount'), changeable: true, input: money('amount'), column: 'amount', graphql: { type: 'Decimal' }, rest: 'always' },
  currency: { stored: currency, input: currency, column: 'text', graphql: { type: 'String' }, rest: 'always' },
  /** The local day the money changed hands. */
  date: {
    stored: day('date'),
    // Left out, the command takes the caller's today.
    input: day('date').optional(),
    inputNotes: { record: 'YYYY-MM-DD; defaults to today.' },
    column: 'day',
    graphql: { type: 'Date' },
    rest: 'always',
  },
  dueDate: {
    stored: day('dueDate').nullable(),
    changeable: true,
    clearable: true,
    input: day('dueDate').nullish(),
    inputNotes: { change: 'YYYY-MM-DD; null clears it (no due date).' },
    column: 'optionalDay',
    graphql: { type: 'Date' },
    rest: 'always',
  },
  note: {
    stored: note.nullable(),
    changeable: true,
    clearable: true,
    input: note.nullish(),
    inputNotes: { change: 'Null or empty clears it.' },
    column: 'optionalText',
    graphql: { type: 'String' },
    rest: 'always',
  },
  /** What the repayments add up to, what is left and whether that is nothing: the projection keeps them. */
  repaid: { column: 'amount', graphql: { type: 'Decimal' }, rest: 'always' },
  outstanding: { column: 'amount', graphql: { type: 'Decimal' }, rest: 'always' },
  settled: { column: 'flag', graphql: { type: 'Boolean' }, rest: 'always' },
  createdAt: { column: 'instant', graphql: { type: 'DateTime' }, rest: 'always' },
  updatedAt: { column: 'instant', graphql: { type: 'DateTime' }, rest: 'always' },
});
