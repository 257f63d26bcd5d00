// GraphQL errors always carry a code, also where graphql-js refuses a request before Sauti's own
// code runs: a query that does not fit the schema, and variables that do not fit their types.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer } from '../support/server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = async (body: unknown) => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: { errors?: { message: string; extensions?: { code?: string } }[] } = await response.json();
  return { status: response.status, codes: answer.errors?.map((error) => error.extensions?.code) };
};

it('codes a query that does not fit the schema (answered 200, as GraphQL over HTTP has it for application/json)', async () => {
  expect(await post({ query: '{ todayExpenses { nope } }' })).toEqual({ status: 200, codes: ['GRAPHQL_VALIDATION_FAILED'] });
});

it('codes variables that do not fit their types', async () => {
  const query = 'mutation ($input: DeleteExpenseInput!) { deleteExpense(input: $input) }';
  expect(await post({ query, variables: { input: {} } })).toEqual({ status: 400, codes: ['BAD_USER_INPUT'] });
});
