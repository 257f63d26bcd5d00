// A savings goal's fields, one entry each: its events, its command inputs, the Pothos type, the REST
// JSON and the read-model row are built from this list (events/fields.ts says what an entry holds).
// Completing a goal is particular to it (decider.ts); its progress is read, never stored.
import * as z from 'zod';
import { day } from '../../domain/fields.ts';
import { fieldsOf, namingField, preciseAmountField, savingsCurrencyField } from '../fields.ts';
import { TEXT_LIMITS } from '../../domain/textLimits.ts';

/** The order is the REST JSON's and the change message's. The target is checked against its currency by the command. */
export const savingsGoalFields = fieldsOf({
  id: { column: 'id', graphql: { type: 'ID' }, rest: 'always' },
  userId: { column: 'id' },
  /** Savings count towards the goal whose name their goal name matches (trimmed, case-insensitive). */
  name: namingField('name', TEXT_LIMITS.name),
  /** Progress, with progressPercent and the shown isCompleted, is summed at read time (server/queries/savings.ts): no column. */
  currentAmount: {
    graphql: { type: 'Decimal', description: "The sum of the savings whose goal name matches (trimmed, case-insensitive), in the goal's currency." },
    rest: 'always',
  },
  targetAmount: preciseAmountField('targetAmount', 'Target must be a positive decimal'),
  currency: savingsCurrencyField,
  deadline: {
    stored: z.iso.date().nullable(),
    changeable: true,
    clearable: true,
    input: day('deadline').nullish(),
    inputNotes: { record: 'YYYY-MM-DD.', change: 'YYYY-MM-DD; null clears it (no deadline).' },
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
