// The note on expenses and savings over real HTTP: written and changed on both transports, cleared
// with an empty string, cleaned by the text rule, refused over 500 characters naming the field,
// and another user's item is not theirs to annotate.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/backends.ts';
import { lunch, serveApi } from './client.ts';

const saving = { description: 'Savings for school fees', amount: '1000', currency: 'KES', goalType: 'goal', goalName: 'School fees' };

describe.each(databaseBackends())('notes on $name', (backend) => {
  const api = serveApi(backend);

  it('keeps an expense note through record, change and clear, alike on REST and GraphQL', async () => {
    const user = api.newUser();
    const recorded = await user.rest('POST', '/api/expenses', lunch({ id: randomUUID(), note: ' for the\u200B team ' }));
    expect(recorded).toMatchObject({ status: 201, body: { note: 'for the team' } });
    const { id } = recorded.body as { id: string };
    const changed = await user.data(
      'mutation($input: ChangeExpenseInput!) { changeExpense(input: $input) { id note description } }',
      { input: { id, note: 'paid by Juma' } },
    );
    expect(changed).toEqual({ changeExpense: { id, note: 'paid by Juma', description: 'Lunch at the kibanda' } });
    expect((await user.rest('GET', '/api/expenses/today')).body).toMatchObject([{ id, note: 'paid by Juma' }]);
    const cleared = await user.rest('PATCH', `/api/expenses/${id}`, { note: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('note');
    expect(await user.data('{ todayExpenses { id note } }')).toEqual({ todayExpenses: [{ id, note: null }] });
  });

  it('keeps a saving note, and refuses a note over 500 characters naming the field on both transports', async () => {
    const user = api.newUser();
    const recorded = await user.rest('POST', '/api/savings', { ...saving, note: 'from the harvest' });
    expect(recorded).toMatchObject({ status: 201, body: { note: 'from the harvest' } });
    const { id } = recorded.body as { id: string };
    expect(await user.data('mutation($input: ChangeSavingInput!) { changeSaving(input: $input) { note } }', { input: { id, note: 'half of it' } }))
      .toEqual({ changeSaving: { note: 'half of it' } });
    expect(await user.data('{ savings { id note } }')).toEqual({ savings: [{ id, note: 'half of it' }] });
    const long = 'x'.repeat(501);
    expect(await user.rest('PATCH', `/api/savings/${id}`, { note: long }))
      .toMatchObject({ status: 400, body: { field: 'note', message: 'note must be at most 500 characters' } });
    expect(await user.error('mutation($input: RecordExpenseInput!) { recordExpense(input: $input) { id } }', { input: lunch({ note: long }) }))
      .toEqual({ code: 'BAD_USER_INPUT', field: 'note', message: 'note must be at most 500 characters' });
  });

  it("answers 404 to a note on another user's expense or saving, and leaves theirs as it was", async () => {
    const owner = api.newUser();
    const stranger = api.newUser();
    const expense = (await owner.rest('POST', '/api/expenses', lunch({ id: randomUUID(), note: 'mine' }))).body as { id: string };
    const kept = (await owner.rest('POST', '/api/savings', { ...saving, note: 'mine too' })).body as { id: string };
    expect((await stranger.rest('PATCH', `/api/expenses/${expense.id}`, { note: 'theirs' })).status).toBe(404);
    expect((await stranger.rest('PATCH', `/api/savings/${kept.id}`, { note: 'theirs' })).status).toBe(404);
    expect((await owner.rest('GET', '/api/expenses/today')).body).toMatchObject([{ note: 'mine' }]);
    expect(await owner.data('{ savings { note } }')).toEqual({ savings: [{ note: 'mine too' }] });
  });
});
