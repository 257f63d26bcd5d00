// The fetch transport: what it sends (input, command id, time zone) and how it sorts answers into
// acknowledged, refused and retry-later. A fake fetch stands in for the network.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './db.ts';
import { isOnline } from './online.ts';
import { RetryableError } from './request.ts';
import { createFetchTransport } from './transport.ts';

const expense = {
  id: 'e1', description: 'lunch', amount: '250.00', currency: 'KES', category: 'food', language: 'en', note: null,
  createdAt: '2025-03-10T08:00:00.000Z', updatedAt: '2025-03-10T08:00:00.000Z',
};
const record: OutboxEntry = {
  seq: 1, kind: 'record', commandId: 'c1', entityId: 'e1', queuedAt: expense.createdAt,
  input: { id: 'e1', description: 'lunch', amount: '250.00', currency: 'KES', category: 'food', language: 'en', originalText: null },
};
const remove: OutboxEntry = { seq: 2, kind: 'delete', commandId: 'c2', entityId: 'e1', queuedAt: expense.createdAt, input: { id: 'e1' } };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (code: string) => json({ data: null, errors: [{ message: `no: ${code}`, extensions: { code } }] });

function transportAnswering(answer: () => Response | Promise<Response>) {
  const sent: { body: unknown; headers: Headers }[] = [];
  const transport = createFetchTransport({
    fetch: async (_url, init) => {
      sent.push({ body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
      return answer();
    },
  });
  return { transport, sent };
}

describe('fetch transport', () => {
  it('sends the command id with the input and the device time zone, and parses the expense', async () => {
    const { transport, sent } = transportAnswering(() => json({ data: { result: expense } }));
    expect(await transport.send(record)).toEqual({ kind: 'acknowledged', expense });
    expect(sent[0]?.body).toMatchObject({ variables: { input: { ...record.input, commandId: 'c1' } } });
    expect(sent[0]?.headers.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it.each(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE'])('reports %s as a refusal', async (code) => {
    const { transport } = transportAnswering(() => refusal(code));
    expect(await transport.send(record)).toEqual({ kind: 'refused', code, message: `no: ${code}` });
  });

  it.each([
    ['a 400 from GraphQL validation', () => json({ errors: [{ message: 'bad query', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }, 400), 'GRAPHQL_VALIDATION_FAILED'],
    ['a 413 from the body limit', () => new Response('too large', { status: 413 }), 'HTTP_413'],
    ['a 403 from the request guard', () => json({ error: 'forbidden', message: 'Cross-site request' }, 403), 'HTTP_403'],
  ])('reports %s as a refusal, not a retry that would hold the outbox back', async (_name, answer, code) => {
    const { transport } = transportAnswering(answer);
    expect(await transport.send(record)).toMatchObject({ kind: 'refused', code });
  });

  it('sends a saving with its command id and parses the saving back', async () => {
    const saving = {
      id: 's1', description: 'Savings for dharura', amount: '1000.00', currency: 'KES', goalType: 'emergency', goalName: 'dharura',
      language: 'sw', note: null, createdAt: expense.createdAt,
    };
    const entry: OutboxEntry = {
      seq: 3, kind: 'recordSaving', commandId: 'c3', entityId: 's1', queuedAt: expense.createdAt,
      input: { ...saving, goalType: 'emergency', language: 'sw', originalText: 'weka akiba 1000 kwa dharura', savedAt: expense.createdAt },
    };
    const { transport, sent } = transportAnswering(() => json({ data: { result: saving } }));
    expect(await transport.send(entry)).toEqual({ kind: 'acknowledged', expense: null, saving });
    expect(sent[0]?.body).toMatchObject({ variables: { input: { id: 's1', commandId: 'c3' } } });
  });

  it('sends a saving\'s change with only its changed fields and parses the saving back; a change of a gone saving is refused', async () => {
    const saving = {
      id: 's1', description: 'Savings', amount: '1500.00', currency: 'KES', goalType: 'general', goalName: null,
      language: 'sw', note: 'ada ya shule', createdAt: expense.createdAt,
    };
    const entry: OutboxEntry = {
      seq: 4, kind: 'changeSaving', commandId: 'c4', entityId: 's1', queuedAt: expense.createdAt, input: { id: 's1', amount: '1500.00', note: 'ada ya shule' },
    };
    const { transport, sent } = transportAnswering(() => json({ data: { result: saving } }));
    expect(await transport.send(entry)).toEqual({ kind: 'acknowledged', expense: null, saving });
    expect(sent[0]?.body).toMatchObject({ variables: { input: { id: 's1', amount: '1500.00', note: 'ada ya shule', commandId: 'c4' } } });
    const gone = transportAnswering(() => refusal('NOT_FOUND'));
    expect(await gone.transport.send(entry)).toEqual({ kind: 'refused', code: 'NOT_FOUND', message: 'no: NOT_FOUND' });
  });

  it("sends a goal's creation and completion with their command ids and parses the goal back; deleting a gone goal is done", async () => {
    const goal = { id: 'g1', name: 'School fees', targetAmount: '20000.00', currency: 'KES', deadline: null, isCompleted: false, createdAt: expense.createdAt };
    const { id, name, targetAmount, currency, deadline } = goal;
    const create: OutboxEntry = { seq: 5, kind: 'createGoal', commandId: 'c5', entityId: 'g1', queuedAt: expense.createdAt, input: { id, name, targetAmount, currency, deadline } };
    const { transport, sent } = transportAnswering(() => json({ data: { result: goal } }));
    expect(await transport.send(create)).toEqual({ kind: 'acknowledged', expense: null, goal });
    const complete: OutboxEntry = { seq: 6, kind: 'changeGoal', commandId: 'c6', entityId: 'g1', queuedAt: expense.createdAt, input: { id: 'g1', isCompleted: true } };
    await transport.send(complete);
    expect(sent.map(({ body }) => body)).toMatchObject([
      { variables: { input: { ...create.input, commandId: 'c5' } } },
      { variables: { input: { id: 'g1', isCompleted: true, commandId: 'c6' } } },
    ]);
    const gone = transportAnswering(() => refusal('NOT_FOUND'));
    expect(await gone.transport.send(complete)).toMatchObject({ kind: 'refused', code: 'NOT_FOUND' });
    expect(await gone.transport.send({ ...remove, kind: 'deleteGoal', entityId: 'g1', input: { id: 'g1' } })).toEqual({ kind: 'acknowledged', expense: null });
  });

  it('counts deleting an expense the server no longer has as done', async () => {
    const { transport } = transportAnswering(() => refusal('NOT_FOUND'));
    expect(await transport.send(remove)).toEqual({ kind: 'acknowledged', expense: null });
  });

  it.each([
    ['a 503', () => new Response('busy', { status: 503 })],
    ['a masked internal error', () => json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })],
    ['rate limiting', () => refusal('RATE_LIMITED')],
    ['an HTML page from a captive portal', () => new Response('<html>login</html>', { status: 200 })],
    ['an expense it cannot read', () => json({ data: { result: { ...expense, category: 'sweets' } } })],
  ])('asks for a retry after %s', async (_name, answer) => {
    const { transport } = transportAnswering(answer);
    await expect(transport.send(record)).rejects.toBeInstanceOf(RetryableError);
  });

  it('marks the app offline when the network fails and online again when a request gets through', async () => {
    let fail = true;
    const { transport } = transportAnswering(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return json({ data: { result: { edges: [{ node: expense }], pageInfo: { endCursor: 'x', hasNextPage: false } } } });
    });
    await expect(transport.recent()).rejects.toBeInstanceOf(RetryableError);
    expect(isOnline()).toBe(false);
    fail = false;
    expect(await transport.recent()).toEqual([expense]);
    expect(isOnline()).toBe(true);
  });

  it('pages through the last 90 days, and keeps a moved expense on the day it was moved to', async () => {
    // The server answers `createdAt: spentAt`: the instant the money went out, which an edit moves.
    const moved = { ...expense, id: 'e2', createdAt: '2025-03-01T08:00:00.000Z' };
    const pages = [
      { edges: [{ node: expense }], pageInfo: { endCursor: 'c1', hasNextPage: true } },
      { edges: [{ node: moved }], pageInfo: { endCursor: 'c2', hasNextPage: false } },
    ];
    const { transport, sent } = transportAnswering(() => json({ data: { result: pages.shift() } }));
    expect(await transport.recent()).toEqual([expense, moved]);
    expect(sent[0]?.body).toMatchObject({ query: expect.stringContaining('createdAt: spentAt') });
    expect(sent.map((each) => each.body)).toMatchObject([{ variables: { after: null } }, { variables: { after: 'c1' } }]);
    expect(sent[0]?.body).toMatchObject({ variables: { from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
  });
});
