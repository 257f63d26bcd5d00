// The ledger as a connection: every expense of the caller, newest first, a page at a time, through
// the same expensePage as GET /api/expenses.
import type { LedgerEdge, LedgerPage } from '../../queries/ledger.ts';
import { expensePage } from '../../queries/ledger.ts';
import { LedgerArguments } from '../../queries/ledgerInput.ts';
import type { ExpenseSummary as Summary } from '../../queries/ledgerSummary.ts';
import { expenseSummary } from '../../queries/ledgerSummary.ts';
import { builder } from '../builder.ts';
import { Category } from '../enums.ts';
import { Expense } from './expense.ts';

const ExpenseEdge = builder.objectRef<LedgerEdge>('ExpenseEdge').implement({
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Opaque; pass as `after` to read on after this expense.' }),
    node: t.expose('node', { type: Expense }),
  }),
});

const PageInfo = builder.objectRef<LedgerPage>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.boolean({ resolve: (page) => page.nextCursor !== null }),
    endCursor: t.string({ nullable: true, description: 'The last edge\'s cursor; null on an empty page.', resolve: (page) => page.edges.at(-1)?.cursor ?? null }),
  }),
});

const ExpenseConnection = builder.objectRef<LedgerPage>('ExpenseConnection').implement({
  fields: (t) => ({
    edges: t.expose('edges', { type: [ExpenseEdge] }),
    pageInfo: t.field({ type: PageInfo, resolve: (page) => page }),
  }),
});

// Plain strings: the application checks them, so both transports refuse the same way, naming the field.
const ExpenseFilter = builder.inputType('ExpenseFilter', {
  fields: (t) => ({
    from: t.string({ required: false, description: 'First local day (YYYY-MM-DD), inclusive.' }),
    to: t.string({ required: false, description: 'Last local day (YYYY-MM-DD), inclusive.' }),
    q: t.string({ required: false, description: 'Matches description and original words, ignoring case and accents.' }),
    category: t.string({ required: false }),
  }),
});

const SummaryCategory = builder.objectRef<Summary['byCategory'][number]>('SummaryCategory').implement({
  fields: (t) => ({
    category: t.field({ type: Category.ref, resolve: (row) => Category.of(row.category) }),
    total: t.expose('total', { type: 'Decimal' }),
    count: t.exposeInt('count'),
  }),
});

const SummaryDay = builder.objectRef<Summary['byDay'][number]>('SummaryDay').implement({
  fields: (t) => ({ day: t.expose('day', { type: 'Date' }), total: t.expose('total', { type: 'Decimal' }) }),
});

const ExpenseSummary = builder.objectRef<Summary>('ExpenseSummary').implement({
  description: "A range of local days in the caller's currency, converted at read time.",
  fields: (t) => ({
    from: t.expose('from', { type: 'Date' }),
    to: t.expose('to', { type: 'Date' }),
    currency: t.exposeString('currency'),
    total: t.expose('total', { type: 'Decimal' }),
    byCategory: t.expose('byCategory', { type: [SummaryCategory], description: 'Largest first.' }),
    byDay: t.expose('byDay', { type: [SummaryDay], description: 'Every day of the range, oldest first; 0.00 when nothing was spent.' }),
  }),
});

builder.queryFields((t) => ({
  expenseSummary: t.field({
    type: ExpenseSummary,
    args: {
      from: t.arg.string({ required: false, description: 'First local day; the first of `to`\'s month when left out.' }),
      to: t.arg.string({ required: false, description: 'Last local day; today when left out.' }),
    },
    resolve: (_root, args, { app, caller }) => expenseSummary(app, caller, args),
  }),
  expenses: t.field({
    type: ExpenseConnection,
    description: "The caller's expenses, newest first by when the money went out, then id.",
    args: {
      filter: t.arg({ type: ExpenseFilter, required: false }),
      first: t.arg.int({ required: false, description: '1 to 200; 50 when left out.' }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, { filter, first, after }, { app, caller }) =>
      expensePage(app, caller, { ...filter, first, after }, LedgerArguments),
  }),
}));
