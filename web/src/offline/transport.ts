// The sync engine's only door to the server: the expense mutations and the last 90 days' expenses over
// plain fetch, answers parsed at the boundary. It sorts failures into "retry later" and "refused".
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import { addDays, localDay } from '../../../domain/dates.ts';
import { isLanguageCode } from '../../../domain/languages.ts';
import type { LocalBill, LocalExpense, LocalGoal, LocalIou, LocalSaving, OutboxEntry } from './db.ts';
import type { ImportedExpense } from './importMerge.ts';
import { entryKey } from './importMerge.ts';
import { IOU_FIELDS, parseIou } from './iouTransport.ts';
import { parseGoal, parseSaving, SAVING_FIELDS, GOAL_FIELDS } from './savingsTransport.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { reportRequest } from './online.ts';

export type ServerExpense = Omit<LocalExpense, 'pending'>;
export type ServerSaving = Omit<LocalSaving, 'pending'>;
export type ServerIou = Omit<LocalIou, 'pending'>;

/** The server's decision. `refused`: it will never accept this command as sent, so resending is pointless. */
export type SendResult =
  | { kind: 'acknowledged'; expense: ServerExpense | null; saving?: ServerSaving | null; iou?: ServerIou | null; imported?: ImportedExpense[] }
  | { kind: 'refused'; code: string; message: string };

export interface Transport {
  /** Throws RetryableError when the answer did not arrive or the server could not decide. */
  send(entry: OutboxEntry): Promise<SendResult>;
  /** The person's expenses of the last KEPT_DAYS local days, newest first. */
  recent(): Promise<ServerExpense[]>;
  /** All of the person's savings and goals; absent in transports that carry expenses only (tests). */
  savings?(): Promise<{ savings: ServerSaving[]; goals: LocalGoal[] }>;
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

export class RetryableError extends Error {
  override name = 'RetryableError';
}

/** The same header apollo.ts sends; not imported from there so the offline layer never loads Apollo. */
const TIME_ZONE_HEADER = 'x-time-zone';
/** A request on a dying link can hang for minutes; the outbox would wait behind it. */
const REQUEST_TIMEOUT_MS = 30_000;
const REFUSALS = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN']);
const FIELDS = 'id description amount currency category language note createdAt spentAt updatedAt';
/** How many local days, today included, the phone keeps a copy of (History reads older days from the server). */
export const KEPT_DAYS = 90;
const RECENT_PAGE = 200;

const DOCUMENTS = {
  record: `mutation Record($input: RecordExpenseInput!) { result: recordExpense(input: $input) { ${FIELDS} } }`,
  change: `mutation Change($input: ChangeExpenseInput!) { result: changeExpense(input: $input) { ${FIELDS} } }`,
  delete: `mutation Delete($input: DeleteExpenseInput!) { result: deleteExpense(input: $input) }`,
  restore: `mutation Restore($id: ID!, $commandId: ID) { result: restoreExpense(id: $id, commandId: $commandId) { ${FIELDS} } }`,
  recent: `query Recent($from: String!, $after: String) { result: expenses(filter: { from: $from }, first: ${RECENT_PAGE}, after: $after) { edges { node { ${FIELDS} } } pageInfo { endCursor hasNextPage } } }`,
  recordSaving: `mutation RecordSaving($input: RecordSavingInput!) { result: recordSaving(input: $input) { ${SAVING_FIELDS} } }`,
  deleteSaving: `mutation DeleteSaving($input: DeleteSavingInput!) { result: deleteSaving(input: $input) }`,
  import: `mutation Import($text: String!, $choices: [ImportChoiceInput!]) { result: importMessages(text: $text, choices: $choices) { imported { ${FIELDS} source { message role } } } }`,
  recordIou: `mutation RecordIou($input: RecordIouInput!) { result: recordIou(input: $input) { ${IOU_FIELDS} } }`,
  repayIou: `mutation RepayIou($input: RepayIouInput!) { result: repayIou(input: $input) { ${IOU_FIELDS} } }`,
  deleteIou: `mutation DeleteIou($input: DeleteIouInput!) { result: deleteIou(input: $input) }`,
  ious: `query Ious { result: ious { ${IOU_FIELDS} } }`,
  savings: `query Savings { result: savings { ${SAVING_FIELDS} } goals: savingsGoals { ${GOAL_FIELDS} } }`,
  payBill: `mutation PayBill($id: ID!, $input: PaySubscriptionInput!) { result: paySubscription(id: $id, input: $input) { expense { ${FIELDS} } } }`,
  recordDueBills: 'mutation RecordDueBills { result: recordDueBills { id } }',
  bills: `query Bills($days: Int) { result: dueSubscriptions(days: $days) { subscriptionId name dueDate amount currency category } }`,
} as const;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? { ...value } : {});
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** An expense as the server sent it, or an error: a malformed answer must not reach the local copy. */
export function parseExpense(value: unknown): ServerExpense {
  const row = record(value);
  const field = (key: keyof ServerExpense) => text(row[key]) ?? '';
  const [id, description, amount, currency, language, createdAt, updatedAt] = (
    ['id', 'description', 'amount', 'currency', 'language', 'createdAt', 'updatedAt'] as const
  ).map(field);
  const category = CATEGORY_IDS.find((known) => known === row.category);
  if (!id || !amount || !currency || !category || !language || !isLanguageCode(language) || !createdAt || !updatedAt) {
    throw new RetryableError('The server sent an expense this app cannot read');
  }
  if (description === undefined) throw new RetryableError('The server sent an expense without a description');
  // The phone's createdAt is when the money went out (UTC, so rows sort as text): a moved expense carries spentAt.
  const spentAt = text(row.spentAt);
  const when = spentAt === null || Number.isNaN(Date.parse(spentAt)) ? createdAt : new Date(spentAt).toISOString();
  return { id, description, amount, currency, category, language, note: text(row.note), createdAt: when, updatedAt };
}

