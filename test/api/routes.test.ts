// What the API answers off its expected paths: unknown ids and paths are JSON 404s, a known
// path with another method is a 405 that says what is allowed, and nothing is ever a 500.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/backends.ts';
import { HISTORY, Expense, eventCount, historyTypes, lunch, serveApi } from './client.ts';

const NOT_FOUND = { error: 'not_found', message: 'Expense not found' };
const JSON_TYPE = 'application/json; charset=utf-8';

describe.each(databaseBackends())('API routes on $name', (backend) => {
  const api = serveApi(backend);

  it.each([
    { name: 'an unknown id', id: () => randomUUID(), restBody: () => NOT_FOUND },
    { name: 'an id that is not a UUID', id: () => 'not-a-uuid', restBody: () => NOT_FOUND },
    // No route matches a path that cannot be decoded; over GraphQL the same text is just an unknown id.
    { name: 'an id with broken percent-encoding', id: () => '%E0%A4%A', restBody: (path: string) => ({ error: 'not_found', message: `No API at ${path}` }) },
  ])('DELETE, deleteExpense and history answer not found to $name, and write nothing', async ({ id, restBody }) => {
    const user = api.newUser();
    const userId = await user.userId();
    const unknown = id();
    const path = `/api/expenses/${unknown}`;
    const removed = await user.rest('DELETE', path);
    expect({ status: removed.status, body: removed.body }).toEqual({ status: 404, body: restBody(path) });
    const viaGraphql = await user.error('mutation($input: DeleteExpenseInput!) { deleteExpense(input: $input) }', {
      input: { id: unknown },
    });
    expect(viaGraphql).toEqual({ message: 'Expense not found', code: 'NOT_FOUND', field: undefined });
    expect(await user.error(HISTORY, { id: unknown })).toEqual({ message: 'Expense not found', code: 'NOT_FOUND', field: undefined });
    expect(await eventCount(api.db, userId)).toBe(1);
  });

  it.each(['/api', '/api/', '/api/nope', '/api/expenses/today/extra', '/api/expenses//'])(
    'answers a JSON 404 on the unknown path %s',
    async (path) => {
      const answer = await api.newUser().rest('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toBe(JSON_TYPE);
      expect(answer.body).toEqual({ error: 'not_found', message: `No API at ${path}` });
    },
  );

  it.each([
    { method: 'PUT', path: () => `/api/expenses/${randomUUID()}`, allow: 'PATCH, DELETE' },
    { method: 'POST', path: () => `/api/expenses/${randomUUID()}`, allow: 'PATCH, DELETE' },
    // GET /api/expenses is the ledger (issue 24).
    { method: 'PUT', path: () => '/api/expenses', allow: 'GET, POST' },
    { method: 'PATCH', path: () => '/api/expenses', allow: 'GET, POST' },
  ])('answers 405 with Allow: $allow to $method on a known path', async ({ method, path, allow }) => {
    const user = api.newUser();
    const target = path();
    const answer = await user.rest(method, target, lunch());
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
    expect(answer.headers.get('content-type')).toBe(JSON_TYPE);
    expect(answer.body).toEqual({ error: 'method_not_allowed', message: `${method} is not allowed on ${target}` });
  });

  it('keeps /api/expenses/today from being read as an expense id', async () => {
    const user = api.newUser();
    expect(await user.rest('DELETE', '/api/expenses/today')).toMatchObject({ status: 404, body: NOT_FOUND });
    const recorded = Expense.parse((await user.rest('POST', '/api/expenses', lunch())).body);
    expect((await user.rest('GET', '/api/expenses/today')).body).toEqual([recorded]);
    expect(await historyTypes(user, recorded.id)).toEqual(['ExpenseRecorded']);
  });
});
