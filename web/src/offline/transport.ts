// The sync engine's only door to the server: each outbox kind's record sends its command (outbox.ts),
// and the pulls of the local copies go as typed string documents over plain fetch (request.ts). It
// sorts failures into "retry later" and "refused".
import type { LocalSavingsGroup } from './savingsGroups.ts';
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import { addDays, localDay } from '../../../domain/dates.ts';
import type { LocalBill, LocalExpense, LocalGoal, LocalIou, LocalSaving, OutboxEntry } from './db.ts';
import { graphql } from './gql/index.ts';
import type { OfflineBillFragment, OfflineRecentExpensesQuery } from './gql/graphql.ts';
import type { ImportedExpense } from './imports.ts';
import { known, post, RetryableError } from './request.ts';
import { readExpense } from './local.ts';
import type { Post } from './outbox.ts';
import { outboxKind } from './outbox.ts';
import type { Answer, Fetch } from './request.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';

export type ServerExpense = Omit<LocalExpense, 'pending'>;
export type ServerSaving = Omit<LocalSaving, 'pending'>;
export type ServerIou = Omit<LocalIou, 'pending'>;
export type ServerGoal = Omit<LocalGoal, 'pending'>;

/** The server's decision. `refused`: it will never accept this command as sent, so resending is pointless. */
export type SendResult =
  | {
    kind: 'acknowledged';
    expense: ServerExpense | null;
    saving?: ServerSaving | null;
    goal?: ServerGoal | null;
    iou?: ServerIou | null;
    savingsGroup?: LocalSavingsGroup | null;
    imported?: ImportedExpense[];
  }
  | { kind: 'refused'; code: string; message: string };

export interface Transport {
  /** Throws RetryableError when the answer did not arrive or the server could not decide. */
  send(entry: OutboxEntry): Promise<SendResult>;
  /** The person's expenses of the last KEPT_DAYS local days, newest first. */
  recent(): Promise<ServerExpense[]>;
  /** All of the person's savings and goals; absent in transports that carry expenses only (tests). */
  savings?(): Promise<{ savings: ServerSaving[]; goals: ServerGoal[] }>;
  /** All of the person's money lent and borrowed; absent in transports that carry expenses only (tests). */
  ious?(): Promise<ServerIou[]>;
  /**
   * Records the bills set to record automatically whose day has come, then answers the bills due
   * within a week and every overdue one; absent in transports that carry expenses only.
   */
  bills?(): Promise<ServerBill[]>;
}

type ServerBill = Omit<LocalBill, 'key'>;

/** How far ahead the device keeps bills: the strip shows 3 days, a week covers a few days offline. */
const BILL_DAYS = 7;
/** How many local days, today included, the phone keeps a copy of (History reads older days from the server). */
export const KEPT_DAYS = 90;
const RECENT_PAGE = 200;

/** @public spread by name (...OfflineBill) in this module's documents */
export const OfflineBill = graphql(`
  fragment OfflineBill on DueBill { subscriptionId name dueDate amount currency category }
`);

/** The pulls: each local copy's rows, in the fragments its noun module declares. */
const PULLS = {
  recent: graphql(`
    query OfflineRecentExpenses($from: String!, $first: Int!, $after: String) {
      result: expenses(filter: { from: $from }, first: $first, after: $after) { edges { node { ...OfflineExpense } } pageInfo { endCursor hasNextPage } }
    }
  `),
  savings: graphql(`
    query OfflineSavings { result: savings { ...OfflineSaving } goals: savingsGoals { ...OfflineGoal } }
  `),
  ious: graphql(`
    query OfflineIous { result: ious { ...OfflineIou } }
  `),
  recordDueBills: graphql(`
    mutation OfflineRecordDueBills { result: recordDueBills { id } }
  `),
  bills: graphql(`
    query OfflineDueBills($days: Int) { result: dueSubscriptions(days: $days) { ...OfflineBill } }
  `),
};

/** The schema types a due bill's category as a string: only one this build knows can be kept. */
function readBill(bill: OfflineBillFragment): ServerBill {
  const category = CATEGORY_IDS.find((id) => id === bill.category);
  if (category === undefined) throw new RetryableError('The server sent a bill this app cannot read');
  return { ...bill, category };
}

export function createFetchTransport(options: { uri?: string; fetch?: Fetch } = {}): Transport {
  const uri = options.uri ?? '/graphql';
  // Looked up per call so tests (and a service worker's patched fetch) see the current global.
  const send: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const posting: Post = (document, variables) => post(send, uri, document, variables);
  return {
    send: (entry) => outboxKind(entry.kind).send(posting, entry.input, entry.commandId),
    async recent() {
      const from = addDays(localDay(new Date(), deviceTimeZone()), -(KEPT_DAYS - 1));
      const rows: ServerExpense[] = [];
      let after: string | null = null;
      for (;;) {
        // Typed by hand: `after` feeds the next request, a loop TypeScript does not infer through.
        const answer: Answer<OfflineRecentExpensesQuery> = await post(send, uri, PULLS.recent, { from, first: RECENT_PAGE, after });
        if (answer.error !== null) throw new RetryableError('The recent expenses could not be read');
        const { edges, pageInfo }: OfflineRecentExpensesQuery['result'] = answer.data.result;
        rows.push(...edges.map(({ node }) => readExpense(node)));
        if (!pageInfo.hasNextPage || pageInfo.endCursor === null || pageInfo.endCursor === undefined) return rows;
        after = pageInfo.endCursor;
      }
    },
    async savings() {
      const answer = await post(send, uri, PULLS.savings, {});
      if (answer.error !== null) throw new RetryableError('Savings could not be read');
      return { savings: answer.data.result.map((saving) => known(saving, 'a saving')), goals: answer.data.goals };
    },
    async ious() {
      const answer = await post(send, uri, PULLS.ious, {});
      if (answer.error !== null) throw new RetryableError('Money lent and borrowed could not be read');
      return answer.data.result.map((iou) => known(iou, 'an IOU'));
    },
    async bills() {
      // Bills set to record automatically are recorded first (once each, on the server), so the list
      // that follows no longer holds them; their expenses come with the expenses pulled after.
      const recorded = await post(send, uri, PULLS.recordDueBills, {});
      if (recorded.error !== null) throw new RetryableError('Bills due could not be recorded');
      const answer = await post(send, uri, PULLS.bills, { days: BILL_DAYS });
      if (answer.error !== null) throw new RetryableError('Bills could not be read');
      return answer.data.result.map(readBill);
    },
  };
}
