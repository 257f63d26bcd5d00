// The boundary fuzzer (issue 31): every REST route and every GraphQL field that takes arguments is
// driven with the edges of time, number and text — years 0, 1, 9999 and 10000, leap days, time-zone
// extremes, ±2^53, 1e309, NaN, empty, 10 KB strings, lone surrogates, direction overrides — and must
// answer below 500 within 2 s while /api/health answers throughout. Not a test of speed: a bound only
// a hang (or a crash) breaks. The routes come from the app's own route table and the fields and their
// argument names from the GraphQL schema, so a route or field added later is driven too.
import fc from 'fast-check';
import type { GraphQLArgument, GraphQLInputType, GraphQLObjectType } from 'graphql';
import {
  getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql/schema.ts';
import { API_ROUTES } from '../../server/http.ts';
import { databaseBackends } from '../support/backends.ts';
import { lunch, serveApi } from './client.ts';

/**
 * Runs per REST write and per GraphQL field; a REST read takes each of its names once. About 1,100
 * requests a backend: some 40 s on PGlite on a loaded 2-core machine, under a minute on CI.
 */
const RUNS_PER_WRITE = 6;
const RUNS_PER_FIELD = 5;
const BOUND_MS = 2_000;
/** How Yoga answers an error that is not the application's (masked): a failure, as a REST 500 is. */
const MASKED = ['"INTERNAL_SERVER_ERROR"', '"Unexpected error."'];

// Raw JSON number tokens a JSON.stringify cannot write; marked, then put in the body's text as they are.
const RAW = new Map([['__raw:1e309__', '1e309'], ['__raw:-1e309__', '-1e309'], ['__raw:NaN__', 'NaN'], ['__raw:1e-400__', '1e-400']]);
const rawText = (body: unknown) => [...RAW].reduce((text, [mark, token]) => text.replaceAll(JSON.stringify(mark), token), JSON.stringify(body));
/** A path segment: percent-encoded, or as broken UTF-8 when the text cannot be (a lone surrogate). */
const segmentOf = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};
/** A value as a query string carries it: a raw number token as its text. */
const queryText = (value: unknown) => (typeof value === 'string' ? (RAW.get(value) ?? value) : String(value));

const DAYS = [
  '0000-01-01', '0001-01-01', '1899-12-31', '1900-01-01', '2024-02-29', '2023-02-29', '2026-12-31', '2999-12-31', '3000-01-01',
  '9999-12-01', '9999-12-31', '+010000-01-01', '10000-01-01', '-000001-01-01', '2026-13-01', '2026-00-10',
];
const INSTANTS = [
  '0000-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '+275760-09-13T00:00:00.000Z',
  '2024-02-29T23:59:59+14:00', '2024-02-29T00:00:00-12:00', '1970-01-01T00:00:00Z', '2026-06-15T12:00:00+05:45',
];
const NUMBER_TEXTS = ['9007199254740993', '-9007199254740993', '1e309', '-1e309', 'NaN', 'Infinity', '-0', '0', '0.005', '1.999', '999999999999.99', '1e2', '0x10', ' 500 '];
const TEXTS = [
  '', ' ', 'x'.repeat(10_240), '\uD800', 'a\uDC00b', '\u202Emoney\u202C', '\u200F\u2067', '\u0000', 'null', '[]', '{}',
  'chai 30', 'nimenunua chakula 500', 'me', 'KES', 'XOF', 'USDT', 'food', 'monthly', 'Africa/Nairobi', "'; drop table events; --",
  '%', '_', '\\', '😀'.repeat(500),
];
const NUMBERS = [2 ** 53, -(2 ** 53), 2 ** 31, -(2 ** 31) - 1, Number.MAX_VALUE, Number.MIN_VALUE, 0, -1, 0.1, 1.005, 366, 367, 1e21];
const TIME_ZONES = ['Pacific/Kiritimati', 'Etc/GMT+12', 'Etc/GMT-14', 'America/St_Johns', 'Asia/Kathmandu', 'Mars/Olympus', 'x'.repeat(80), 'UTC', '+14:00'];

const today = new Date().toISOString().slice(0, 10);
/**
 * A value most writes and reads accept for a field of this name, so that a request carrying edges in
 * one to three fields gets past the others to where those are read (inputs ignore names they lack).
 */