/** A bill due as the server listed it, or an error. */
function parseBill(value: unknown): ServerBill {
  const row = record(value);
  const [subscriptionId, name, dueDate, amount, currency] = (['subscriptionId', 'name', 'dueDate', 'amount', 'currency'] as const).map((key) => text(row[key]));
  const category = CATEGORY_IDS.find((known) => known === row.category);
  if (!subscriptionId || !name || !dueDate || !amount || !currency || !category) throw new RetryableError('The server sent a bill this app cannot read');
  return { subscriptionId, name, dueDate, amount, currency, category };
}

/** An imported expense with the message entry it came from, so it can take its stand-in's place. */
function parseImported(value: unknown): ImportedExpense {
  const source = record(record(value).source);
  const role = source.role === 'payment' || source.role === 'fee' ? source.role : null;
  if (typeof source.message !== 'number' || role === null) throw new RetryableError('The server sent an imported expense without its message');
  return { key: entryKey(source.message, role), row: parseExpense(value) };
}

interface Answer {
  result: unknown;
  data: Record<string, unknown>;
  error: { code: string; message: string } | null;
}

/** A 4xx other than timeout and rate limit will not change on retry: the command is refused, not retried. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

async function post(send: Fetch, uri: string, query: string, variables: object): Promise<Answer> {
  let response: Response;
  try {
    response = await send(uri, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', [TIME_ZONE_HEADER]: deviceTimeZone() },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    reportRequest('unreachable');
    throw new RetryableError(error instanceof Error ? error.message : 'The network failed');
  }
  reportRequest('reached');
  const body = record(await response.json().catch(() => null));
  const first = record(Array.isArray(body.errors) ? body.errors[0] : undefined);
  const code = text(record(first.extensions).code);
  if (code !== null && REFUSALS.has(code)) return { result: null, data: {}, error: { code, message: text(first.message) ?? code } };
  if (isFinal(response.status)) {
    return { result: null, data: {}, error: { code: code ?? `HTTP_${response.status}`, message: text(first.message) ?? text(body.message) ?? `The server answered ${response.status}` } };
  }
  // 5xx, 429, masked internal errors, a proxy's HTML page: the server may decide differently later.
  if (!response.ok || Object.keys(first).length > 0) throw new RetryableError(`The server answered ${response.status}`);
  return { result: record(body.data).result, data: record(body.data), error: null };
}

export function createFetchTransport(options: { uri?: string; fetch?: Fetch } = {}): Transport {
  const uri = options.uri ?? '/graphql';
  // Looked up per call so tests (and a service worker's patched fetch) see the current global.
  const send: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    async send(entry) {
      if (entry.kind === 'import') {
        // Not `input` + commandId: the server derives the ids from each message, so a resend is recognised.
        const { text, choices } = entry.input;
        const answer = await post(send, uri, DOCUMENTS.import, { text, choices });
        if (answer.error !== null) return { kind: 'refused', ...answer.error };
        const imported = record(answer.result).imported;
        if (!Array.isArray(imported)) throw new RetryableError('The server sent an import answer this app cannot read');
        return { kind: 'acknowledged', expense: null, imported: imported.map(parseImported) };
      }
      if (entry.kind === 'payBill') {
        const { subscriptionId, dueDate, paidAt } = entry.input;
        const answer = await post(send, uri, DOCUMENTS.payBill, { id: subscriptionId, input: { dueDate, paidAt, commandId: entry.commandId } });
        if (answer.error !== null) return { kind: 'refused', ...answer.error };
        const expense = record(answer.result).expense;
        return { kind: 'acknowledged', expense: expense === null || expense === undefined ? null : parseExpense(expense) };
      }
      const input = { ...entry.input, commandId: entry.commandId };
      // restoreExpense takes its id and command id as arguments, not an input object.
      const answer = await post(send, uri, DOCUMENTS[entry.kind], entry.kind === 'restore' ? input : { input });
      const deleting = entry.kind === 'delete' || entry.kind === 'deleteSaving' || entry.kind === 'deleteIou';
      if (answer.error === null) {
        if (entry.kind === 'recordSaving') return { kind: 'acknowledged', expense: null, saving: parseSaving(answer.result) };
        if (entry.kind === 'recordIou' || entry.kind === 'repayIou') return { kind: 'acknowledged', expense: null, iou: parseIou(answer.result) };
        if (entry.kind === 'deleteIou') return { kind: 'acknowledged', expense: null, iou: null };
        return { kind: 'acknowledged', expense: deleting ? null : parseExpense(answer.result) };
      }
      // Deleting what is already gone is the outcome the person asked for.
      if (deleting && answer.error.code === 'NOT_FOUND') return { kind: 'acknowledged', expense: null };
      return { kind: 'refused', ...answer.error };
    },
    async recent() {
      const from = addDays(localDay(new Date(), deviceTimeZone()), -(KEPT_DAYS - 1));
      const rows: ServerExpense[] = [];
      let after: string | null = null;
      for (;;) {
        const answer = await post(send, uri, DOCUMENTS.recent, { from, after });
        const { edges, pageInfo } = record(answer.result);
        const { endCursor, hasNextPage } = record(pageInfo);
        if (answer.error !== null || !Array.isArray(edges)) throw new RetryableError('The recent expenses could not be read');
        rows.push(...edges.map((edge: unknown) => parseExpense(record(edge).node)));
        if (hasNextPage !== true || typeof endCursor !== 'string') return rows;
        after = endCursor;
      }
    },
    async savings() {
      const answer = await post(send, uri, DOCUMENTS.savings, {});
      const goals = answer.data.goals;
      if (answer.error !== null || !Array.isArray(answer.result) || !Array.isArray(goals)) throw new RetryableError('Savings could not be read');
      return { savings: answer.result.map(parseSaving), goals: goals.map(parseGoal) };
    },
    async ious() {
      const answer = await post(send, uri, DOCUMENTS.ious, {});
      if (answer.error !== null || !Array.isArray(answer.result)) throw new RetryableError('Money lent and borrowed could not be read');
      return answer.result.map(parseIou);
    },
    async bills() {
      // Bills set to record automatically are recorded first (once each, on the server), so the list
      // that follows no longer holds them; their expenses come with the expenses pulled after.
      const recorded = await post(send, uri, DOCUMENTS.recordDueBills, {});
      if (recorded.error !== null) throw new RetryableError('Bills due could not be recorded');
      const answer = await post(send, uri, DOCUMENTS.bills, { days: BILL_DAYS });
      if (answer.error !== null || !Array.isArray(answer.result)) throw new RetryableError('Bills could not be read');
      return answer.result.map(parseBill);
    },
  };
}
