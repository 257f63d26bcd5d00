// Retries over HTTP are recognised: the same request again (in series or all at once) answers
// the first outcome and appends nothing, and the same id with a different request is a conflict.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/backends.ts';
import { EXPENSE_FIELDS, Expense, historyTypes, lunch, serveApi } from './client.ts';

const RECORD = `mutation Record($input: RecordExpenseInput!) { recordExpense(input: $input) { ${EXPENSE_FIELDS} } }`;
const DELETE = 'mutation Delete($input: DeleteExpenseInput!) { deleteExpense(input: $input) }';

describe.each(databaseBackends())('retried requests on $name', (backend) => {
  const api = serveApi(backend);

  it('answers a repeated POST with 200 and the same expense, recorded once', async () => {
    const user = api.newUser();
    const body = lunch({ id: randomUUID() });
    const first = await user.rest('POST', '/api/expenses', body);
    const second = await user.rest('POST', '/api/expenses', body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const expense = Expense.parse(first.body);
    expect(second.body).toEqual(expense);
    expect(await historyTypes(user, expense.id)).toEqual(['ExpenseRecorded']);
  });

  it('refuses the same expense id with a different body with 409, and keeps the first', async () => {
    const user = api.newUser();
    const id = randomUUID();
    const first = await user.rest('POST', '/api/expenses', lunch({ id }));
    expect(first.status).toBe(201);
    const other = await user.rest('POST', '/api/expenses', lunch({ id, amount: '251' }));
    expect({ status: other.status, body: other.body }).toEqual({
      status: 409,
      body: { error: 'conflict', message: 'This command id was already used for a different request' },
    });
    expect((await user.rest('GET', '/api/expenses/today')).body).toEqual([Expense.parse(first.body)]);
    expect(await historyTypes(user, id)).toEqual(['ExpenseRecorded']);
  });

  it('records six concurrent identical POSTs once and answers each with that expense', async () => {
    const user = api.newUser();
    await user.userId(); // the session exists before the burst, so all six are the same user
    const id = randomUUID();
    const body = lunch({ id, description: 'Bus fare', category: 'transport' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => user.rest('POST', '/api/expenses', body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const [first, ...rest] = answers.map((answer) => Expense.parse(answer.body));
    for (const expense of rest) expect(expense).toEqual(first);
    expect(first?.id).toBe(id);
    expect(await historyTypes(user, id)).toEqual(['ExpenseRecorded']);
    expect((await user.rest('GET', '/api/expenses/today')).body).toEqual([first]);
  });

  it('records once when recordExpense comes twice with the same commandId and no expense id', async () => {
    const user = api.newUser();
    const input = { ...lunch(), commandId: randomUUID() };
    const first = Expense.parse((await user.data(RECORD, { input })).recordExpense);
    const second = Expense.parse((await user.data(RECORD, { input })).recordExpense);
    expect(second).toEqual(first);
    expect(await historyTypes(user, first.id)).toEqual(['ExpenseRecorded']);
    expect((await user.rest('GET', '/api/expenses/today')).body).toEqual([first]);
  });

  it('refuses a commandId used again for a different expense', async () => {
    const user = api.newUser();
    const commandId = randomUUID();
    const first = Expense.parse((await user.data(RECORD, { input: { ...lunch(), commandId } })).recordExpense);
    const again = await user.error(RECORD, { input: { ...lunch({ description: 'Supper' }), commandId } });
    expect(again).toEqual({ message: 'This command id was already used for a different request', code: 'CONFLICT', field: undefined });
    expect((await user.rest('GET', '/api/expenses/today')).body).toEqual([first]);
  });

  it('answers 204 to a repeated DELETE and records one ExpenseDeleted', async () => {
    const user = api.newUser();
    const { id } = Expense.parse((await user.rest('POST', '/api/expenses', lunch())).body);
    const first = await user.rest('DELETE', `/api/expenses/${id}`);
    const second = await user.rest('DELETE', `/api/expenses/${id}`);
    expect([first.status, second.status]).toEqual([204, 204]);
    expect([first.body, second.body]).toEqual([undefined, undefined]);
    // A delete through the other door, with its own command id, finds the outcome already holds.
    expect((await user.data(DELETE, { input: { id, commandId: randomUUID() } })).deleteExpense).toBe(id);
    expect(await historyTypes(user, id)).toEqual(['ExpenseRecorded', 'ExpenseDeleted']);
    expect((await user.rest('GET', '/api/expenses/weekly')).body).toEqual([]);
  });
});