const PLAUSIBLE: Readonly<Record<string, unknown>> = {
  description: 'Chai', amount: '500', currency: 'KES', category: 'food', language: 'sw', person: 'Juma', direction: 'lent',
  name: 'Rent', billingCycle: 'monthly', type: 'cash', value: '1000', budgetAmount: '500', targetAmount: '4000', minimumPayment: '50',
  goalName: 'School fees', goalType: 'goal', text: 'chai 30', phone: '0712345678', country: 'KE', code: '123456', nickname: 'Mama',
  dueDate: today, date: today, nextBillingDate: today, deadline: '2027-01-01', spentAt: new Date().toISOString(), from: '2026-01-01',
  to: today, days: 7, limit: 10, first: 10, q: 'chai', isActive: true, canCancel: true, autoRecord: false, period: 'monthly',
};

/** The edges of a field's kind, told by its name (the schema types most inputs as String: commands check them). */
const kindOf = (name: string): 'day' | 'instant' | 'number' | 'text' => {
  if (/^(from|to|date|day|month)$|Date$|deadline/.test(name)) return 'day';
  if (/At$/.test(name)) return 'instant';
  if (/amount|Amount|value|Payment|limit|first|days|months|rate|Rate|round|usdtBalance|monthlySavingsGoal|alertThreshold/.test(name)) return 'number';
  return 'text';
};
const EDGES_OF_KIND = {
  day: fc.constantFrom(...DAYS),
  instant: fc.constantFrom(...INSTANTS, ...DAYS),
  number: fc.oneof(fc.constantFrom(...NUMBER_TEXTS), fc.constantFrom(...NUMBERS), fc.constantFrom(...RAW.keys())),
  text: fc.oneof(fc.constantFrom(...TEXTS), fc.string({ unit: 'binary', maxLength: 40 })),
};
/** An edge for a field of this name: mostly of its kind, sometimes anything. */
const edgeFor = (name: string, ids: readonly string[]) => fc.oneof({ arbitrary: EDGES_OF_KIND[kindOf(name)], weight: 3 }, { arbitrary: edgeValue(ids), weight: 1 });

/** Any edge a field may be given, ids included (a real one of this person's among random ones). */
const edgeValue = (ids: readonly string[]): fc.Arbitrary<unknown> => fc.oneof(
  fc.constantFrom(...DAYS, ...INSTANTS, ...NUMBER_TEXTS, ...TEXTS),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...RAW.keys()),
  fc.constantFrom(...ids),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.date({ noInvalidDate: false }).map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString())),
);

/**
 * The names the schema's queries or mutations take, arguments and their input objects' fields: what
 * the REST reads' query strings and the writes' bodies call them too.
 */
