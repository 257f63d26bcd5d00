// The sync engine's only door to the server: the outbox's commands and the pulls of the local copies,
// as typed string documents over plain fetch (request.ts). It sorts failures into "retry later" and "refused".
import type { LocalSavingsGroup } from './savingsGroups.ts';
import { GROUP_ENTRY_KIND } from './savingsGroups.ts';
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import { addDays, localDay } from '../../../domain/dates.ts';
import type { LocalBill, LocalExpense, LocalGoal, LocalIou, LocalSaving, OutboxEntry } from './db.ts';
import { graphql } from './gql/index.ts';
import type { OfflineBillFragment, OfflineImportMessagesMutation, OfflineRecentExpensesQuery } from './gql/graphql.ts';
import type { ImportedExpense } from './importMerge.ts';
import { entryKey } from './importMerge.ts';
import { IOU_DOCUMENTS } from './iouTransport.ts';
import { known } from './known.ts';
import { post, RetryableError } from './request.ts';
import type { Answer, Fetch } from './request.ts';
import { GOAL_DOCUMENTS, SAVING_DOCUMENTS } from './savingsTransport.ts';
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

/**
 * An expense as the phone keeps it. Its createdAt is when the money went out (the server's spentAt,
 * ISO UTC, so rows sort as text): a moved expense stays on the day it was moved to.
 * @public spread by name (...OfflineExpense) in this module's documents
 */
export const OfflineExpense = graphql(`
  fragment OfflineExpense on Expense { id description amount currency category language note createdAt: spentAt updatedAt }
`);

/** @public spread by name (...OfflineBill) in this module's documents */
export const OfflineBill = graphql(`
  fragment OfflineBill on DueBill { subscriptionId name dueDate amount currency category }
`);

const DOCUMENTS = {
  record: graphql(`
    mutation OfflineRecordExpense($input: RecordExpenseInput!) { result: recordExpense(input: $input) { ...OfflineExpense } }
  `),
  change: graphql(`
    mutation OfflineChangeExpense($input: ChangeExpenseInput!) { result: changeExpense(input: $input) { ...OfflineExpense } }
  `),
  delete: graphql(`
    mutation OfflineDeleteExpense($input: DeleteExpenseInput!) { result: deleteExpense(input: $input) }
  `),
  restore: graphql(`
    mutation OfflineRestoreExpense($id: ID!, $commandId: ID) { result: restoreExpense(id: $id, commandId: $commandId) { ...OfflineExpense } }
  `),
  recent: graphql(`
    query OfflineRecentExpenses($from: String!, $first: Int!, $after: String) {
      result: expenses(filter: { from: $from }, first: $first, after: $after) { edges { node { ...OfflineExpense } } pageInfo { endCursor hasNextPage } }
    }
  `),
  import: graphql(`
    mutation OfflineImportMessages($text: String!, $choices: [ImportChoiceInput!]) {
      result: importMessages(text: $text, choices: $choices) { imported { ...OfflineExpense source { message role } } }
    }
  `),
  payBill: graphql(`
    mutation OfflinePayBill($id: ID!, $input: PaySubscriptionInput!) { result: paySubscription(id: $id, input: $input) { expense { ...OfflineExpense } } }
  `),
  recordDueBills: graphql(`
    mutation OfflineRecordDueBills { result: recordDueBills { id } }
  `),
  bills: graphql(`
    query OfflineDueBills($days: Int) { result: dueSubscriptions(days: $days) { ...OfflineBill } }
  `),
};

const readExpense = (expense: ServerExpense): ServerExpense => known(expense, 'an expense');

/** The schema types a due bill's category as a string: only one this build knows can be kept. */
function readBill(bill: OfflineBillFragment): ServerBill {
  const category = CATEGORY_IDS.find((id) => id === bill.category);
  if (category === undefined) throw new RetryableError('The server sent a bill this app cannot read');
  return { ...bill, category };
}

/** An imported expense with the message entry it came from, so it can take its stand-in's place. */
function readImported({ source, ...expense }: OfflineImportMessagesMutation['result']['imported'][number]): ImportedExpense {
  const role = source?.role === 'payment' || source?.role === 'fee' ? source.role : null;
  if (typeof source?.message !== 'number' || role === null) throw new RetryableError('The server sent an imported expense without its message');
  return { key: entryKey(source.message, role), row: readExpense(expense) };
}

/** A refusal as the outbox keeps it, or what `read` makes of the answer. */
function settle<Result>(answer: Answer<Result>, read: (data: Result) => SendResult): SendResult {
  return answer.error === null ? read(answer.data) : { kind: 'refused', ...answer.error };
}

