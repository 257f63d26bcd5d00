// A savings goal's fields, one entry each: its events, its command inputs, the Pothos type, the REST
// JSON and the read-model row are built from this list (events/fields.ts says what an entry holds).
// Completing a goal is particular to it (decider.ts); its progress is read, never stored.
import { z } from 'zod';
import { isCurrencyCode } from '../../domain/currencies.ts';
import { day, decimal, givenCurrency, shownText } from '../../domain/fields.ts';
import { fieldsOf } from '../fields.ts';

/** The order is the REST JSON's and the change message's. The target is checked against its currency by the command. */
export const savingsGoalFields = fieldsOf({
  id: { column: 'id', graphql: { type: 'ID' }, rest: 'always' },
  userId: { column: 'id' },
  /** Savings count towards the goal whose name their goal name matches (trimmed, case-insensitive). */
  name: {
    stored: z.string().trim().min(1).max(100),
    changeable: true,
    input: shownText('name', { min: 1, max: 100 }),
    column: 'text',
    graphql: { type: 'String' },
    rest: 'always',
  },
  /** Progress, with progressPercent and the shown isCompleted, is summed at read time (server/queries/savings.ts): no column. */
  currentAmount: {
    graphql: { type: 'Decimal', description: "The sum of the savings whose goal name matches (trimmed, case-insensitive), in the goal's currency." },
    rest: 'always',
  },
  /** Kept as text, so USDT's 8 decimals survive exactly. */
  targetAmount: {
    stored: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'Target must be a positive decimal'),
    changeable: true,
    input: decimal('targetAmount'),
    column: 'text',
    graphql: { type: 'Decimal' },
    rest: 'always',
  },
  currency: {
    stored: z.string().refine(isCurrencyCode),
    changeable: true,
    // Checked against the allowed currencies by the command (the user's own one is allowed too).
    input: givenCurrency,
    column: 'text',
    graphql: { type: 'String' },
    rest: 'always',
  },
  deadline: {
    stored: z.iso.date().nullable(),
    changeable: true,
    input: day('deadline').nullish(),
    inputNotes: { record: 'YYYY-MM-DD.' },
    column: 'optionalDay',
    graphql: { type: 'Date' },
    rest: 'always',
  },
  /** The column holds whether it was marked completed (SavingsGoalCompleted); the answers add progress at 100 %. */
  isCompleted: {
    column: 'flag',
    graphql: { type: 'Boolean', description: 'Marked completed, or progress at 100 % or more.' },
    rest: 'always',
  },
  progressPercent: { graphql: { type: 'Decimal' }, rest: 'always' },
  createdAt: { column: 'instant', graphql: { type: 'DateTime' }, rest: 'always' },
  updatedAt: { column: 'instant' },
});
