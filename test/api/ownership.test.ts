// One user's expense is invisible to every other user on every path: someone else's id answers
// exactly as an id that does not exist, and nothing they try leaves a trace on it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import { EXPENSE_FIELDS, Expense, HISTORY, eventCount, historyTypes, lunch, serveApi } from './client.ts';

const NOT_FOUND = { error: 'not_found', message: 'Expense not found' };

describe.each(databaseBackends())('expenses of another user on $name', (backend) => {
  const api = serveApi(backend);

  async function ownerAndStranger() {
    const owner = api.newUser();
    const recorded = await owner.rest('POST', '/api/expenses', lunch({ id: randomUUID() }));
    expect(recorded.status).toBe(201);
    const expense = Expense.parse(recorded.body);
    const stranger = api.newUser();
    const strangerId = await stranger.userId();
    return { owner, expense, stranger, strangerId };
  }

  async function expectUntouched(owner: ReturnType<typeof api.newUser>, expense: Expense) {
    const today = await owner.rest('GET', '/api/expenses/today');
    expect(today.body).toEqual([expense]);
    expect(await historyTypes(owner, expense.id)).toEqual(['ExpenseRecorded']);
  }

  it('refuses every REST and GraphQL path with not found, and changes nothing', async () => {
    const { owner, expense, stranger, strangerId } = await ownerAndStranger();
    const { id } = expense;

    expect(await stranger.rest('PATCH', `/api/expenses/${id}`, { amount: '1' })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await stranger.rest('DELETE', `/api/expenses/${id}`)).toMatchObject({ status: 404, body: NOT_FOUND });

    const change = await stranger.error(
      `mutation($input: ChangeExpenseInput!) { changeExpense(input: $input) { ${EXPENSE_FIELDS} } }`,
      { input: { id, description: 'mine now' } },
    );
    expect(change).toEqual({ message: 'Expense not found', code: 'NOT_FOUND', field: undefined });
    const remove = await stranger.error('mutation($input: DeleteExpenseInput!) { deleteExpense(input: $input) }', {
      input: { id },
    });
    expect(remove).toEqual({ message: 'Expense not found', code: 'NOT_FOUND', field: undefined });
    expect(await stranger.error(HISTORY, { id })).toEqual({ message: 'Expense not found', code: 'NOT_FOUND', field: undefined });

    expect((await stranger.rest('GET', '/api/expenses/today')).body).toEqual([]);
    expect((await stranger.rest('GET', '/api/expenses/weekly')).body).toEqual([]);
    const lists = await stranger.data(`{ todayExpenses { id } weekExpenses { id } }`);
    expect(lists).toEqual({ todayExpenses: [], weekExpenses: [] });

    // Only the stranger's own UserCreated: no command of theirs wrote anything.
    expect(await eventCount(api.db, strangerId)).toBe(1);
    await expectUntouched(owner, expense);
  });

  it("gives a stranger who records with the owner's expense id their own expense, and a 409 only about their own", async () => {
    const { owner, expense, stranger, strangerId } = await ownerAndStranger();
    const ownerId = await owner.userId();

    const rest = await stranger.rest('POST', '/api/expenses', lunch({ id: expense.id, description: 'Hijacked', amount: '1' }));
    expect(rest).toMatchObject({ status: 201, body: { id: expense.id, description: 'Hijacked', amount: '1.00' } });
    const retry = await stranger.rest('POST', '/api/expenses', lunch({ id: expense.id, description: 'Hijacked', amount: '1' }));
    expect(retry).toMatchObject({ status: 200, body: rest.body });
    // The 409 now only ever concerns the caller's own id: it tells them nothing about anyone else.
    const graphql = await stranger.error(
      `mutation($input: RecordExpenseInput!) { recordExpense(input: $input) { id } }`,
      { input: lunch({ id: expense.id, commandId: randomUUID(), amount: '2' }) },
    );
    expect(graphql).toEqual({ message: 'An expense with this id already exists', code: 'CONFLICT', field: undefined });

    const changed = await stranger.rest('PATCH', `/api/expenses/${expense.id}`, { amount: '3' });
    expect(changed).toMatchObject({ status: 200, body: { id: expense.id, description: 'Hijacked', amount: '3.00' } });
    expect((await stranger.rest('GET', '/api/expenses/weekly')).body).toEqual([changed.body]);
    expect(await historyTypes(stranger, expense.id)).toEqual(['ExpenseRecorded', 'ExpenseChanged']);
    expect(await stranger.rest('DELETE', `/api/expenses/${expense.id}`)).toMatchObject({ status: 204 });
    expect((await stranger.rest('GET', '/api/expenses/weekly')).body).toEqual([]);

    await expectUntouched(owner, expense);
    const owners = await api.db.query<{ stream_id: string; owner_id: string }>(
      'select stream_id, owner_id::text from streams where stream_id like $1 order by stream_id',
      [`expense-%${expense.id}`],
    );
    expect(z.array(z.object({ stream_id: z.string(), owner_id: z.string() })).parse(owners)).toEqual(
      [
        { stream_id: `expense-${ownerId}-${expense.id}`, owner_id: ownerId },
        { stream_id: `expense-${strangerId}-${expense.id}`, owner_id: strangerId },
      ].sort((a, b) => a.stream_id.localeCompare(b.stream_id)),
    );
  });

  it("records the owner's id over GraphQL for a stranger too, as the stranger's own", async () => {
    const { owner, expense, stranger } = await ownerAndStranger();
    const recorded = await stranger.data(
      `mutation($input: RecordExpenseInput!) { recordExpense(input: $input) { ${EXPENSE_FIELDS} } }`,
      { input: lunch({ id: expense.id, description: 'Mine', amount: '7' }) },
    );
    expect(recorded).toEqual({ recordExpense: expect.objectContaining({ id: expense.id, description: 'Mine', amount: '7.00' }) });
    const removed = await stranger.data('mutation($input: DeleteExpenseInput!) { deleteExpense(input: $input) }', {
      input: { id: expense.id },
    });
    expect(removed).toEqual({ deleteExpense: expense.id });
    await expectUntouched(owner, expense);
  });
});
