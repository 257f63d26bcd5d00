// The Expense type with the queries and mutations that return expenses.
import { changeExpense, deleteExpense, recordExpense, restoreExpense } from '../../commands/expenses.ts';
import type { ExpenseSource as Source } from '../../../events/expense/events.ts';
import { expenseFields } from '../../../events/expense/fields.ts';
import type { ExpenseRow } from '../../../projections/expenses/row.ts';
import { todayExpenses, weekExpenses } from '../../queries/expenses.ts';
import { builder } from '../builder.ts';
import { inputFields, objectFields } from '../fieldTypes.ts';

const ExpenseSource = builder.objectRef<Source & { message?: number }>('ExpenseSource').implement({
  description: 'The payment message an imported expense came from.',
  fields: (t) => ({
    provider: t.exposeString('provider'),
    reference: t.exposeString('reference', { nullable: true, description: 'null when the message had no transaction code.' }),
    role: t.exposeString('role', { description: 'payment, or fee for the provider\'s charge on it.' }),
    message: t.int({
      nullable: true,
      description: '0-based index of the message in the imported text; only in an import\'s answer.',
      resolve: (source) => source.message ?? null,
    }),
  }),
});

export const Expense = builder.objectRef<ExpenseRow>('Expense').implement({
  fields: (t) => ({
    ...objectFields(t, expenseFields),
    source: t.expose('source', { type: ExpenseSource, nullable: true, description: 'Set when imported from a payment message.' }),
  }),
});

const RecordExpenseInput = builder.inputType('RecordExpenseInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Minted by the client so that a retry is recognised.' }),
    commandId: t.id({ required: false }),
    ...inputFields(t, expenseFields, 'record'),
  }),
});

const ChangeExpenseInput = builder.inputType('ChangeExpenseInput', {
  fields: (t) => ({ id: t.id({ required: true }), commandId: t.id({ required: false }), ...inputFields(t, expenseFields, 'change') }),
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
  restoreExpense: t.field({
    type: Expense,
    description: 'Undoes the delete of one of the caller\'s expenses and answers it as it was.',
    args: { id: t.arg.id({ required: true }), commandId: t.arg.id({ required: false }) },
    resolve: (_root, { id, commandId }, { app, caller }) => restoreExpense(app, caller, String(id), { commandId: commandId ?? undefined }),
  }),
}));
