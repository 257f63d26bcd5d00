// The correction memory over real HTTP: a user who changes an expense's category is understood
// that way next time, on both transports, and no other user's analysis moves.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import type { Client } from './client.ts';
import { EXPENSE_FIELDS, Expense, lunch, serveApi } from './client.ts';

const ANALYZE = 'query Analyze($text: String!, $language: String!) { analyzeExpense(text: $text, language: $language) { description amount category } }';
const RECORD = `mutation Record($input: RecordExpenseInput!) { recordExpense(input: $input) { ${EXPENSE_FIELDS} } }`;
const CHANGE = `mutation Change($input: ChangeExpenseInput!) { changeExpense(input: $input) { ${EXPENSE_FIELDS} } }`;

const MEMORY = 'query Memory { categoryMemory { descriptionKey category } }';
const Memory = z.array(z.object({ descriptionKey: z.string(), category: z.string() }));

const Analysis = z.object({ description: z.string(), amount: z.string().nullable(), category: z.string() });

async function restCategory(client: Client, text: string, language = 'sw'): Promise<string> {
  const { status, body } = await client.rest('POST', '/api/expenses/analyze', { text, language });
  expect(status).toBe(200);
  return Analysis.parse(body).category;
}

async function graphqlCategory(client: Client, text: string, language = 'sw'): Promise<string> {
  return Analysis.parse((await client.data(ANALYZE, { text, language })).analyzeExpense).category;
}

describe.each(databaseBackends())('category corrections on $name', (backend) => {
  const api = serveApi(backend);

  it('reads a phrase in another language than the setting in that language, on both transports', async () => {
    const trader = api.newUser();
    // An English phone, a Kiswahili phrase: "chakula" is food, not "other".
    expect(await restCategory(trader, 'nimenunua chakula 500', 'en')).toBe('food');
    expect(await graphqlCategory(trader, 'ऑटो 120', 'en')).toBe('transport');
    const { category: _category, ...uncategorised } = lunch({ description: 'Nimenunua chakula', language: 'en' });
    const recorded = await trader.rest('POST', '/api/expenses', uncategorised);
    expect(Expense.parse(recorded.body).category).toBe('food');
    const { category: _none, ...input } = lunch({ description: 'nimelipa kodi', language: 'en', id: randomUUID() });
    expect(Expense.parse((await trader.data(RECORD, { input })).recordExpense).category).toBe('bills');
  });

  it('a correction over REST changes the next analysis and recording for that user only', async () => {
    const trader = api.newUser();
    const neighbour = api.newUser();
    expect(await restCategory(trader, 'nimenunua mandazi 50')).toBe('food');

    const recorded = Expense.parse((await trader.rest('POST', '/api/expenses', lunch({ description: 'Mandazi', amount: '50' }))).body);
    expect(recorded.category).toBe('food');
    const patched = await trader.rest('PATCH', `/api/expenses/${recorded.id}`, { category: 'business' });
    expect(patched.status).toBe(200);

    expect(await restCategory(trader, 'nimenunua mandazi 50')).toBe('business');
    expect(await graphqlCategory(trader, 'MANDAZI 80')).toBe('business');
    expect(await restCategory(neighbour, 'nimenunua mandazi 50')).toBe('food');
    expect(await graphqlCategory(neighbour, 'mandazi 80')).toBe('food');

    const { category: _, ...uncategorised } = lunch({ description: 'mandazi', amount: '70' });
    const again = Expense.parse((await trader.rest('POST', '/api/expenses', uncategorised)).body);
    expect(again.category).toBe('business');
    const theirs = Expense.parse((await neighbour.rest('POST', '/api/expenses', uncategorised)).body);
    expect(theirs.category).toBe('food');
  });

  it('a correction over GraphQL that also renames the expense is remembered under the new name', async () => {
    const user = api.newUser();
    const recorded = Expense.parse((await user.data(RECORD, { input: lunch({ description: 'Chai', category: 'food' }) })).recordExpense);
    await user.data(CHANGE, { input: { id: recorded.id, description: 'Gas refill', category: 'business' } });
    expect(await graphqlCategory(user, 'gas refill 1200', 'en')).toBe('business');
    expect(await restCategory(user, 'gas refill 1200', 'en')).toBe('business');
    expect(await graphqlCategory(user, 'chai 50')).toBe('food');
    expect(await graphqlCategory(api.newUser(), 'gas refill 1200', 'en')).toBe('bills');
  });

  it('a retry of a recording made before a correction is still recognised as the same expense', async () => {
    const user = api.newUser();
    const { category: _, ...request } = lunch({ description: 'Sukuma', amount: '40', commandId: randomUUID() });
    const first = await user.rest('POST', '/api/expenses', request);
    expect(first.status).toBe(201);
    const recorded = Expense.parse(first.body);
    expect(recorded.category).toBe('food');
    await user.rest('PATCH', `/api/expenses/${recorded.id}`, { category: 'business' });
    const retry = await user.rest('POST', '/api/expenses', request);
    expect(retry.status).toBe(200);
    expect(Expense.parse(retry.body)).toMatchObject({ id: recorded.id, category: 'business' });
  });

  it('the latest correction of a description wins, and a changed amount alone teaches nothing', async () => {
    const user = api.newUser();
    const recorded = Expense.parse((await user.rest('POST', '/api/expenses', lunch({ description: 'Unga', category: 'food' }))).body);
    await user.rest('PATCH', `/api/expenses/${recorded.id}`, { amount: '120' });
    expect(await restCategory(user, 'unga 120')).toBe('food');
    await user.rest('PATCH', `/api/expenses/${recorded.id}`, { category: 'business' });
    await user.rest('PATCH', `/api/expenses/${recorded.id}`, { category: 'other' });
    expect(await restCategory(user, 'unga 120')).toBe('other');
  });

  it("lists the caller's own memory for the phone's copy, and nobody else's", async () => {
    const trader = api.newUser();
    const neighbour = api.newUser();
    expect(Memory.parse((await trader.data(MEMORY)).categoryMemory)).toEqual([]);
    const recorded = Expense.parse((await trader.rest('POST', '/api/expenses', lunch({ description: 'Dawa ya Mtoto', category: 'food' }))).body);
    await trader.rest('PATCH', `/api/expenses/${recorded.id}`, { category: 'bills' });
    expect(Memory.parse((await trader.data(MEMORY)).categoryMemory)).toEqual([{ descriptionKey: 'dawa ya mtoto', category: 'bills' }]);
    await trader.rest('PATCH', `/api/expenses/${recorded.id}`, { category: 'other' });
    expect(Memory.parse((await trader.data(MEMORY)).categoryMemory)).toEqual([{ descriptionKey: 'dawa ya mtoto', category: 'other' }]);
    expect(Memory.parse((await neighbour.data(MEMORY)).categoryMemory)).toEqual([]);
  });
});
