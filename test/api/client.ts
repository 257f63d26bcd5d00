// A simulated user of the HTTP API: one session cookie, REST and GraphQL over real HTTP, and the
// shared setup of the cross-layer tests (one server and database per backend, parsed answers).
import { expect } from 'vitest';
import * as z from 'zod';
import type { Driver } from '../../events/store/driver.ts';
import type { Backend } from '../support/backends.ts';
import { useTestServer } from '../support/server.ts';

/**
 * A fixed-offset zone where it is about noon now, so "today" and "this week" cannot roll over
 * between a write and the read that checks it. Day boundaries are tested elsewhere.
 */
function middayZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  // POSIX sign: Etc/GMT-3 is three hours ahead of UTC.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

export const TIME_ZONE = middayZone();

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, the raw text when the answer is not JSON, or undefined when empty. */
  body: unknown;
}

export interface RawRequest {
  body: string;
  contentType?: string;
  headers?: Record<string, string>;
}

const GraphQLError = z.object({
  message: z.string(),
  extensions: z.object({ code: z.string().optional(), field: z.string().optional() }).loose().optional(),
});
const GraphQLAnswer = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(GraphQLError).optional(),
});
export type GraphQLAnswer = z.infer<typeof GraphQLAnswer>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

export type Client = ReturnType<typeof newUser>;

/** A user agent that keeps its own session cookie, as one browser would. */
export function newUser(url: string, options: { cookie?: string } = {}) {
  let cookie = options.cookie;

  async function send(method: string, path: string, request: RawRequest): Promise<ApiResponse> {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        'x-time-zone': TIME_ZONE,
        ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
        ...(cookie === undefined ? {} : { cookie }),
        ...request.headers,
      },
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: request.body }),
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('sauti_session='));
    if (session) cookie = session.split(';')[0];
    return { status: response.status, headers: response.headers, body: await readBody(response) };
  }

  const client = {
    get cookie() {
      return cookie;
    },
    /** JSON in, JSON out; `undefined` sends an empty body. */
    rest: (method: string, path: string, body?: unknown) =>
      send(method, path, { body: body === undefined ? '' : JSON.stringify(body), contentType: 'application/json' }),
    /** Exactly these bytes, for bodies that are not (or not only) JSON. */
    raw: (method: string, path: string, request: RawRequest) => send(method, path, request),
    /** The HTTP status (400 when the request fails GraphQL validation) and the parsed answer. */
    async gql(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer & { status: number }> {
      const { status, body } = await send('POST', '/graphql', {
        body: JSON.stringify({ query, variables }),
        contentType: 'application/json',
      });
      return { status, ...GraphQLAnswer.parse(body) };
    },
    /** The data of a query that must succeed. */
    async data(query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>> {
      const { status, ...answer } = await client.gql(query, variables);
      expect({ status, errors: answer.errors }).toEqual({ status: 200, errors: undefined });
      return answer.data ?? {};
    },
    /** The one error of a query the application refuses (the query itself is valid). */
    async error(query: string, variables?: Record<string, unknown>) {
      const answer = await client.gql(query, variables);
      expect(answer.status, JSON.stringify(answer)).toBe(200);
      expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
      const [error] = answer.errors ?? [];
      const { code, field, reason, values } = error?.extensions ?? {};
      return { message: error?.message, code, field, reason, values };
    },
    async userId(): Promise<string> {
      return z.object({ me: z.object({ id: z.string() }) }).parse(await client.data('{ me { id } }')).me.id;
    },
  };
  return client;
}

/** One server over one fresh database of this backend for the whole describe block. */
export function serveApi(backend: Backend) {
  const server = useTestServer(backend);
  return {
    get url() {
      return server.url;
    },
    get db() {
      return server.db;
    },
    /** The server's application, for seeding through its own projection runner. */
    get app() {
      return server.app;
    },
    newUser: (options?: { cookie?: string }) => newUser(server.url, options),
  };
}

export const EXPENSE_FIELDS = 'id description amount currency category language createdAt updatedAt';

/** Exactly the fields both transports promise for an expense, no more. */
export const Expense = z.strictObject({
  id: z.uuid(),
  description: z.string(),
  amount: z.string().regex(/^\d{1,12}\.\d{2}$/, 'a decimal string with 2 decimals'),
  currency: z.string(),
  category: z.string(),
  language: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Expense = z.infer<typeof Expense>;

const HistoryEvent = z.object({ type: z.string(), occurredAt: z.string(), data: z.unknown() });

export const HISTORY = 'query History($id: ID!) { history(id: $id) { type occurredAt data } }';

/** The event types in an expense's history, read as its owner. */
export async function historyTypes(client: Client, id: string): Promise<string[]> {
  const data = await client.data(HISTORY, { id });
  return z.array(HistoryEvent).parse(data.history).map((event) => event.type);
}

/**
 * A phrase's analysis as each transport answers it: REST's whole answer and GraphQL's `fields`, both
 * read by `shape` (which names those fields), so a test compares the two.
 */
export async function analyzeOnBoth<Shape extends z.ZodType>(client: Client, shape: Shape, fields: string, text: string, language: string) {
  const { status, body } = await client.rest('POST', '/api/expenses/analyze', { text, language });
  expect(status).toBe(200);
  const query = `query Analyze($text: String!, $language: String!) { analyzeExpense(text: $text, language: $language) { ${fields} } }`;
  const data = await client.data(query, { text, language });
  return { rest: shape.parse(body), graphql: shape.parse(data.analyzeExpense) };
}

/** Every event this user has caused, across all streams: a refused request must not add one. */
export async function eventCount(db: Driver, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>("select count(*)::int as count from events where metadata->>'userId' = $1", [
    userId,
  ]);
  return Number(row?.count);
}

export const lunch = (overrides: Record<string, unknown> = {}) => ({
  description: 'Lunch at the kibanda',
  amount: '250.00',
  currency: 'KES',
  category: 'food',
  language: 'sw',
  ...overrides,
});
