// Bad changes to an expense over both transports: PATCH /api/expenses/{id} and changeExpense
// refuse with the same message and field, and the expense keeps its one event.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/backends.ts';
import type { Client, RawRequest } from './client.ts';
import { EXPENSE_FIELDS, Expense, historyTypes, lunch, serveApi } from './client.ts';

const AMOUNT = 'amount must be a positive decimal with at most 12 integer digits and 2 decimals';

const BAD_CHANGES: { name: string; changes: Record<string, unknown>; message: string; field?: string }[] = [
  { name: 'no change at all', changes: {}, message: 'Give at least one of description, amount, category, note, spentAt or currency' },
  { name: 'only nulls', changes: { description: null, amount: null }, message: 'Give at least one of description, amount, category, note, spentAt or currency' },
  { name: 'an empty description', changes: { description: '' }, message: 'description must not be empty', field: 'description' },
  {
    name: 'a 201-character description',
    changes: { description: 'y'.repeat(201) },
    message: 'description must be at most 200 characters',
    field: 'description',
  },
  { name: 'amount "0"', changes: { amount: '0' }, message: AMOUNT, field: 'amount' },
  { name: 'amount "1.234"', changes: { amount: '1.234' }, message: AMOUNT, field: 'amount' },
  { name: 'amount "abc"', changes: { amount: 'abc' }, message: AMOUNT, field: 'amount' },
  {
    name: 'category "fun"',
    changes: { category: 'fun' },
    message: 'category must be one of food, transport, business, bills, other',
    field: 'category',
  },
  {
    name: 'a good amount with a bad category',
    changes: { amount: '10', category: 'fun' },
    message: 'category must be one of food, transport, business, bills, other',
    field: 'category',
  },
  { name: 'commandId "42"', changes: { commandId: '42', amount: '5' }, message: 'commandId must be a UUID', field: 'commandId' },
];

const JSON_TYPE = 'application/json';

const BAD_BODIES: { name: string; request: RawRequest; message: string }[] = [
  { name: 'not JSON', request: { body: 'amount=5', contentType: JSON_TYPE }, message: 'Request body is not valid JSON' },
  {
    name: 'content-type text/plain',
    request: { body: '{"amount":"5"}', contentType: 'text/plain' },
    message: 'Request body must be JSON (Content-Type: application/json)',
  },
  { name: 'the body []', request: { body: '[]', contentType: JSON_TYPE }, message: 'Request body must be a JSON object' },
];

const CHANGE = `mutation Change($input: ChangeExpenseInput!) { changeExpense(input: $input) { ${EXPENSE_FIELDS} } }`;
const NOT_FOUND = { error: 'not_found', message: 'Expense not found' };

describe.each(databaseBackends())('changing an expense with bad input on $name', (backend) => {
  const api = serveApi(backend);

  /** A fresh user with one expense, and a check that `act` left that expense exactly as it was. */
  async function leavesExpenseAlone(act: (user: Client, expense: Expense) => Promise<void>) {
    const user = api.newUser();
    const recorded = await user.rest('POST', '/api/expenses', lunch());
    expect(recorded.status).toBe(201);
    const expense = Expense.parse(recorded.body);
    await act(user, expense);
    expect((await user.rest('GET', '/api/expenses/today')).body).toEqual([expense]);
    expect(await historyTypes(user, expense.id)).toEqual(['ExpenseRecorded']);
  }

  it.each(BAD_CHANGES)('PATCH answers 400 to $name', async ({ changes, message, field }) => {
    await leavesExpenseAlone(async (user, { id }) => {
      const answer = await user.rest('PATCH', `/api/expenses/${id}`, changes);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { error: 'validation', message, ...(field ? { field } : {}) },
      });
    });
  });

  it.each(BAD_CHANGES)('changeExpense answers BAD_USER_INPUT to $name', async ({ changes, message, field }) => {
    await leavesExpenseAlone(async (user, { id }) => {
      expect(await user.error(CHANGE, { input: { id, ...changes } })).toEqual({ message, code: 'BAD_USER_INPUT', field });
    });
  });

  it.each(BAD_BODIES)('PATCH answers 400 to a body that is $name', async ({ request, message }) => {
    await leavesExpenseAlone(async (user, { id }) => {
      const answer = await user.raw('PATCH', `/api/expenses/${id}`, request);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { error: 'validation', message, field: 'body' } });
    });
  });

  it.each([
    { name: 'an unknown id', id: () => randomUUID(), restBody: () => NOT_FOUND },
    { name: 'an id that is not a UUID', id: () => 'not-a-uuid', restBody: () => NOT_FOUND },
    // No route matches a path that cannot be decoded; over GraphQL the same text is just an unknown id.
    { name: 'an id with broken percent-encoding', id: () => '%E0%A4%A', restBody: (path: string) => ({ error: 'not_found', message: `No API at ${path}` }) },
  ])('PATCH and changeExpense answer not found to $name', async ({ id, restBody }) => {
    await leavesExpenseAlone(async (user) => {
      const unknown = id();
      const path = `/api/expenses/${unknown}`;
      const patched = await user.rest('PATCH', path, { amount: '5' });
      expect({ status: patched.status, body: patched.body }).toEqual({ status: 404, body: restBody(path) });
      expect(await user.error(CHANGE, { input: { id: unknown, amount: '5' } })).toEqual({
        message: 'Expense not found',
        code: 'NOT_FOUND',
        field: undefined,
      });
    });
  });

  it('checks the input before looking the expense up', async () => {
    const user = api.newUser();
    const answer = await user.rest('PATCH', `/api/expenses/${randomUUID()}`, { amount: '-1' });
    expect(answer).toMatchObject({ status: 400, body: { error: 'validation', message: AMOUNT, field: 'amount' } });
  });
});
