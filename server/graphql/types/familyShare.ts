// The ExpenseShare type (the caller's part of a shared expense) with the query and mutation
// that return shares.
import type { ExpenseShareRow } from '../../../projections/family/queries.ts';
import { payExpenseShare } from '../../commands/family.ts';
import { expenseShares } from '../../queries/family.ts';
import { builder } from '../builder.ts';
import { Category } from '../enums.ts';

const ShareExpense = builder.objectRef<ExpenseShareRow['expense']>('ShareExpense').implement({
  fields: (t) => ({
    description: t.exposeString('description'),
    category: t.field({ type: Category.ref, resolve: (row) => Category.of(row.category) }),
    currency: t.exposeString('currency'),
    date: t.expose('date', { type: 'Date' }),
  }),
});

const ExpenseShare = builder.objectRef<ExpenseShareRow>('ExpenseShare').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    groupId: t.exposeID('groupId'),
    amount: t.expose('amount', { type: 'Decimal' }),
    isPaid: t.exposeBoolean('isPaid'),
    expense: t.field({ type: ShareExpense, resolve: (share) => share.expense }),
  }),
});

const PayExpenseShareInput = builder.inputType('PayExpenseShareInput', {
  fields: (t) => ({ shareId: t.id({ required: true }), commandId: t.id({ required: false }) }),
});

builder.queryFields((t) => ({
  expenseShares: t.field({
    type: [ExpenseShare],
    description: "The caller's shares of shared expenses, newest first.",
    resolve: (_root, _args, { app, caller }) => expenseShares(app, caller),
  }),
}));

builder.mutationFields((t) => ({
  payExpenseShare: t.field({
    type: ExpenseShare,
    description: 'Marks one of the caller\'s shares paid; paying again changes nothing.',
    args: { input: t.arg({ type: PayExpenseShareInput, required: true }) },
    resolve: (_root, { input: { shareId, ...rest } }, { app, caller }) => payExpenseShare(app, caller, String(shareId), rest),
  }),
}));
