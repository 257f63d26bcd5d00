// The four owned items over real HTTP: create, list, change and delete on REST and GraphQL through
// the same functions; retries recognised; another user's id forbidden and their items not found.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import { serveApi } from './client.ts';
import { ITEMS, itemEventCount } from './insightsSupport.ts';

const Item = z.object({ id: z.uuid(), userId: z.uuid(), createdAt: z.string(), updatedAt: z.string() }).loose();

describe.each(databaseBackends())('budgets, assets, debts and subscriptions on $name', (backend) => {
  const api = serveApi(backend);

  it.each(ITEMS)('creates, lists, changes and deletes a $kind', async ({ path, body, amountField }) => {
    const user = api.newUser();
    const userId = await user.userId();
    const created = await user.rest('POST', path, { ...body, userId, spentAmount: '999' });
    expect(created.status).toBe(201);
    const item = Item.parse(created.body);
    expect(item).toMatchObject({ userId, name: body.name });
    expect(item).not.toHaveProperty('spentAmount', '999.00');
    expect((await user.rest('GET', `${path}/${userId}`)).body).toEqual([item]);
    expect((await user.rest('GET', `${path}/me`)).body).toEqual([item]);
    const changed = await user.rest('PATCH', `${path}/${item.id}`, { [amountField]: '2000' });
    expect(changed).toMatchObject({ status: 200, body: { id: item.id, [amountField]: '2000.00' } });
    expect((await user.rest('DELETE', `${path}/${item.id}`)).status).toBe(204);
    expect((await user.rest('DELETE', `${path}/${item.id}`)).status).toBe(204);
    expect((await user.rest('GET', `${path}/me`)).body).toEqual([]);
  });

  it.each(ITEMS)('answers a retried $kind POST once, with 200 and the same item', async ({ path, body }) => {
    const user = api.newUser();
    const request = { ...body, commandId: randomUUID() };
    const first = await user.rest('POST', path, request);
    const again = await user.rest('POST', path, request);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    expect((await user.rest('GET', `${path}/me`)).body).toEqual([first.body]);
  });

  it.each(ITEMS)("forbids another user's id and hides another user's $kind", async ({ path, body, title }) => {
    const owner = api.newUser();
    const item = Item.parse((await owner.rest('POST', path, body)).body);
    const stranger = api.newUser();
    const strangerId = await stranger.userId();
        const ownerId = await owner.userId();
    expect((await stranger.rest('GET', `${path}/${ownerId}`)).status).toBe(403);
    expect((await stranger.rest('GET', `${path}/1`)).status).toBe(403);
    expect((await stranger.rest('POST', path, { ...body, userId: ownerId })).status).toBe(403);
    const notFound = { error: 'not_found', message: `${title} not found` };
    expect(await stranger.rest('PATCH', `${path}/${item.id}`, { name: 'mine' })).toMatchObject({ status: 404, body: notFound });
    expect(await stranger.rest('DELETE', `${path}/${item.id}`)).toMatchObject({ status: 404, body: notFound });
    expect(await stranger.error(`mutation($id: ID!) { delete${title}(id: $id) }`, { id: item.id })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await itemEventCount(api.db, strangerId)).toBe(0);
    expect((await owner.rest('GET', `${path}/me`)).body).toEqual([item]);
  });

  it.each(ITEMS)('serves a $kind on GraphQL through the same functions', async ({ title, list, body, amountField }) => {
    const user = api.newUser();
    const created = await user.data(`mutation($input: ${title}Input!) { create${title}(input: $input) { id name ${amountField} } }`, { input: body });
    const id = z.object({ id: z.string() }).parse(created[`create${title}`]).id;
    const changed = await user.data(`mutation($id: ID!, $input: ${title}Changes!) { change${title}(id: $id, input: $input) { ${amountField} } }`, {
      id, input: { [amountField]: '7.5' },
    });
    expect(changed).toEqual({ [`change${title}`]: { [amountField]: '7.50' } });
    expect(await user.data(`{ ${list} { id name } }`)).toEqual({ [list]: [{ id, name: body.name }] });
    expect(await user.error(`{ ${list}(userId: "${randomUUID()}") { id } }`)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await user.data(`mutation($id: ID!) { delete${title}(id: $id) }`, { id })).toEqual({ [`delete${title}`]: id });
  });

  it('cancels a subscription once, refuses un-cancelling with 409, and removes it', async () => {
    const user = api.newUser();
    const item = Item.parse((await user.rest('POST', '/api/subscriptions', ITEMS[3].body)).body);
    expect((await user.rest('PATCH', `/api/subscriptions/${item.id}`, { isActive: false })).body).toMatchObject({ isActive: false });
    expect((await user.rest('PATCH', `/api/subscriptions/${item.id}`, { isActive: false })).status).toBe(200);
    expect((await user.rest('PATCH', `/api/subscriptions/${item.id}`, { isActive: true })).status).toBe(409);
    const fixed = Item.parse((await user.rest('POST', '/api/subscriptions', { ...ITEMS[3].body, canCancel: false })).body);
    expect((await user.rest('PATCH', `/api/subscriptions/${fixed.id}`, { isActive: false })).status).toBe(409);
    expect((await user.rest('DELETE', `/api/subscriptions/${item.id}`)).status).toBe(204);
  });

  it('answers net worth and the subscriptions total alike on both transports, for the caller only', async () => {
    const user = api.newUser();
    await user.rest('POST', '/api/assets', ITEMS[1].body);
    await user.rest('POST', '/api/debts', ITEMS[2].body);
    await user.rest('POST', '/api/subscriptions', { ...ITEMS[3].body, billingCycle: 'weekly' });
    const rest = await user.rest('GET', '/api/net-worth/me');
    expect(rest.body).toMatchObject({ assets: '5000.50', liquidAssets: '5000.50', debts: '1200.00', netWorth: '3800.50' });
    const gql = await user.data('{ netWorth { currency assets liquidAssets debts netWorth history { at netWorth } } }');
    expect(gql.netWorth).toEqual(rest.body);
    expect(z.array(z.object({ netWorth: z.string() })).parse((gql.netWorth as { history: unknown }).history).map((point) => point.netWorth))
      .toEqual(['5000.50', '3800.50']);
    const total = await user.rest('GET', '/api/subscriptions/me/total');
    expect(total.body).toMatchObject({ monthlyTotal: '1299.00' });
    expect(await user.data('{ subscriptionsTotal { currency monthlyTotal } }')).toEqual({ subscriptionsTotal: total.body });
    const other = randomUUID();
    expect((await user.rest('GET', `/api/net-worth/${other}`)).status).toBe(403);
    expect((await user.rest('GET', `/api/subscriptions/${other}/total`)).status).toBe(403);
    expect(await user.error(`{ netWorth(userId: "${other}") { netWorth } }`)).toMatchObject({ code: 'FORBIDDEN' });
  });
});
