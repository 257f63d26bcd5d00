// Savings and goals over real HTTP: both transports through the same functions, another user's
// items answer 404, another user id answers 403, retries are recognised, bad input names its field.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import { eventCount, serveApi } from './client.ts';

const Saving = z.object({ id: z.uuid(), amount: z.string(), currency: z.string(), goalName: z.string().nullable() });
const Goal = z.object({ id: z.uuid(), currentAmount: z.string(), progressPercent: z.string(), isCompleted: z.boolean() });
const fees = (overrides: Record<string, unknown> = {}) => ({
  description: 'Savings for school fees', amount: '1000', currency: 'KES', goalType: 'goal', goalName: 'School fees',
  language: 'en', ...overrides,
});

describe.each(databaseBackends())('savings API on $name', (backend) => {
  const api = serveApi(backend);

  it('records by REST and GraphQL, totals in the user currency and moves the goal bar', async () => {
    const user = api.newUser();
    const goal = Goal.parse((await user.rest('POST', '/api/savings-goals', { name: 'school fees', targetAmount: '4000', currency: 'KES' })).body);
    expect((await user.rest('POST', '/api/savings', fees())).status).toBe(201);
    const data = await user.data(
      'mutation R($input: RecordSavingInput!) { recordSaving(input: $input) { id amount currency goalName } }',
      { input: fees({ amount: '10', currency: 'USDT', goalType: 'investment', goalName: null }) },
    );
    expect(Saving.parse(data.recordSaving)).toMatchObject({ amount: '10.00', currency: 'USDT' });
    const total = await user.rest('GET', `/api/savings/total?userId=${await user.userId()}`);
    expect(total.body).toMatchObject({ total: '2500.00', currency: 'KES', today: '2500.00', week: '2500.00' });
    const goals = await user.rest('GET', '/api/savings-goals');
    expect(z.array(Goal).parse(goals.body)).toEqual([{ ...goal, currentAmount: '1000.00', progressPercent: '25.0' }]);
    expect((await user.rest('GET', '/api/savings/today')).body).toHaveLength(2);
  });

  it("answers 404 for another user's saving or goal and 403 for another user id, changing nothing", async () => {
    const owner = api.newUser();
    const stranger = api.newUser();
    const saving = Saving.parse((await owner.rest('POST', '/api/savings', fees())).body);
    const goal = Goal.parse((await owner.rest('POST', '/api/savings-goals', { name: 'Car', targetAmount: '9', currency: 'USD' })).body);
    const ownerId = await owner.userId();
    const strangerId = await stranger.userId();
    const before = await eventCount(api.db, ownerId);
    const answers = await Promise.all([
      stranger.rest('PATCH', `/api/savings/${saving.id}`, { amount: '1' }),
      stranger.rest('DELETE', `/api/savings/${saving.id}`),
      stranger.rest('PATCH', `/api/savings-goals/${goal.id}`, { name: 'Mine' }),
      stranger.rest('DELETE', `/api/savings-goals/${goal.id}`),
      stranger.rest('PATCH', '/api/savings/not-a-uuid', { amount: '1' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    const forbidden = await Promise.all([
      stranger.rest('POST', '/api/savings', fees({ userId: ownerId })),
      stranger.rest('GET', `/api/savings/total?userId=${ownerId}`),
      stranger.rest('GET', `/api/savings-goals?userId=${ownerId}`),
      stranger.rest('POST', '/api/savings-goals', { userId: ownerId, name: 'X', targetAmount: '1', currency: 'KES' }),
    ]);
    expect(forbidden.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    const overGraphQL = await Promise.all([
      stranger.error('mutation D($input: DeleteSavingInput!) { deleteSaving(input: $input) }', { input: { id: saving.id } }),
      stranger.error('mutation C($input: ChangeSavingsGoalInput!) { changeSavingsGoal(input: $input) { id } }', { input: { id: goal.id, isCompleted: true } }),
    ]);
    expect(overGraphQL.map((answer) => answer.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect(await eventCount(api.db, ownerId)).toBe(before);
    expect((await stranger.rest('GET', '/api/savings/today')).body).toEqual([]);
    expect(strangerId).not.toBe(ownerId);
  });

  it('answers a goal with its keys in order, changes and completes it, and says what a change may give', async () => {
    const user = api.newUser();
    const created = await user.rest('POST', '/api/savings-goals', { name: 'Car', targetAmount: '100', currency: 'KES', deadline: '2027-01-31' });
    const goal = z.object({ id: z.uuid(), createdAt: z.string() }).parse(created.body);
    expect(Object.keys(z.record(z.string(), z.unknown()).parse(created.body))).toEqual(
      ['id', 'name', 'currentAmount', 'targetAmount', 'currency', 'deadline', 'isCompleted', 'progressPercent', 'createdAt'],
    );
    const changed = await user.rest('PATCH', `/api/savings-goals/${goal.id}`, { targetAmount: '250.5', deadline: '2027-02-28', isCompleted: true });
    expect(changed.body).toEqual({
      ...goal, name: 'Car', currentAmount: '0.00', targetAmount: '250.50', currency: 'KES', deadline: '2027-02-28', isCompleted: true, progressPercent: '0.0',
    });
    expect((await user.rest('PATCH', `/api/savings-goals/${goal.id}`, {})).body).toMatchObject({
      message: 'Give at least one of name, targetAmount, currency, deadline or isCompleted',
    });
    const data = await user.data('{ savingsGoals { id name currentAmount targetAmount currency deadline isCompleted progressPercent createdAt } }');
    expect(data).toEqual({ savingsGoals: [changed.body] });
  });

  it('clears a goal\'s deadline with null over REST and GraphQL, where null elsewhere is "not given"', async () => {
    const user = api.newUser();
    const created = await user.rest('POST', '/api/savings-goals', { name: 'Ada', targetAmount: '900', currency: 'KES', deadline: '2027-03-31' });
    const { id } = z.object({ id: z.uuid() }).parse(created.body);
    const cleared = await user.rest('PATCH', `/api/savings-goals/${id}`, { deadline: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body).toMatchObject({ name: 'Ada', deadline: null });
    expect((await user.rest('PATCH', `/api/savings-goals/${id}`, { name: null })).body).toMatchObject({
      message: 'Give at least one of name, targetAmount, currency, deadline or isCompleted',
    });
    const change = 'mutation ($input: ChangeSavingsGoalInput!) { changeSavingsGoal(input: $input) { deadline } }';
    expect(await user.data(change, { input: { id, deadline: '2027-04-30' } })).toEqual({ changeSavingsGoal: { deadline: '2027-04-30' } });
    expect(await user.data(change, { input: { id, name: null, deadline: null } })).toEqual({ changeSavingsGoal: { deadline: null } });
    expect(await user.data('{ savingsGoals { name deadline } }')).toEqual({ savingsGoals: [{ name: 'Ada', deadline: null }] });
  });

  it('recognises a retried POST and a repeated commandId, recording once', async () => {
    const user = api.newUser();
    const id = randomUUID();
    const body = fees({ id });
    const first = await user.rest('POST', '/api/savings', body);
    const second = await user.rest('POST', '/api/savings', body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toEqual(first.body);
    const input = { name: 'Wedding', targetAmount: '500', currency: 'GBP', commandId: randomUUID() };
    const create = 'mutation C($input: CreateSavingsGoalInput!) { createSavingsGoal(input: $input) { id } }';
    expect(await user.data(create, { input })).toEqual(await user.data(create, { input }));
    expect((await user.rest('GET', '/api/savings/today')).body).toHaveLength(1);
    expect((await user.rest('GET', '/api/savings-goals')).body).toHaveLength(1);
    expect((await user.rest('DELETE', `/api/savings/${id}`)).status).toBe(204);
    expect((await user.rest('DELETE', `/api/savings/${id}`)).status).toBe(204);
  });

  it.each([
    [{ amount: undefined }, 'amount'], [{ amount: '0' }, 'amount'], [{ amount: '-5' }, 'amount'], [{ amount: 'abc' }, 'amount'],
    [{ amount: 'NaN' }, 'amount'], [{ amount: '1234567890123' }, 'amount'], [{ amount: '1.005' }, 'amount'],
    [{ amount: '1.123456789', currency: 'USDT' }, 'amount'], [{ currency: 'XYZ' }, 'currency'], [{ goalType: 'lottery' }, 'goalType'],
    [{ description: 'x'.repeat(201) }, 'description'], [{ description: undefined }, 'description'],
  ])('refuses a saving with %o as 400 naming %s, appending nothing', async (overrides: Record<string, unknown>, field) => {
    const user = api.newUser();
    const userId = await user.userId();
    const before = await eventCount(api.db, userId);
    const answer = await user.rest('POST', '/api/savings', fees(overrides));
    expect({ status: answer.status, field: z.object({ field: z.string() }).parse(answer.body).field }).toEqual({ status: 400, field });
    // A field left out is refused by GraphQL's own validation; the rest reach the same function.
    if (Object.values(overrides).every((value) => value !== undefined)) {
      const gql = await user.error('mutation R($input: RecordSavingInput!) { recordSaving(input: $input) { id } }', { input: fees(overrides) });
      expect({ code: gql.code, field: gql.field }).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    expect(await eventCount(api.db, userId)).toBe(before);
  });

  it('tells a saving from an expense in the analyze call, over REST and GraphQL', async () => {
    const user = api.newUser();
    const rest = await user.rest('POST', '/api/expenses/analyze', { text: 'weka akiba 1000 kwa dharura', language: 'sw' });
    expect(rest.body).toMatchObject({
      kind: 'saving',
      saving: { description: 'Savings for dharura', amount: '1000.00', goalType: 'emergency', goalName: 'dharura' },
    });
    const data = await user.data('{ a: analyzeExpense(text: "save 1000 for emergency", language: "en") { kind saving { goalType } } '
      + 'b: analyzeExpense(text: "bought lunch 250", language: "en") { kind saving { goalType } } }');
    expect(data).toEqual({ a: { kind: 'saving', saving: { goalType: 'emergency' } }, b: { kind: 'expense', saving: null } });
  });

  it.each([
    [{ targetAmount: '0' }, 'targetAmount'], [{ targetAmount: '-1' }, 'targetAmount'], [{ deadline: 'soon' }, 'deadline'],
    [{ currency: 'ABC' }, 'currency'], [{ name: '' }, 'name'],
  ])('refuses a goal with %o as 400 naming %s', async (overrides, field) => {
    const user = api.newUser();
    const answer = await user.rest('POST', '/api/savings-goals', { name: 'Car', targetAmount: '100', currency: 'KES', ...overrides });
    expect({ status: answer.status, field: z.object({ field: z.string() }).parse(answer.body).field }).toEqual({ status: 400, field });
  });
});
