// The spec's expense paths as thin adapters over the shared application functions.
import { CSV_FILE_NAME } from '../../domain/csv.ts';
import { isoWithOffset } from '../../domain/dates.ts';
import { expenseFields } from '../../events/expense/fields.ts';
import type { ExpenseRow } from '../../projections/expenses/row.ts';
import { changeExpense, deleteExpense, recordExpense, restoreExpense } from '../commands/expenses.ts';
import { analyzeExpense } from '../queries/analyze.ts';
import { todayExpenses, weekExpenses } from '../queries/expenses.ts';
import { expensePage } from '../queries/ledger.ts';
import { expenseCsv } from '../queries/ledgerExport.ts';
import { expenseSummary } from '../queries/ledgerSummary.ts';
import { fieldJson } from './fieldJson.ts';
import { readJson, readQuery } from './respond.ts';
import type { Route } from './router.ts';

export const expenseJson = (row: ExpenseRow) => fieldJson(expenseFields, row);

/** A ledger item: an expense as every answer has it, with when the money went out and its local day. */
const ledgerItemJson = (row: ExpenseRow, timeZone: string) => ({
  ...expenseJson(row),
  spentAt: isoWithOffset(row.spentAt, timeZone),
  day: row.localDay,
});

export const expenseRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/expenses',
    async handle({ app, caller, req }) {
      const page = await expensePage(app, caller, readQuery(req));
      return { status: 200, body: { items: page.edges.map((edge) => ledgerItemJson(edge.node, caller.timeZone)), nextCursor: page.nextCursor } };
    },
  },
  {
    method: 'GET',
    path: '/api/expenses/summary',
    handle: async ({ app, caller, req }) => ({ status: 200, body: await expenseSummary(app, caller, readQuery(req)) }),
  },
  {
    method: 'GET',
    path: '/api/expenses/export.csv',
    handle: async ({ app, caller, req }) => ({
      status: 200,
      file: { name: CSV_FILE_NAME, contentType: 'text/csv; charset=utf-8', chunks: expenseCsv(app, caller, readQuery(req)) },
    }),
  },
  {
    method: 'GET',
    path: '/api/expenses/today',
    handle: async ({ app, caller }) => ({ status: 200, body: (await todayExpenses(app, caller)).map(expenseJson) }),
  },
  {
    method: 'GET',
    path: '/api/expenses/weekly',
    handle: async ({ app, caller }) => ({ status: 200, body: (await weekExpenses(app, caller)).map(expenseJson) }),
  },
  {
    method: 'POST',
    path: '/api/expenses/analyze',
    handle: async ({ app, caller, req }) => ({ status: 200, body: await analyzeExpense(app, caller, await readJson(req)) }),
  },
  {
    method: 'POST',
    path: '/api/expenses',
    async handle({ app, caller, req }) {
      const { expense, created } = await recordExpense(app, caller, await readJson(req));
      return { status: created ? 201 : 200, body: expenseJson(expense) };
    },
  },
  {
    method: 'PATCH',
    path: '/api/expenses/:id',
    handle: async ({ app, caller, req, params }) => ({
      status: 200,
      body: expenseJson(await changeExpense(app, caller, params.id ?? '', await readJson(req))),
    }),
  },
  {
    method: 'DELETE',
    path: '/api/expenses/:id',
    async handle({ app, caller, params }) {
      await deleteExpense(app, caller, params.id ?? '');
      return { status: 204 };
    },
  },
  {
    method: 'POST',
    path: '/api/expenses/:id/restore',
    handle: async ({ app, caller, req, params }) => ({
      status: 200,
      body: expenseJson(await restoreExpense(app, caller, params.id ?? '', await readJson(req))),
    }),
  },
];