export function createFetchTransport(options: { uri?: string; fetch?: Fetch } = {}): Transport {
  const uri = options.uri ?? '/graphql';
  // Looked up per call so tests (and a service worker's patched fetch) see the current global.
  const send: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    async send(entry) {
      const { commandId } = entry;
      const acknowledged = { kind: 'acknowledged', expense: null } as const;
      const expense = ({ result }: { result: ServerExpense }): SendResult => ({ ...acknowledged, expense: readExpense(result) });
      const saving = ({ result }: { result: ServerSaving }): SendResult => ({ ...acknowledged, saving: known(result, 'a saving') });
      const iou = ({ result }: { result: ServerIou }): SendResult => ({ ...acknowledged, iou: known(result, 'an IOU') });
      const goal = ({ result }: { result: ServerGoal }): SendResult => ({ ...acknowledged, goal: result });
      switch (entry.kind) {
        case 'import': {
          // Not `input` + commandId: the server derives the ids from each message, so a resend is recognised.
          const { text, choices } = entry.input;
          const answer = await post(send, uri, DOCUMENTS.import, { text, choices });
          return settle(answer, ({ result }) => ({ ...acknowledged, imported: result.imported.map(readImported) }));
        }
        case 'payBill': {
          const { subscriptionId, dueDate, paidAt } = entry.input;
          const answer = await post(send, uri, DOCUMENTS.payBill, { id: subscriptionId, input: { dueDate, paidAt, commandId } });
          // The bill's expense was deleted since it was paid: nothing to show.
          return settle(answer, ({ result }) => (result.expense ? expense({ result: result.expense }) : acknowledged));
        }
        case 'record':
          return settle(await post(send, uri, DOCUMENTS.record, { input: { ...entry.input, commandId } }), expense);
        case 'change':
          return settle(await post(send, uri, DOCUMENTS.change, { input: { ...entry.input, commandId } }), expense);
        case 'restore':
          // restoreExpense takes its id and command id as arguments, not an input object.
          return settle(await post(send, uri, DOCUMENTS.restore, { id: entry.input.id, commandId }), expense);
        case 'recordSaving':
          return settle(await post(send, uri, SAVING_DOCUMENTS.record, { input: { ...entry.input, commandId } }), saving);
        case 'changeSaving':
          return settle(await post(send, uri, SAVING_DOCUMENTS.change, { input: { ...entry.input, commandId } }), saving);
        case 'createGoal':
          return settle(await post(send, uri, GOAL_DOCUMENTS.create, { input: { ...entry.input, commandId } }), goal);
        case 'changeGoal':
          return settle(await post(send, uri, GOAL_DOCUMENTS.change, { input: { ...entry.input, commandId } }), goal);
        case 'recordIou':
          return settle(await post(send, uri, IOU_DOCUMENTS.record, { input: { ...entry.input, commandId } }), iou);
        case 'changeIou':
          return settle(await post(send, uri, IOU_DOCUMENTS.change, { input: { ...entry.input, commandId } }), iou);
        case 'repayIou':
          return settle(await post(send, uri, IOU_DOCUMENTS.repay, { input: { ...entry.input, commandId } }), iou);
        case 'recordGroupEntry':
          return GROUP_ENTRY_KIND.send(send, uri, entry.input, commandId);
        case 'delete':
        case 'deleteSaving':
        case 'deleteGoal':
        case 'deleteIou': {
          const document = {
            delete: DOCUMENTS.delete, deleteSaving: SAVING_DOCUMENTS.delete, deleteGoal: GOAL_DOCUMENTS.delete, deleteIou: IOU_DOCUMENTS.delete,
          }[entry.kind];
          const answer = await post(send, uri, document, { input: { ...entry.input, commandId } });
          // Deleting what is already gone is the outcome the person asked for.
          if (answer.error === null || answer.error.code === 'NOT_FOUND') return entry.kind === 'deleteIou' ? { ...acknowledged, iou: null } : acknowledged;
          return { kind: 'refused', ...answer.error };
        }
        default: {
          const unexpected: never = entry;
          return unexpected;
        }
      }
    },
    async recent() {
      const from = addDays(localDay(new Date(), deviceTimeZone()), -(KEPT_DAYS - 1));
      const rows: ServerExpense[] = [];
      let after: string | null = null;
      for (;;) {
        // Typed by hand: `after` feeds the next request, a loop TypeScript does not infer through.
        const answer: Answer<OfflineRecentExpensesQuery> = await post(send, uri, DOCUMENTS.recent, { from, first: RECENT_PAGE, after });
        if (answer.error !== null) throw new RetryableError('The recent expenses could not be read');
        const { edges, pageInfo }: OfflineRecentExpensesQuery['result'] = answer.data.result;
        rows.push(...edges.map(({ node }) => readExpense(node)));
        if (!pageInfo.hasNextPage || pageInfo.endCursor === null || pageInfo.endCursor === undefined) return rows;
        after = pageInfo.endCursor;
      }
    },
    async savings() {
      const answer = await post(send, uri, SAVING_DOCUMENTS.all, {});
      if (answer.error !== null) throw new RetryableError('Savings could not be read');
      return { savings: answer.data.result.map((saving) => known(saving, 'a saving')), goals: answer.data.goals };
    },
    async ious() {
      const answer = await post(send, uri, IOU_DOCUMENTS.all, {});
      if (answer.error !== null) throw new RetryableError('Money lent and borrowed could not be read');
      return answer.data.result.map((iou) => known(iou, 'an IOU'));
    },
    async bills() {
      // Bills set to record automatically are recorded first (once each, on the server), so the list
      // that follows no longer holds them; their expenses come with the expenses pulled after.
      const recorded = await post(send, uri, DOCUMENTS.recordDueBills, {});
      if (recorded.error !== null) throw new RetryableError('Bills due could not be recorded');
      const answer = await post(send, uri, DOCUMENTS.bills, { days: BILL_DAYS });
      if (answer.error !== null) throw new RetryableError('Bills could not be read');
      return answer.data.result.map(readBill);
    },
  };
}
