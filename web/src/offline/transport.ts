// The sync engine's only door to the server: the three expense mutations and weekExpenses over
// plain fetch, answers parsed at the boundary. It sorts failures into "retry later" and "refused".
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import { isLanguageCode } from '../../../domain/languages.ts';
import type { LocalExpense, LocalGoal, LocalIou, LocalSaving, OutboxEntry } from './db.ts';
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
  week(): Promise<ServerExpense[]>;
  /** All of the person's savings and goals; absent in transports that carry expenses only (tests). */
  savings?(): Promise<{ savings: ServerSaving[]; goals: LocalGoal[] }>;
  /** All of the person's money lent and borrowed; absent in transports that carry expenses only (tests). */
  ious?(): Promise<ServerIou[]>;
}

export class RetryableError extends Error {
  override name = 'RetryableError';
}

/** The same header apollo.ts sends; not imported from there so the offline layer never loads Apollo. */
const TIME_ZONE_HEADER = 'x-time-zone';
/** A request on a dying link can hang for minutes; the outbox would wait behind it. */
const REQUEST_TIMEOUT_MS = 30_000;
const REFUSALS = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN']);
const FIELDS = 'id description amount currency category language note createdAt updatedAt';

const DOCUMENTS = {
  record: `mutation Record($input: RecordExpenseInput!) { result: recordExpense(input: $input) { ${FIELDS} } }`,
  change: `mutation Change($input: ChangeExpenseInput!) { result: changeExpense(input: $input) { ${FIELDS} } }`,
  delete: `mutation Delete($input: DeleteExpenseInput!) { result: deleteExpense(input: $input) }`,
  restore: `mutation Restore($id: ID!, $commandId: ID) { result: restoreExpense(id: $id, commandId: $commandId) { ${FIELDS} } }`,
  week: `query Week { result: weekExpenses { ${FIELDS} } }`,
  recordSaving: `mutation RecordSaving($input: RecordSavingInput!) { result: recordSaving(input: $input) { ${SAVING_FIELDS} } }`,
  deleteSaving: `mutation DeleteSaving($input: DeleteSavingInput!) { result: deleteSaving(input: $input) }`,
  import: `mutation Import($text: String!, $choices: [ImportChoiceInput!]) { result: importMessages(text: $text, choices: $choices) { imported { ${FIELDS} source { message role } } } }`,
  recordIou: `mutation RecordIou($input: RecordIouInput!) { result: recordIou(input: $input) { ${IOU_FIELDS} } }`,
  repayIou: `mutation RepayIou($input: RepayIouInput!) { result: repayIou(input: $input) { ${IOU_FIELDS} } }`,
  deleteIou: `mutation DeleteIou($input: DeleteIouInput!) { result: deleteIou(input: $input) }`,
  ious: `query Ious { result: ious { ${IOU_FIELDS} } }`,
  savings: `query Savings { result: savings { ${SAVING_FIELDS} } goals: savingsGoals { ${GOAL_FIELDS} } }`,
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
  return { id, description, amount, currency, category, language, note: text(row.note), createdAt, updatedAt };
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
      if (deleting && answer.error.code === 'NOT_FOUND') return { kind: 'acknowledged', expense: null, saving: null, iou: null };
      return { kind: 'refused', ...answer.error };
    },
    async week() {
      const answer = await post(send, uri, DOCUMENTS.week, {});
      if (answer.error !== null || !Array.isArray(answer.result)) throw new RetryableError('The week could not be read');
      return answer.result.map(parseExpense);
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
  };
}
