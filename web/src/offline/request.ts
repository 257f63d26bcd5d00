// The offline layer's one way to send a GraphQL document: plain fetch of a typed string document (no
// Apollo), answers sorted into data, a refusal the server will repeat, or RetryableError for later.
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import { LANGUAGE_CODES } from '../../../domain/languages.ts';
import { IOU_DIRECTIONS } from '../../../domain/ownedItems.ts';
import { GOAL_TYPES } from '../../../domain/parse/savingsAmount.ts';
import type { TypedDocumentString } from './gql/graphql.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { reportRequest } from './online.ts';

export class RetryableError extends Error {
  override name = 'RetryableError';
}

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** A refusal: sent as it is, the server will decide the same again. */
interface Refusal {
  code: string;
  message: string;
  /** The refusal's reason and values when the server names them (domain/errors.ts): words of our own. */
  reason?: unknown;
  values?: unknown;
}

export type Answer<Result> = { data: Result; error: null } | { data: null; error: Refusal };

/** The same header apollo.ts sends; not imported from there so the offline layer never loads Apollo. */
const TIME_ZONE_HEADER = 'x-time-zone';
/** A request on a dying link can hang for minutes; the outbox would wait behind it. */
const REQUEST_TIMEOUT_MS = 30_000;
// PAYLOAD_TOO_LARGE comes with status 200 when an import's text is over its limits: resent as it is,
// it would be refused forever and hold back every write queued behind it.
const REFUSALS = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'PAYLOAD_TOO_LARGE']);

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? { ...value } : {});
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A 4xx other than timeout and rate limit will not change on retry: the command is refused, not retried. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Aborted by the caller or by the timeout; AbortSignal.any is newer than the browsers the build serves. */
function deadline(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (signal === undefined) return timeout;
  const either = new AbortController();
  for (const each of [signal, timeout]) {
    if (each.aborted) either.abort(each.reason);
    else each.addEventListener('abort', () => either.abort(each.reason), { once: true });
  }
  return either.signal;
}

export async function post<Result, Variables>(
  send: Fetch,
  uri: string,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  options: {
    /** The caller's, for a reader that gives up (a screen closed); the timeout applies either way. */
    signal?: AbortSignal;
    /** Codes this caller takes as refusals too (a person waiting on a rate limit hears it, not a retry). */
    refusals?: readonly string[];
  } = {},
): Promise<Answer<Result>> {
  const { signal, refusals = [] } = options;
  let response: Response;
  try {
    response = await send(uri, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', [TIME_ZONE_HEADER]: deviceTimeZone() },
      body: JSON.stringify({ query: document.toString(), variables }),
      signal: deadline(signal),
    });
  } catch (error) {
    // Given up by the caller: says nothing about the network.
    if (signal?.aborted === true) throw error;
    reportRequest('unreachable');
    throw new RetryableError(error instanceof Error ? error.message : 'The network failed');
  }
  reportRequest('reached');
  const body = record(await response.json().catch(() => null));
  const first = record(Array.isArray(body.errors) ? body.errors[0] : undefined);
  const extensions = record(first.extensions);
  const code = text(extensions.code);
  if (code !== null && (REFUSALS.has(code) || refusals.includes(code))) {
    return { data: null, error: { code, message: text(first.message) ?? code, reason: extensions.reason, values: extensions.values } };
  }
  if (isFinal(response.status)) {
    return { data: null, error: { code: code ?? `HTTP_${response.status}`, message: text(first.message) ?? text(body.message) ?? `The server answered ${response.status}` } };
  }
  // 5xx, 429, masked internal errors, a proxy's HTML page (200 or not): the server may decide differently later.
  if (!response.ok || Object.keys(first).length > 0 || typeof body.data !== 'object' || body.data === null) {
    throw new RetryableError(`The server answered ${response.status}`);
  }
  // Without errors, `data` answers the document, and the document was checked against schema.graphql,
  // which a test holds to the server's schema: its shape is Result. The one field-level check left is
  // for enum values this build may not know yet (see known.ts), done by the caller.
  return { data: body.data as Result, error: null };
}

// The one check the offline layer makes on an answer beyond its shape: enum values this build knows.
// A phone may run a build its service worker cached against a newer server whose enums grew.
/** By field name, whatever the row: a field added to a fragment needs nothing here unless it is one of these. */
const KNOWN: Readonly<Record<string, readonly string[]>> = {
  category: CATEGORY_IDS,
  language: LANGUAGE_CODES,
  goalType: GOAL_TYPES,
  direction: IOU_DIRECTIONS,
};

/** The row as sent, or RetryableError: a value the screens cannot show is retried after an update, not stored. */
export function known<Row extends object>(row: Row, what: string): Row {
  for (const [field, value] of Object.entries(row)) {
    const values = KNOWN[field];
    if (values !== undefined && !(typeof value === 'string' && values.includes(value))) {
      throw new RetryableError(`The server sent ${what} this app cannot read`);
    }
  }
  return row;
}
