// Bad input to "record an expense" over both transports: the same message and field from
// POST /api/expenses (400) and from recordExpense (BAD_USER_INPUT), never a 500, never a write.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CURRENCY_MESSAGE } from '../../domain/currencies.ts';
import { databaseBackends } from '../support/backends.ts';
import type { Client, RawRequest } from './client.ts';
import { EXPENSE_FIELDS, Expense, eventCount, lunch, serveApi } from './client.ts';

const AMOUNT = 'amount must be a positive decimal with at most 12 integer digits and 2 decimals';
const withoutDescription = () => {
  const { description: _omitted, ...rest } = lunch();
  return rest;
};

/** Field values both transports carry as strings, refused by the application's own rules. */
const BAD_FIELDS: { name: string; input: Record<string, unknown>; message: string; field: string }[] = [
  { name: 'an empty description', input: lunch({ description: '' }), message: 'description must not be empty', field: 'description' },
  { name: 'a blank description', input: lunch({ description: ' \t\n ' }), message: 'description must not be empty', field: 'description' },
  {
    name: 'a 201-character description',
    input: lunch({ description: 'x'.repeat(201) }),
    message: 'description must be at most 200 characters',
    field: 'description',
  },
  { name: 'amount "0"', input: lunch({ amount: '0' }), message: AMOUNT, field: 'amount' },
  { name: 'amount "0.00"', input: lunch({ amount: '0.00' }), message: AMOUNT, field: 'amount' },
  { name: 'amount "-5"', input: lunch({ amount: '-5' }), message: AMOUNT, field: 'amount' },
  { name: 'amount "1.234"', input: lunch({ amount: '1.234' }), message: AMOUNT, field: 'amount' },
  { name: 'amount "abc"', input: lunch({ amount: 'abc' }), message: AMOUNT, field: 'amount' },
  { name: 'amount with 13 integer digits', input: lunch({ amount: '1234567890123' }), message: AMOUNT, field: 'amount' },
  { name: 'currency "KE"', input: lunch({ currency: 'KE' }), message: CURRENCY_MESSAGE, field: 'currency' },
  { name: 'currency "KESH"', input: lunch({ currency: 'KESH' }), message: CURRENCY_MESSAGE, field: 'currency' },
  // Shaped like a code but not one we hold a rate for (hardening finding 8).
  { name: 'currency "XYZ"', input: lunch({ currency: 'XYZ' }), message: CURRENCY_MESSAGE, field: 'currency' },
  { name: 'currency "JPY"', input: lunch({ currency: 'JPY' }), message: CURRENCY_MESSAGE, field: 'currency' },
  {
    name: 'category "fun"',
    input: lunch({ category: 'fun' }),
    message: 'category must be one of food, transport, business, bills, other',
    field: 'category',
  },
  {
    name: 'language "xx"',
    input: lunch({ language: 'xx' }),
    message: 'language must be one of the 22 supported language codes',
    field: 'language',
  },
  { name: 'id "not-a-uuid"', input: lunch({ id: 'not-a-uuid' }), message: 'id must be a UUID', field: 'id' },
  { name: 'commandId "42"', input: lunch({ commandId: '42' }), message: 'commandId must be a UUID', field: 'commandId' },
];

const JSON_TYPE = 'application/json';