function namesOf(root: GraphQLObjectType | null | undefined, rest: readonly string[]): string[] {
  const names = new Set(rest);
  for (const field of Object.values(root?.getFields() ?? {})) {
    for (const arg of field.args) {
      names.add(arg.name);
      const named = getNamedType(arg.type);
      if (isInputObjectType(named)) for (const name of Object.keys(named.getFields())) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * A value for a GraphQL input type: mostly of its type (so the field runs), a plausible one for its
 * name as often as an edge, sometimes an edge of another type.
 */
function inputValue(type: GraphQLInputType, ids: readonly string[], depth = 0, name = ''): fc.Arbitrary<unknown> {
  const edge = edgeOf(type, ids, depth, name);
  return name in PLAUSIBLE && isLeafType(getNamedType(type)) ? fc.oneof({ arbitrary: fc.constant(PLAUSIBLE[name]), weight: 3 }, { arbitrary: edge, weight: 1 }) : edge;
}

function edgeOf(type: GraphQLInputType, ids: readonly string[], depth: number, name: string): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputValue(type.ofType, ids, depth, name);
  if (isListType(type)) return fc.array(inputValue(type.ofType, ids, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), fc.constant('NOT_A_VALUE'));
  if (isInputObjectType(type)) {
    if (depth > 2) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, ids, depth + 1, field.name)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
  }
  if (isScalarType(type) && type.name === 'Int') return fc.oneof(fc.constantFrom(0, -1, 1, 7, 366, 367, 2 ** 31 - 1), fc.constantFrom(...NUMBERS));
  if (isScalarType(type) && type.name === 'Float') return fc.constantFrom(...NUMBERS);
  if (isScalarType(type) && type.name === 'Boolean') return fc.oneof(fc.boolean(), fc.constant('yes'));
  return edgeFor(name, ids).map((value) => (typeof value === 'string' && RAW.has(value) ? '1e309' : value));
}

interface Answer {
  target: string;
  status: number;
  ms: number;
  /** Why no answer came (status 0). */
  failed?: string;
}

/**
 * fetch, once more when the first try found its kept-alive socket already closed by the server (idle
 * for its 5 s keep-alive timeout as the request set off): a client race, not an answer. A server that
 * cuts requests off fails both tries.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!/other side closed|ECONNRESET|socket hang up/i.test(reasonOf(error))) throw error;
    return fetch(url, init);
  }
}

const reasonOf = (error: unknown): string =>
  error instanceof Error ? `${error.message}${error.cause === undefined ? '' : ` (${reasonOf(error.cause)})`}` : String(error);

describe.each(databaseBackends())('the boundary fuzzer on $name', (backend) => {
  const api = serveApi(backend);
  const answers: Answer[] = [];
  const health: { ok: boolean; ms: number; during: string[]; failed?: string }[] = [];
  /** The requests under way, so a slow health check names what ran meanwhile. */
  const inFlight = new Set<string>();
  const ids: string[] = [crypto.randomUUID(), 'not-a-uuid', '00000000-0000-0000-0000-000000000000', 'me'];
  // REST reads take their queries' names; REST writes their mutations' (the REST spellings of
  // Relay's paging, `limit` and `cursor`, and the spec's `userId` besides).
  const readNames = namesOf(schema.getQueryType(), ['limit', 'cursor', 'userId']);
  const writeNames = namesOf(schema.getMutationType(), ['userId']);

  /** Asks /api/health every 100 ms until `stop` resolves: the server answers throughout, or the test says when not. */
  async function watchHealth(stop: Promise<void>) {
    let stopped = false;
    void stop.then(() => {
      stopped = true;
    });
    while (!stopped) {
      const started = performance.now();
      const during = new Set(inFlight);
      let failed = '';
      const ok = await send(`${api.url}/api/health`, { signal: AbortSignal.timeout(BOUND_MS) }).then((answer) => answer.status === 200, (error: unknown) => {
        failed = reasonOf(error);
        return false;
      });
      for (const target of inFlight) during.add(target);
      health.push({ ok, ms: Math.round(performance.now() - started), during: [...during], ...(failed ? { failed } : {}) });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The answer's status; a GraphQL answer (200) that hides an error of ours counts as the 500 it is. */
  async function timed(target: string, send: () => Promise<Response>) {
    const started = performance.now();
    const running = `${target} #${answers.length}`;
    inFlight.add(running);
    let failed: string | undefined;
    let status = 0;
    try {
      // A download cut off midway (its query failed after the answer began) fails here too.
      const answer = await send();
      const text = await answer.text();
      status = answer.status === 200 && MASKED.some((mark) => text.includes(mark)) ? 500 : answer.status;
    } catch (error) {
      failed = reasonOf(error);
    }
    inFlight.delete(running);
    answers.push({ target, status, ms: Math.round(performance.now() - started), ...(failed === undefined ? {} : { failed }) });
  }

  it('drives every REST route and GraphQL field with the edges: every answer below 500 within 2 s, health answering throughout', { timeout: 300_000 }, async () => {
    const user = api.newUser();
    // Some of this person's own things, so edges also reach real items (a change, a repayment).
    const expense = await user.rest('POST', '/api/expenses', lunch());
    const iou = await user.rest('POST', '/api/ious', { person: 'Juma', direction: 'lent', amount: '500', currency: 'KES' });
    const bill = await user.rest('POST', '/api/subscriptions', { name: 'Rent', amount: '100', billingCycle: 'weekly', nextBillingDate: '1900-01-01' });
    for (const made of [expense, iou, bill]) {
      expect(made.status).toBe(201);
      ids.push(String((made.body as { id: unknown }).id));
    }
    ids.push(await user.userId());
    const cookie = user.cookie ?? '';
    // The server runs in this process: fast-check's first generation (its set-up, the JIT) would hold
    // the loop once before the first request and read as the server's lag. Done before watching.
    fc.sample(fc.tuple(edgeValue(ids), fc.dictionary(fc.constantFrom(...writeNames), edgeValue(ids))), 200);
    let done = () => {};
    const watching = watchHealth(new Promise<void>((resolve) => {
      done = resolve;
    }));
    const headers = (zone: string) => ({ cookie, 'x-time-zone': zone });

    const pathOf = (route: (typeof API_ROUTES)[number]) => fc.tuple(...route.path.split('/').map((segment) => (segment.startsWith(':')
      ? fc.oneof(fc.constantFrom(...ids), edgeValue(ids).map(String)).map(segmentOf)
      : fc.constant(segment))));
    const zone = fc.constantFrom(...TIME_ZONES);
    for (const route of API_ROUTES) {
      const target = `${route.method} ${route.path}`;
      if (route.method === 'GET') {
        // Every name a read takes, in turn, at an edge of its kind (alone: another edge would refuse first).
        for (const name of readNames) {
          await fc.assert(fc.asyncProperty(pathOf(route), edgeFor(name, ids), zone, async (segments, value, timeZone) => {
            const query = new URLSearchParams([[name, queryText(value)]]);
            await timed(target, () => send(`${api.url}${segments.join('/')}?${query}`, { headers: headers(timeZone) }));
          }), { numRuns: 1 });
        }
        continue;
      }
      // A plausible body with one or two fields at an edge of their kind, or now and then nothing but edges.
      const edges = fc.constantFrom(...writeNames).chain((first) => fc.constantFrom(...writeNames).chain((second) =>
        fc.tuple(edgeFor(first, ids), edgeFor(second, ids)).map(([one, two]) => ({ [first]: one, [second]: two }))));
      const body = fc.oneof({ arbitrary: edges.map((given) => ({ ...PLAUSIBLE, ...given })), weight: 4 }, { arbitrary: edges, weight: 1 });
      await fc.assert(fc.asyncProperty(pathOf(route), body, zone, async (segments, given, timeZone) => {
        await timed(target, () => send(`${api.url}${segments.join('/')}`, {
          method: route.method, headers: { ...headers(timeZone), 'content-type': 'application/json' }, body: rawText(given),
        }));
      }), { numRuns: RUNS_PER_WRITE });
    }

    const roots = [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const;
    const fields = roots.flatMap(([operation, root]) => Object.values(root?.getFields() ?? {}).filter((field) => field.args.length > 0).map((field) => ({ operation, field })));
    for (const { operation, field } of fields) {
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const declared = (arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`;
      const document = `${operation} F(${field.args.map(declared).join(', ')}) { ${field.name}(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})${selection} }`;
      const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type, ids, 0, arg.name)])));
      await fc.assert(fc.asyncProperty(variables, fc.constantFrom(...TIME_ZONES), async (given, zone) => {
        await timed(`${operation} ${field.name}`, () => send(`${api.url}/graphql`, {
          method: 'POST', headers: { ...headers(zone), 'content-type': 'application/json' }, body: JSON.stringify({ query: document, variables: given }),
        }));
      }), { numRuns: RUNS_PER_FIELD });
    }

    done();
    await watching;
    const targets = new Set(answers.map((answer) => answer.target));
    const counts = new Map<number, number>();
    for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
    const statuses = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.info(`boundary fuzzer on ${backend.name}: ${answers.length} requests, ${API_ROUTES.length} REST routes (${readNames.length} read names, ${writeNames.length} write names) and ${fields.length} GraphQL fields (${targets.size} targets), ${health.length} health checks; statuses ${statuses.join(', ')}`);
    expect(answers.filter((answer) => answer.status === 0 || answer.status >= 500 || answer.ms > BOUND_MS)).toEqual([]);
    expect(health.filter((check) => !check.ok || check.ms > BOUND_MS)).toEqual([]);
    expect(health.length).toBeGreaterThan(0);
    expect(targets.size).toBe(API_ROUTES.length + fields.length);
  });
});
