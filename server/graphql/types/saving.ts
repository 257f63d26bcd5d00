// The Saving type and the savings totals, with the queries and mutations that return them.
import { savingFields } from '../../../events/saving/fields.ts';
import type { SavingRow } from '../../../projections/savings/row.ts';
import { changeSaving, deleteSaving, recordSaving } from '../../commands/savings.ts';
import { allSavings, savingsTotals, todaySavings, weekSavings } from '../../queries/savings.ts';
import { builder } from '../builder.ts';
import { inputFields, objectFields } from '../fieldTypes.ts';

const Saving = builder.objectRef<SavingRow>('Saving').implement({ fields: (t) => objectFields(t, savingFields) });

type Totals = Awaited<ReturnType<typeof savingsTotals>>;

const CurrencySum = builder.objectRef<Totals['byCurrency'][number]>('SavingsCurrencySum').implement({
  fields: (t) => ({ currency: t.exposeString('currency'), amount: t.expose('amount', { type: 'Decimal' }) }),
});

const SavingsTotals = builder.objectRef<Totals>('SavingsTotals').implement({
  description: "The caller's savings in their own currency, converted at read time.",
  fields: (t) => ({
    currency: t.exposeString('currency'),
    total: t.expose('total', { type: 'Decimal', description: 'All time.' }),
    today: t.expose('today', { type: 'Decimal' }),
    week: t.expose('week', { type: 'Decimal', description: 'The last 7 local days.' }),
    month: t.expose('month', { type: 'Decimal', description: 'This calendar month, in the caller\'s time zone.' }),
    monthlySavingsGoal: t.expose('monthlySavingsGoal', { type: 'Decimal' }),
    byCurrency: t.field({ type: [CurrencySum], resolve: (totals) => totals.byCurrency }),
    unconverted: t.exposeStringList('unconverted', { description: 'Currencies left out of the totals for want of a rate.' }),
    ratesSource: t.exposeString('ratesSource'),
  }),
});

const RecordSavingInput = builder.inputType('RecordSavingInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Minted by the client so that a retry is recognised.' }),
    commandId: t.id({ required: false }),
    userId: t.id({ required: false, description: "The caller's own id, or left out." }),
    ...inputFields(t, savingFields, 'record'),
  }),
});

const ChangeSavingInput = builder.inputType('ChangeSavingInput', {
  fields: (t) => ({ id: t.id({ required: true }), commandId: t.id({ required: false }), ...inputFields(t, savingFields, 'change') }),
});

const DeleteSavingInput = builder.inputType('DeleteSavingInput', {
  fields: (t) => ({ id: t.id({ required: true }), commandId: t.id({ required: false }) }),
});

builder.queryFields((t) => ({
  todaySavings: t.field({ type: [Saving], resolve: (_root, _args, { app, caller }) => todaySavings(app, caller) }),
  weekSavings: t.field({ type: [Saving], resolve: (_root, _args, { app, caller }) => weekSavings(app, caller) }),
  savings: t.field({
    type: [Saving],
    description: "All of the caller's savings, newest first.",
    resolve: (_root, _args, { app, caller }) => allSavings(app, caller),
  }),
  savingsTotals: t.field({ type: SavingsTotals, resolve: (_root, _args, { app, caller }) => savingsTotals(app, caller) }),
}));

builder.mutationFields((t) => ({
  recordSaving: t.field({
    type: Saving,
    args: { input: t.arg({ type: RecordSavingInput, required: true }) },
    resolve: async (_root, { input }, { app, caller }) => (await recordSaving(app, caller, input)).saving,
  }),
  changeSaving: t.field({
    type: Saving,
    args: { input: t.arg({ type: ChangeSavingInput, required: true }) },
    resolve: (_root, { input: { id, ...changes } }, { app, caller }) => changeSaving(app, caller, String(id), changes),
  }),
  deleteSaving: t.field({
    type: 'ID',
    description: "Deletes one of the caller's savings and answers its id.",
    args: { input: t.arg({ type: DeleteSavingInput, required: true }) },
    async resolve(_root, { input: { id, ...rest } }, { app, caller }) {
      await deleteSaving(app, caller, String(id), rest);
      return id;
    },
  }),
}));
