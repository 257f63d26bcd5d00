// Undo delete over HTTP: a restore brings the expense back exactly as it was (row and day totals),
// once however often it is retried; someone else's or an unknown id is not found, on both transports.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/backends.ts';
import type { Client } from './client.ts';
import { EXPENSE_FIELDS, Expense, historyTypes, lunch, serveApi } from './client.ts';

const RESTORE = `mutation Restore($id: ID!, $commandId: ID) { restoreExpense(id: $id, commandId: $commandId) { ${EXPENSE_FIELDS} } }`;
const NOT_FOUND = { error: 'not_found', message: 'Expense not found' };
const TOTALS = '{ daySummary { totals { currency amount } topCategories { category amount count } } }';

describe.each(databaseBackends())('undo delete on $name', (backend) => {
  const api = serveApi(backend);

  async function recordedAndDeleted(user: Client) {
    const recorded = await user.rest('POST', '/api/expenses', lunch({ id: randomUUID(), amount: '120.50' }));
    expect(recorded.status).toBe(201);
    const expense = Expense.parse(recorded.body);
    expect(await user.rest('DELETE', `/api/expenses/${expense.id}`)).toMatchObject({ status: 204 });
    expect((await user.rest('GET', '/api/expenses/today')).body).toEqual([]);
    return expense;
  }

  it('brings the expense back exactly as it was, once, however often the restore is retried', async () => {
    const user = api.newUser();
    const before = await user.rest('POST', '/api/expenses', lunch({ id: randomUUID(), amount: '120.50' }));
    const expense = Expense.parse(before.body);
    const totals = await user.data(TOTALS);
    expect(await user.rest('DELETE', `/api/expenses/${expense.id}`)).toMatchObject({ status: 204 });
    expect(await user.data(TOTALS)).toEqual({ daySummary: { totals: [], topCategories: [] } });

    const commandId = randomUUID();
    const restored = await user.rest('POST', `/api/expenses/${expense.id}/restore`, { commandId });
    expect(restored).toMatchObject({ status: 200, body: expense });
    const retried = await Promise.all([1, 2, 3].map(() => user.rest('POST', `/api/expenses/${expense.id}/restore`, { commandId })));
    for (const answer of retried) expect(answer).toMatchObject({ status: 200, body: expense });
    // Without a command id, restoring what is not deleted decides nothing.
    expect(await user.rest('POST', `/api/expenses/${expense.id}/restore`, {})).toMatchObject({ status: 200, body: expense });

    expect((await user.rest('GET', '/api/expenses/today')).body).toEqual([expense]);
    expect(await user.data(TOTALS)).toEqual(totals);
    expect(await historyTypes(user, expense.id)).toEqual(['ExpenseRecorded', 'ExpenseDeleted', 'ExpenseRestored']);
  });

  it('deletes a restored expense again, and restores it again (a second undo is not a retry of the first)', async () => {
    const user = api.newUser();
    const expense = await recordedAndDeleted(user);
    expect((await user.rest('POST', `/api/expenses/${expense.id}/restore`, {})).status).toBe(200);
    expect(await user.rest('DELETE', `/api/expenses/${expense.id}`)).toMatchObject({ status: 204 });
    expect((await user.rest('GET', '/api/expenses/today')).body).toEqual([]);
    expect(await user.data(RESTORE, { id: expense.id })).toEqual({ restoreExpense: expense });
    expect(await historyTypes(user, expense.id)).toEqual([
      'ExpenseRecorded', 'ExpenseDeleted', 'ExpenseRestored', 'ExpenseDeleted', 'ExpenseRestored',
    ]);
  });

  it('restores over GraphQL with a command id, idempotently', async () => {
    const user = api.newUser();
    const expense = await recordedAndDeleted(user);
    const commandId = randomUUID();
    expect(await user.data(RESTORE, { id: expense.id, commandId })).toEqual({ restoreExpense: expense });
    expect(await user.data(RESTORE, { id: expense.id, commandId })).toEqual({ restoreExpense: expense });
    expect(await historyTypes(user, expense.id)).toEqual(['ExpenseRecorded', 'ExpenseDeleted', 'ExpenseRestored']);
  });

  it("answers another user's expense and an unknown id as not found, and a bad command id as 400", async () => {
    const owner = api.newUser();
    const expense = await recordedAndDeleted(owner);
    const stranger = api.newUser();
    expect(await stranger.rest('POST', `/api/expenses/${expense.id}/restore`, {})).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await stranger.error(RESTORE, { id: expense.id })).toEqual({ message: 'Expense not found', code: 'NOT_FOUND', field: undefined });
    expect(await owner.rest('POST', `/api/expenses/${randomUUID()}/restore`, {})).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await owner.rest('POST', '/api/expenses/not-an-id/restore', {})).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await owner.rest('POST', `/api/expenses/${expense.id}/restore`, { commandId: 'x' })).toMatchObject({
      status: 400, body: { field: 'commandId' },
    });
    expect(await owner.error(RESTORE, { id: expense.id, commandId: 'x' })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'commandId' });
    // Nothing the stranger or the bad requests tried was recorded: the expense is still deleted.
    expect((await owner.rest('GET', '/api/expenses/today')).body).toEqual([]);
    expect(await historyTypes(owner, expense.id)).toEqual(['ExpenseRecorded', 'ExpenseDeleted']);
  });
});
