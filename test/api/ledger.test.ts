// The ledger over real HTTP (issue 24): GET /api/expenses and the GraphQL `expenses` connection
// answer the same pages through one function; filters by local day, category and search in every
// script; bad parameters are 400 naming the parameter; another person's expenses never appear.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { addDays, localDay } from '../../domain/dates.ts';
import { databaseBackends } from '../support/backends.ts';
import type { Client } from './client.ts';
import { Expense, TIME_ZONE, lunch, serveApi } from './client.ts';

const LedgerItem = Expense.extend({ spentAt: z.iso.datetime({ offset: true }), day: z.iso.date(), note: z.string().optional() });
const LedgerAnswer = z.strictObject({ items: z.array(LedgerItem), nextCursor: z.string().nullable() });

const CONNECTION = `query($filter: ExpenseFilter, $first: Int, $after: String) {
  expenses(filter: $filter, first: $first, after: $after) {
    edges { cursor node { id spentAt day } } pageInfo { hasNextPage endCursor } } }`;
const Connection = z.object({
  expenses: z.object({
    edges: z.array(z.object({ cursor: z.string(), node: z.object({ id: z.string(), spentAt: z.string(), day: z.string() }) })),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
  }),
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const dayOf = (instant: string) => localDay(instant, TIME_ZONE);

async function list(user: Client, query: string) {
  const answer = await user.rest('GET', `/api/expenses${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return LedgerAnswer.parse(answer.body);
}

const said = [
  { description: 'Maziwa', originalText: 'Nilinunua MAZIWA 50', category: 'food', language: 'sw', days: 0 },
  { description: 'दूध', originalText: 'दूध 40 रुपये', category: 'food', language: 'hi', days: 1 },
  { description: 'ዳቦ', originalText: 'ዳቦ 30 ብር', category: 'food', language: 'am', days: 3 },
  { description: 'خُبْز', originalText: 'اشتريت خبز ب 20', category: 'food', language: 'ar', days: 10 },
  { description: 'Café au lait', originalText: null, category: 'food', language: 'fr', days: 40 },
  { description: 'Taxi', originalText: 'taxi to the market 300', category: 'transport', language: 'en', days: 41 },
];

describe.each(databaseBackends())('the ledger over HTTP on $name', (backend) => {
  const api = serveApi(backend);

  async function personWithHistory() {
    const user = api.newUser();
    const ids: string[] = [];
    for (const { days, ...fields } of said) {
      const recorded = await user.rest('POST', '/api/expenses', lunch({ ...fields, amount: '10', currency: 'KES', spentAt: daysAgo(days) }));
      expect(recorded.status).toBe(201);
      ids.push(z.object({ id: z.string() }).parse(recorded.body).id);
    }
    return { user, ids };
  }

  it('lists every expense newest first with spentAt and local day, the same on REST and GraphQL', async () => {
    const { user, ids } = await personWithHistory();
    const stranger = api.newUser();
    await stranger.rest('POST', '/api/expenses', lunch({ description: 'Maziwa ya jirani' }));
    const all = await list(user, '');
    expect(all.items.map((item) => item.id)).toEqual(ids);
    expect(all.nextCursor).toBeNull();
    for (const item of all.items) {
      expect(Date.parse(item.spentAt)).toBe(Date.parse(item.createdAt));
      expect(item.day).toBe(dayOf(item.spentAt));
    }
    const graph = Connection.parse(await user.data(CONNECTION, {}));
    expect(graph.expenses.edges.map((edge) => edge.node.id)).toEqual(ids);
    expect(graph.expenses.edges.map((edge) => edge.node.day)).toEqual(all.items.map((item) => item.day));
    expect(graph.expenses.pageInfo).toEqual({ hasNextPage: false, endCursor: graph.expenses.edges.at(-1)?.cursor });
  });

  it('filters by local days (both inclusive) and category, and pages by cursor on both transports', async () => {
    const { user, ids } = await personWithHistory();
    const today = dayOf(new Date().toISOString());
    const window = await list(user, `?from=${addDays(today, -10)}&to=${addDays(today, -1)}`);
    expect(window.items.map((item) => item.id)).toEqual(ids.slice(1, 4));
    expect((await list(user, `?to=${addDays(today, -40)}`)).items.map((item) => item.id)).toEqual(ids.slice(4));
    expect((await list(user, '?category=transport')).items.map((item) => item.id)).toEqual([ids[5]]);

    const first = await list(user, '?limit=4');
    expect(first.items).toHaveLength(4);
    const rest = await list(user, `?limit=4&cursor=${first.nextCursor}`);
    expect([...first.items, ...rest.items].map((item) => item.id)).toEqual(ids);
    expect(rest.nextCursor).toBeNull();

    const page = Connection.parse(await user.data(CONNECTION, { first: 4 }));
    expect(page.expenses.pageInfo.hasNextPage).toBe(true);
    const next = Connection.parse(await user.data(CONNECTION, { first: 4, after: page.expenses.pageInfo.endCursor }));
    expect([...page.expenses.edges, ...next.expenses.edges].map((edge) => edge.node.id)).toEqual(ids);
  });

  it.each([
    { q: 'maziwa', found: [0] },
    { q: 'nilinunua', found: [0] },
    { q: 'दूध', found: [1] },
    { q: 'रुपये', found: [1] },
    { q: 'ዳቦ', found: [2] },
    { q: 'خبز', found: [3] },
    { q: 'CAFE', found: [4] },
    { q: 'café au', found: [4] },
    { q: 'market', found: [5] },
    { q: '100%', found: [] },
  ])('finds "$q" in descriptions and words said, and nothing of another person', async ({ q, found }) => {
    const { user, ids } = await personWithHistory();
    const stranger = api.newUser();
    await stranger.rest('POST', '/api/expenses', lunch({ description: `${q} jirani` }));
    expect((await list(user, `?q=${encodeURIComponent(q)}`)).items.map((item) => item.id)).toEqual(found.map((index) => ids[index]));
    const graph = Connection.parse(await user.data(CONNECTION, { filter: { q } }));
    expect(graph.expenses.edges.map((edge) => edge.node.id)).toEqual(found.map((index) => ids[index]));
  });

  it('finds the note too, as it is after a change', async () => {
    const user = api.newUser();
    const { id } = z.object({ id: z.string() }).parse((await user.rest('POST', '/api/expenses', lunch({ note: 'for Amani' }))).body);
    expect((await list(user, '?q=amani')).items.map((item) => item.id)).toEqual([id]);
    expect((await user.rest('PATCH', `/api/expenses/${id}`, { note: 'for Baraka' })).status).toBe(200);
    expect((await list(user, '?q=amani')).items).toEqual([]);
    expect((await list(user, '?q=BARAKA')).items.map((item) => item.id)).toEqual([id]);
  });

  it('refuses bad parameters with 400 naming the parameter, on both transports', async () => {
    const { user } = await personWithHistory();
    const stranger = api.newUser();
    await stranger.rest('POST', '/api/expenses', lunch());
    await stranger.rest('POST', '/api/expenses', lunch());
    const theirs = await list(stranger, '?limit=1');
    const mine = await list(user, '?limit=1');
    const cases = [
      { query: '?from=2026-02-30', field: 'from' },
      { query: '?to=yesterday', field: 'to' },
      { query: '?from=2026-11-02&to=2026-11-01', field: 'from' },
      { query: '?category=toys', field: 'category' },
      { query: '?limit=0', field: 'limit' },
      { query: '?limit=201', field: 'limit' },
      { query: '?limit=2.5', field: 'limit' },
      { query: '?cursor=bm90LWEtY3Vyc29y', field: 'cursor' },
      // A real cursor, but issued to someone else, or for another filter.
      { query: `?cursor=${theirs.nextCursor}`, field: 'cursor' },
      { query: `?category=food&cursor=${mine.nextCursor}`, field: 'cursor' },
    ];
    for (const { query, field } of cases) {
      const answer = await user.rest('GET', `/api/expenses${query}`);
      expect({ query, status: answer.status, body: answer.body }).toMatchObject({ query, status: 400, body: { error: 'validation', field } });
    }
    // GraphQL names its own arguments: first and after.
    expect(await user.error(CONNECTION, { first: 500 })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first', message: 'first must be from 1 to 200' });
    expect(await user.error(CONNECTION, { filter: { from: 'soon' } })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    expect(await user.error(CONNECTION, { after: theirs.nextCursor }))
      .toMatchObject({ code: 'BAD_USER_INPUT', field: 'after', message: 'after was not issued for this list' });
  });
});
