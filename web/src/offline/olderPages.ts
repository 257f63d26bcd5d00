// History's one call to the server: a page of the person's expenses older than the phone keeps
// (newest first, cursor paging) and those days' totals, read as they come and never stored.
import type { CategoryId } from '../../../domain/categories.ts';
import type { LocalExpense } from './db.ts';
import { graphql } from './gql/index.ts';
import { known, post } from './request.ts';
import type { Answer } from './request.ts';

/** The most the server gives at once: a month of most people's spending is one page, its days whole. */
const PAGE_SIZE = 200;

export interface OlderQuery {
  /** Empty: from the first expense. */
  from: string;
  to: string;
  query: string;
  category: CategoryId | null;
}

export interface Page {
  rows: LocalExpense[];
  nextCursor: string | null;
}

/** The server's totals of older days, in the person's currency: the whole span and each day. */
export interface OlderTotals {
  total: string;
  byDay: ReadonlyMap<string, string>;
}

const DOCUMENTS = {
  page: graphql(`
    query OfflineOlderExpenses($filter: ExpenseFilter!, $first: Int!, $after: String) {
      result: expenses(filter: $filter, first: $first, after: $after) { edges { node { ...OfflineExpense } } pageInfo { endCursor hasNextPage } }
    }
  `),
  totals: graphql(`
    query OfflineOlderTotals($from: String!, $to: String!) { result: expenseSummary(from: $from, to: $to) { total byDay { day total } } }
  `),
};

/** History shows a failure and offers to ask again; a refusal is no different to the person. */
function data<Result>(answer: Answer<Result>): Result {
  if (answer.error !== null) throw new Error(answer.error.message);
  return answer.data;
}

export async function fetchOlderPage(older: OlderQuery, cursor: string | null, signal: AbortSignal): Promise<Page> {
  const filter = { to: older.to, from: older.from || null, q: older.query || null, category: older.category };
  const { result } = data(await post(fetch, '/graphql', DOCUMENTS.page, { filter, first: PAGE_SIZE, after: cursor }, { signal }));
  const rows = result.edges.map(({ node }) => ({ ...known(node, 'an expense'), pending: false }));
  return { rows, nextCursor: result.pageInfo.hasNextPage ? (result.pageInfo.endCursor ?? null) : null };
}

export async function fetchOlderTotals(from: string, to: string, signal: AbortSignal): Promise<OlderTotals> {
  const { result } = data(await post(fetch, '/graphql', DOCUMENTS.totals, { from, to }, { signal }));
  return { total: result.total, byDay: new Map(result.byDay.map(({ day, total }) => [day, total])) };
}
