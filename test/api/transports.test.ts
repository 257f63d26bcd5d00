// REST and GraphQL are two doors to the same application: one user sees the same expenses,
// field for field, through either, and a write through one is read back at once through the other.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import type { Client } from './client.ts';
import { EXPENSE_FIELDS, Expense, lunch, serveApi } from './client.ts';

const RECORD = `mutation Record($input: RecordExpenseInput!) { recordExpense(input: $input) { ${EXPENSE_FIELDS} } }`;
const CHANGE = `mutation Change($input: ChangeExpenseInput!) { changeExpense(input: $input) { ${EXPENSE_FIELDS} } }`;
const DELETE = 'mutation Delete($input: DeleteExpenseInput!) { deleteExpense(input: $input) }';
const LISTS = `{ todayExpenses { ${EXPENSE_FIELDS} } weekExpenses { ${EXPENSE_FIELDS} } }`;

const Lists = z.object({ todayExpenses: z.array(Expense), weekExpenses: z.array(Expense) });

async function restList(client: Client, path: string): Promise<Expense[]> {
  const { status, body } = await client.rest('GET', path);
  expect(status).toBe(200);
  return z.array(Expense).parse(body);
}

async function bothViews(client: Client) {
  const graphql = Lists.parse(await client.data(LISTS));
  return {
    restToday: await restList(client, '/api/expenses/today'),
    restWeek: await restList(client, '/api/expenses/weekly'),
    graphqlToday: graphql.todayExpenses,
    graphqlWeek: graphql.weekExpenses,
  };
}

describe.each(databaseBackends())('REST and GraphQL together on $name', (backend) => {
  const api = serveApi(backend);

  it('list the same expenses with the same fields, whichever transport recorded them', async () => {
    const user = api.newUser();
    const viaRest = await user.rest('POST', '/api/expenses', lunch({ description: 'Matatu to town', amount: 80, category: 'transport' }));
    expect(viaRest.status).toBe(201);
    const restExpense = Expense.parse(viaRest.body);
    const viaGraphql = await user.data(RECORD, {
      input: { description: 'Airtime', amount: '100.5', currency: 'usd', category: 'bills', language: 'en' },
    });
    const graphqlExpense = Expense.parse(viaGraphql.recordExpense);

    expect(restExpense).toMatchObject({ description: 'Matatu to town', amount: '80.00', currency: 'KES', category: 'transport', language: 'sw' });
    expect(graphqlExpense).toMatchObject({ description: 'Airtime', amount: '100.50', currency: 'USD', category: 'bills', language: 'en' });

    const views = await bothViews(user);
    // Newest first; the same objects, byte for byte, from both transports and both lists.
    const expected = [graphqlExpense, restExpense];
    expect(views.restToday).toEqual(expected);
    expect(views.graphqlToday).toEqual(expected);
    expect(views.restWeek).toEqual(expected);
    expect(views.graphqlWeek).toEqual(expected);
  });

  it('reads a change made over one transport at once over the other', async () => {
    const user = api.newUser();
    const id = randomUUID();
    expect((await user.rest('POST', '/api/expenses', lunch({ id }))).status).toBe(201);

    const changed = Expense.parse((await user.data(CHANGE, { input: { id, amount: '300', category: 'business' } })).changeExpense);
    expect(changed).toMatchObject({ id, amount: '300.00', category: 'business', description: 'Lunch at the kibanda' });
    expect(await restList(user, '/api/expenses/today')).toEqual([changed]);

    const patched = await user.rest('PATCH', `/api/expenses/${id}`, { description: 'Lunch with a client' });
    expect(patched.status).toBe(200);
    const afterPatch = Expense.parse(patched.body);
    expect(afterPatch).toEqual({ ...changed, description: 'Lunch with a client', updatedAt: afterPatch.updatedAt });
    expect(Lists.parse(await user.data(LISTS)).todayExpenses).toEqual([afterPatch]);

    expect((await user.data(DELETE, { input: { id } })).deleteExpense).toBe(id);
    expect(await restList(user, '/api/expenses/today')).toEqual([]);
    expect(await restList(user, '/api/expenses/weekly')).toEqual([]);

    const second = Expense.parse((await user.data(RECORD, { input: lunch({ description: 'Chai' }) })).recordExpense);
    const removed = await user.rest('DELETE', `/api/expenses/${second.id}`);
    expect(removed).toMatchObject({ status: 204, body: undefined });
    expect(Lists.parse(await user.data(LISTS))).toEqual({ todayExpenses: [], weekExpenses: [] });
  });
});