/** Bodies only REST can receive: the JSON itself is wrong, or not JSON at all. */
const BAD_BODIES: { name: string; request: RawRequest; status: number; message: string; field?: string }[] = [
  {
    name: 'no description',
    request: { body: JSON.stringify(withoutDescription()), contentType: JSON_TYPE },
    status: 400,
    message: 'description is required',
    field: 'description',
  },
  {
    name: 'amount as a JSON number with 3 decimals',
    request: { body: JSON.stringify(lunch({ amount: 1.234 })), contentType: JSON_TYPE },
    status: 400,
    message: AMOUNT,
    field: 'amount',
  },
  { name: 'a body that is not JSON', request: { body: '{"description": ', contentType: JSON_TYPE }, status: 400, message: 'Request body is not valid JSON', field: 'body' },
  {
    name: 'content-type text/plain',
    request: { body: JSON.stringify(lunch()), contentType: 'text/plain' },
    status: 400,
    message: 'Request body must be JSON (Content-Type: application/json)',
    field: 'body',
  },
  {
    name: 'no content-type',
    request: { body: JSON.stringify(lunch()) },
    status: 400,
    message: 'Request body must be JSON (Content-Type: application/json)',
    field: 'body',
  },
  { name: 'an empty body', request: { body: '', contentType: JSON_TYPE }, status: 400, message: 'Request body is not valid JSON', field: 'body' },
  { name: 'the body []', request: { body: '[]', contentType: JSON_TYPE }, status: 400, message: 'Request body must be a JSON object', field: 'body' },
  { name: 'the body null', request: { body: 'null', contentType: JSON_TYPE }, status: 400, message: 'Request body must be a JSON object', field: 'body' },
  { name: 'the body "lunch"', request: { body: '"lunch"', contentType: JSON_TYPE }, status: 400, message: 'Request body must be a JSON object', field: 'body' },
  // A body over 64 KiB is a 413, not a 400: test/api/hardeningHttp.test.ts.
];

const RECORD = `mutation Record($input: RecordExpenseInput!) { recordExpense(input: $input) { ${EXPENSE_FIELDS} } }`;

describe.each(databaseBackends())('recording an expense with bad input on $name', (backend) => {
  const api = serveApi(backend);

  /** A fresh user, and a check that whatever `act` tried left them with no expense and no new event. */
  async function refusedWithoutTrace(act: (user: Client) => Promise<void>) {
    const user = api.newUser();
    const userId = await user.userId();
    const before = await eventCount(api.db, userId);
    await act(user);
    expect(await eventCount(api.db, userId)).toBe(before);
    expect((await user.rest('GET', '/api/expenses/weekly')).body).toEqual([]);
  }

  it.each(BAD_FIELDS)('REST answers 400 to $name', async ({ input, message, field }) => {
    await refusedWithoutTrace(async (user) => {
      const answer = await user.rest('POST', '/api/expenses', input);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { error: 'validation', message, field } });
    });
  });

  it.each(BAD_FIELDS)('GraphQL answers BAD_USER_INPUT to $name', async ({ input, message, field }) => {
    await refusedWithoutTrace(async (user) => {
      expect(await user.error(RECORD, { input })).toEqual({ message, code: 'BAD_USER_INPUT', field });
    });
  });

  it.each(BAD_BODIES)('REST answers $status to $name', async ({ request, status, message, field }) => {
    await refusedWithoutTrace(async (user) => {
      const answer = await user.raw('POST', '/api/expenses', request);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status,
        body: { error: 'validation', message, ...(field ? { field } : {}) },
      });
    });
  });

  it('GraphQL refuses an input without a description before the application sees it', async () => {
    await refusedWithoutTrace(async (user) => {
      const answer = await user.gql(RECORD, { input: withoutDescription() });
      expect(answer.status).toBe(400);
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]?.message).toContain('Field "description" of required type "String!" was not provided');
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    });
  });

  it('accepts 12.5 as a JSON number and stores it as "12.50"', async () => {
    const user = api.newUser();
    const answer = await user.rest('POST', '/api/expenses', lunch({ amount: 12.5 }));
    expect(answer.status).toBe(201);
    expect(Expense.parse(answer.body).amount).toBe('12.50');
  });

  it('takes currency codes in any case and padded amounts, as both transports normalise them', async () => {
    const user = api.newUser();
    const rest = await user.rest('POST', '/api/expenses', lunch({ currency: 'usdt', amount: ' 7 ' }));
    expect(rest.status).toBe(201);
    expect(Expense.parse(rest.body)).toMatchObject({ currency: 'USDT', amount: '7.00' });
    const graphql = Expense.parse((await user.data(RECORD, { input: lunch({ id: randomUUID(), currency: ' kes ' }) })).recordExpense);
    expect(graphql).toMatchObject({ currency: 'KES', amount: '250.00' });
  });
});
