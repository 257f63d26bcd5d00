// The Saving type and the savings totals, with the queries and mutations that return them.
import type { SavingRow } from '../../../projections/savings/row.ts';
import { changeSaving, deleteSaving, recordSaving } from '../../commands/savings.ts';
import { allSavings, savingsTotals, todaySavings, weekSavings } from '../../queries/savings.ts';
import { builder } from '../builder.ts';
import { GoalType, Language } from '../enums.ts';

const Saving = builder.objectRef<SavingRow>('Saving').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    description: t.exposeString('description'),
    amount: t.expose('amount', { type: 'Decimal', description: 'Up to 8 decimals for USDT, 2 otherwise.' }),
    currency: t.exposeString('currency'),
    goalType: t.field({ type: GoalType.ref, resolve: (row) => GoalType.of(row.goalType) }),
    goalName: t.exposeString('goalName', { nullable: true }),
    language: t.field({ type: Language.ref, resolve: (row) => Language.of(row.language) }),
    originalText: t.exposeString('originalText', { nullable: true }),
    note: t.exposeString('note', { nullable: true, description: "The person's own words about it; null when none." }),
    localDay: t.expose('localDay', { type: 'Date' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

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
    description: t.string({ required: true }),
    amount: t.string({ required: true }),
    currency: t.string({ required: true }),
    goalType: t.string({ required: false }),
    goalName: t.string({ required: false }),
    language: t.string({ required: false }),
    originalText: t.string({ required: false }),
    savedAt: t.string({ required: false, description: 'ISO instant the money was put aside; defaults to now.' }),
    note: t.string({ required: false, description: 'At most 500 characters.' }),
  }),
});

const ChangeSavingInput = builder.inputType('ChangeSavingInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    commandId: t.id({ required: false }),
    description: t.string({ required: false }),
    amount: t.string({ required: false }),
    currency: t.string({ required: false }),
    goalType: t.string({ required: false }),
    goalName: t.string({ required: false }),
    note: t.string({ required: false, description: 'Empty clears it.' }),
  }),
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
