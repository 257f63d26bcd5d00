// Bills that repeat over real HTTP, on each database with two users: what is due (every overdue
// occurrence too), paying an occurrence exactly once (retries, another device, GraphQL, at the same
// time), and the refusals: a day off the schedule (400 naming dueDate), another user's bill (404).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { addDays, localDay } from '../../domain/dates.ts';
import { occurrence } from '../../domain/recurrence.ts';
import { databaseBackends } from '../support/backends.ts';
import type { Client } from './client.ts';
import { serveApi, TIME_ZONE } from './client.ts';
import { itemEventCount } from './insightsSupport.ts';

const Created = z.object({ id: z.uuid() }).loose();
const today = () => localDay(new Date(), TIME_ZONE);

async function addBill(user: Client, body: Record<string, unknown>): Promise<string> {
  const created = await user.rest('POST', '/api/subscriptions', { amount: '15000', currency: 'KES', billingCycle: 'monthly', ...body });
  expect(created.status).toBe(201);
  return Created.parse(created.body).id;
}

const expensesNamed = async (user: Client, description: string) =>
  z.array(z.object({ description: z.string() }).loose()).parse((await user.rest('GET', '/api/expenses/today')).body)
    .filter((expense) => expense.description === description);

describe.each(databaseBackends())('recurring bills on $name', (backend) => {
  const api = serveApi(backend);

  it('pays a rent due yesterday once: overdue, recorded as a bill, then due next month', async () => {
    const user = api.newUser();
    const yesterday = addDays(today(), -1);
    const id = await addBill(user, { name: 'Rent', category: 'utility', nextBillingDate: yesterday });
    expect((await user.rest('GET', '/api/subscriptions/due?days=3')).body).toEqual([
      { subscriptionId: id, name: 'Rent', dueDate: yesterday, amount: '15000.00', currency: 'KES', overdue: true, category: 'bills' },
    ]);
    const paid = await user.rest('POST', `/api/subscriptions/${id}/pay`, { dueDate: yesterday });
    const nextMonth = occurrence({ cycle: 'monthly', anchor: yesterday }, 1);
    expect(paid).toMatchObject({
      status: 201,
      body: {
        recorded: true,
        subscription: { id, nextBillingDate: nextMonth, billingStatus: 'later' },
        expense: { description: 'Rent', amount: '15000.00', currency: 'KES', category: 'bills' },
      },
    });
    expect(paid.body).not.toHaveProperty('subscription.billingAnchor');
    // A retry, another device of the same person with its own command id, and GraphQL: nothing more.
    const again = await user.rest('POST', `/api/subscriptions/${id}/pay`, { dueDate: yesterday });
    expect(again).toMatchObject({ status: 200, body: { recorded: false, subscription: { nextBillingDate: nextMonth } } });
    const otherDevice = api.newUser({ cookie: user.cookie });
    expect((await otherDevice.rest('POST', `/api/subscriptions/${id}/pay`, { dueDate: yesterday, commandId: randomUUID() })).status).toBe(200);
    const viaGraphQL = await user.data(
      'mutation($id: ID!, $input: PaySubscriptionInput!) { paySubscription(id: $id, input: $input) { recorded subscription { nextBillingDate } } }',
      { id, input: { dueDate: yesterday, commandId: randomUUID() } },
    );
    expect(viaGraphQL).toEqual({ paySubscription: { recorded: false, subscription: { nextBillingDate: nextMonth } } });
    expect(await expensesNamed(user, 'Rent')).toHaveLength(1);
    expect((await user.rest('GET', '/api/subscriptions/due?days=3')).body).toEqual([]);
  });

  it('records one expense when two devices pay the same occurrence at the same time', async () => {
    const user = api.newUser();
    const due = today();
    const id = await addBill(user, { name: 'Maji', category: 'utility', nextBillingDate: due });
    const devices = [user, api.newUser({ cookie: user.cookie }), api.newUser({ cookie: user.cookie })];
    const answers = await Promise.all(devices.map((device) => device.rest('POST', `/api/subscriptions/${id}/pay`, { dueDate: due, commandId: randomUUID() })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(await expensesNamed(user, 'Maji')).toHaveLength(1);
  });

  it('lists every overdue occurrence and those within the days asked, for active bills only', async () => {
    const user = api.newUser();
    const day = today();
    const weekly = await addBill(user, { name: 'Chama', amount: '500', billingCycle: 'weekly', nextBillingDate: addDays(day, -15) });
    const soon = await addBill(user, { name: 'Data bundle', amount: '250', nextBillingDate: addDays(day, 2) });
    await addBill(user, { name: 'Later', nextBillingDate: addDays(day, 20) });
    await addBill(user, { name: 'No date' });
    const cancelled = await addBill(user, { name: 'Showmax', nextBillingDate: day });
    expect((await user.rest('PATCH', `/api/subscriptions/${cancelled}`, { isActive: false })).status).toBe(200);
    const due = z.array(z.object({ subscriptionId: z.string(), dueDate: z.string(), overdue: z.boolean() }).loose())
      .parse((await user.rest('GET', '/api/subscriptions/due?days=3')).body);
    expect(due.map(({ subscriptionId, dueDate, overdue }) => [subscriptionId, dueDate, overdue])).toEqual([
      [weekly, addDays(day, -15), true], [weekly, addDays(day, -8), true], [weekly, addDays(day, -1), true], [soon, addDays(day, 2), false],
    ]);
    expect((await user.rest('GET', '/api/subscriptions/due')).body).toHaveLength(5);
    expect(await user.data('{ dueSubscriptions(days: 0) { name dueDate overdue } }')).toEqual({
      dueSubscriptions: [-15, -8, -1].map((offset) => ({ name: 'Chama', dueDate: addDays(day, offset), overdue: true })),
    });
  });

  it('refuses a day off the schedule naming dueDate, bad days naming days, and records nothing', async () => {
    const user = api.newUser();
    const userId = await user.userId();
    const due = today();
    const id = await addBill(user, { name: 'Rent', nextBillingDate: due });
    const before = await itemEventCount(api.db, userId);
    for (const dueDate of [addDays(due, 1), '2026-02-30', 'kesho', undefined]) {
      const refused = await user.rest('POST', `/api/subscriptions/${id}/pay`, { dueDate });
      expect(refused).toMatchObject({ status: 400, body: { error: 'validation', field: 'dueDate' } });
    }
    expect(await user.error('mutation($id: ID!) { paySubscription(id: $id, input: { dueDate: "1999-01-01" }) { recorded } }', { id }))
      .toMatchObject({ code: 'BAD_USER_INPUT', field: 'dueDate' });
    const nextMonth = occurrence({ cycle: 'monthly', anchor: due }, 1);
    expect(await user.rest('POST', `/api/subscriptions/${id}/pay`, { dueDate: nextMonth })).toMatchObject({ status: 409 });
    for (const days of ['-1', 'abc', '2.5', '367']) {
      expect(await user.rest('GET', `/api/subscriptions/due?days=${days}`)).toMatchObject({ status: 400, body: { field: 'days' } });
    }
    expect(await itemEventCount(api.db, userId)).toBe(before);
    expect(await expensesNamed(user, 'Rent')).toHaveLength(0);
  });

  it("hides another user's bill: 404 on pay, absent from their due list, nothing written", async () => {
    const owner = api.newUser();
    const due = today();
    const id = await addBill(owner, { name: 'Rent', nextBillingDate: due });
    const stranger = api.newUser();
    const strangerId = await stranger.userId();
    expect(await stranger.rest('POST', `/api/subscriptions/${id}/pay`, { dueDate: due }))
      .toMatchObject({ status: 404, body: { error: 'not_found', message: 'Subscription not found' } });
    expect(await stranger.error('mutation($id: ID!) { paySubscription(id: $id, input: { dueDate: "2026-01-01" }) { recorded } }', { id }))
      .toMatchObject({ code: 'NOT_FOUND' });
    expect((await stranger.rest('GET', '/api/subscriptions/due?days=3')).body).toEqual([]);
    expect(await stranger.rest('POST', '/api/subscriptions/not-a-uuid/pay', { dueDate: due })).toMatchObject({ status: 404 });
    expect(await itemEventCount(api.db, strangerId)).toBe(0);
    expect(await expensesNamed(stranger, 'Rent')).toHaveLength(0);
    expect((await owner.rest('GET', '/api/subscriptions/due?days=0')).body).toMatchObject([{ subscriptionId: id, overdue: false }]);
  });

  // Issue 31, P7: the spec's userId names the caller or is refused 403, here as on every other path.
  it("refuses another user's id on the due list and on record-due with 403, and takes the caller's own", async () => {
    const owner = api.newUser();
    await addBill(owner, { name: 'Rent', nextBillingDate: today(), autoRecord: true });
    const ownerId = await owner.userId();
    const stranger = api.newUser();
    await addBill(stranger, { name: 'Water', nextBillingDate: today(), autoRecord: true });
    const strangerId = await stranger.userId();
    for (const answer of [
      await stranger.rest('GET', `/api/subscriptions/due?userId=${ownerId}`),
      await stranger.rest('GET', `/api/subscriptions/due?days=3&userId=${ownerId}`),
      await stranger.rest('POST', '/api/subscriptions/record-due', { userId: ownerId }),
    ]) expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await expensesNamed(stranger, 'Water')).toHaveLength(0);
    expect((await stranger.rest('GET', `/api/subscriptions/due?userId=${strangerId}`)).body).toMatchObject([{ name: 'Water' }]);
    expect((await stranger.rest('GET', '/api/subscriptions/due?userId=me')).status).toBe(200);
    expect((await stranger.rest('POST', '/api/subscriptions/record-due', { userId: 'me' })).body).toMatchObject({ recorded: [{ description: 'Water' }] });
    expect((await stranger.rest('POST', '/api/subscriptions/record-due')).body).toEqual({ recorded: [] });
  });

  it('records the bills set to record automatically once their day has come, once, for their owner only', async () => {
    const user = api.newUser();
    const day = today();
    const chama = await addBill(user, { name: 'Chama', amount: '500', billingCycle: 'weekly', nextBillingDate: addDays(day, -15), autoRecord: true });
    await addBill(user, { name: 'Tap to pay', nextBillingDate: addDays(day, -1) });
    await addBill(user, { name: 'Not yet', nextBillingDate: addDays(day, 1), autoRecord: true });
    const stranger = api.newUser();
    expect((await stranger.rest('POST', '/api/subscriptions/record-due')).body).toEqual({ recorded: [] });
    const first = await user.rest('POST', '/api/subscriptions/record-due');
    expect(first).toMatchObject({ status: 200, body: { recorded: [{ description: 'Chama', amount: '500.00' }, { description: 'Chama' }, { description: 'Chama' }] } });
    // Another device opening the app at the same moment, and the next opening: nothing more.
    const [again, viaGraphQL] = await Promise.all([
      api.newUser({ cookie: user.cookie }).rest('POST', '/api/subscriptions/record-due'),
      user.data('mutation { recordDueBills { id } }'),
    ]);
    expect([again.body, viaGraphQL]).toEqual([{ recorded: [] }, { recordDueBills: [] }]);
    expect(await expensesNamed(user, 'Chama')).toHaveLength(3);
    const due = z.array(z.object({ name: z.string() }).loose()).parse((await user.rest('GET', '/api/subscriptions/due?days=0')).body);
    expect(due.map((bill) => bill.name)).toEqual(['Tap to pay']);
    expect((await user.rest('GET', '/api/subscriptions/me')).body).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: chama, autoRecord: true, nextBillingDate: addDays(day, 6) }),
    ]));
  });
});
