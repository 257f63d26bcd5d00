// The Expense type with the queries and mutations that return expenses.
import { changeExpense, deleteExpense, recordExpense } from '../../commands/expenses.ts';
import type { ExpenseRow } from '../../../projections/expenses/row.ts';
import { todayExpenses, weekExpenses } from '../../queries/expenses.ts';
import { builder } from '../builder.ts';

export const Expense = builder.objectRef<ExpenseRow>('Expense').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    description: t.exposeString('description'),
    amount: t.expose('amount', { type: 'Decimal' }),
    currency: t.exposeString('currency'),
    category: t.exposeString('category'),
    language: t.exposeString('language'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

// Inputs stay plain strings: the application validates them, so both transports report the same errors.
const RecordExpenseInput = builder.inputType('RecordExpenseInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Minted by the client so that a retry is recognised.' }),
    commandId: t.id({ required: false }),
    description: t.string({ required: true }),
    amount: t.string({ required: true, description: 'Positive decimal, at most 2 decimals.' }),
    currency: t.string({ required: true }),
    category: t.string({ required: false, description: 'Detected from the description when left out.' }),
    language: t.string({ required: false }),
    originalText: t.string({ required: false }),
    spentAt: t.string({ required: false, description: 'ISO instant the money went out; defaults to now.' }),
  }),
});

const ChangeExpenseInput = builder.inputType('ChangeExpenseInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    commandId: t.id({ required: false }),
    description: t.string({ required: false }),
    amount: t.string({ required: false }),
    category: t.string({ required: false }),
  }),
});

const DeleteExpenseInput = builder.inputType('DeleteExpenseInput', {
  fields: (t) => ({ id: t.id({ required: true }), commandId: t.id({ required: false }) }),
});

builder.queryFields((t) => ({
  todayExpenses: t.field({
    type: [Expense],
    description: "The caller's expenses of today, in their time zone, newest first.",
    resolve: (_root, _args, { app, caller }) => todayExpenses(app, caller),
  }),
  weekExpenses: t.field({
    type: [Expense],
    description: "The caller's expenses of the last 7 local days, newest first.",
    resolve: (_root, _args, { app, caller }) => weekExpenses(app, caller),
  }),
}));

builder.mutationFields((t) => ({
  recordExpense: t.field({
    type: Expense,
    args: { input: t.arg({ type: RecordExpenseInput, required: true }) },
    resolve: async (_root, { input }, { app, caller }) => (await recordExpense(app, caller, input)).expense,
  }),
  changeExpense: t.field({
    type: Expense,
    args: { input: t.arg({ type: ChangeExpenseInput, required: true }) },
    resolve: (_root, { input: { id, ...changes } }, { app, caller }) => changeExpense(app, caller, String(id), changes),
  }),
  deleteExpense: t.field({
    type: 'ID',
    description: 'Deletes one of the caller\'s expenses and answers its id.',
    args: { input: t.arg({ type: DeleteExpenseInput, required: true }) },
    async resolve(_root, { input: { id, ...rest } }, { app, caller }) {
      await deleteExpense(app, caller, String(id), rest);
      return id;
    },
  }),
}));
