// The ledger as a connection: every expense of the caller, newest first, a page at a time, through
// the same expensePage as GET /api/expenses.
import type { LedgerEdge, LedgerPage } from '../../queries/ledger.ts';
import { expensePage } from '../../queries/ledger.ts';
import { builder } from '../builder.ts';
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

builder.queryFields((t) => ({
  expenses: t.field({
    type: ExpenseConnection,
    description: "The caller's expenses, newest first by when the money went out, then id.",
    args: {
      filter: t.arg({ type: ExpenseFilter, required: false }),
      first: t.arg.int({ required: false, description: '1 to 200; 50 when left out.' }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, { filter, first, after }, { app, caller }) =>
      expensePage(app, caller, { ...filter, limit: first, cursor: after }),
  }),
}));
