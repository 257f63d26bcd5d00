// The phone's offline layer against the real server: its typed string documents (web/src/offline/gql)
// sent by its own transport, so a fragment or variable the server does not take fails here, not on a phone.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../domain/dates.ts';
import { fetchOlderPage, fetchOlderTotals } from '../../web/src/offline/olderPages.ts';
import type { OutboxCommand } from '../../web/src/offline/db.ts';
import { createFetchTransport } from '../../web/src/offline/transport.ts';
import { databaseBackends } from '../support/backends.ts';
import { serveApi, TIME_ZONE } from './client.ts';

/** Kept before History's reads replace the global with the phone's. */
const networkFetch = globalThis.fetch;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(databaseBackends())('the offline documents on $name', (backend) => {
  const api = serveApi(backend);

  /** The phone's fetch for one signed-in user: its cookie and the zone the other API tests use. */
  async function phoneFetch() {
    const user = api.newUser();
    await user.userId();
    const cookie = user.cookie ?? '';
    return (input: string, init: RequestInit) =>
      networkFetch(new URL(input, api.url), { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), cookie, 'x-time-zone': TIME_ZONE } });
  }

  it('records, reads back the recent days, and pulls savings, IOUs and bills without an error', async () => {
    const send = await phoneFetch();
    const transport = createFetchTransport({ uri: '/graphql', fetch: send });
    const spentAt = new Date(Date.now() - 60_000).toISOString();
    const input = { id: randomUUID(), description: 'Chapati', amount: '50.00', currency: 'KES', category: 'food' as const, language: 'sw' as const, originalText: null, spentAt };
    const answer = await transport.send({ kind: 'record', commandId: randomUUID(), entityId: input.id, queuedAt: spentAt, input });
    expect(answer).toMatchObject({ kind: 'acknowledged', expense: { id: input.id, amount: '50.00', category: 'food', note: null, createdAt: spentAt } });
    expect(await transport.recent()).toEqual([answer.kind === 'acknowledged' ? answer.expense : null]);
    expect(await transport.savings?.()).toEqual({ savings: [], goals: [] });
    expect(await transport.ious?.()).toEqual([]);
    expect(await transport.bills?.()).toEqual([]);
  });

  it('sends each outbox command the server takes and reads its answer', async () => {
    const transport = createFetchTransport({ uri: '/graphql', fetch: await phoneFetch() });
    const now = new Date().toISOString();
    const today = localDay(now, TIME_ZONE);
    const sent = (command: OutboxCommand) => transport.send({ ...command, commandId: randomUUID(), entityId: command.input.id, queuedAt: now });
    const expense = { id: randomUUID(), description: 'Chai', amount: '30.00', currency: 'KES', category: 'food' as const, language: 'sw' as const, originalText: null };
    await sent({ kind: 'record', input: expense });
    expect(await sent({ kind: 'change', input: { id: expense.id, amount: '35', note: 'with mandazi' } })).toMatchObject({ expense: { amount: '35.00', note: 'with mandazi' } });
    expect(await sent({ kind: 'delete', input: { id: expense.id } })).toEqual({ kind: 'acknowledged', expense: null });
    expect(await sent({ kind: 'restore', input: { id: expense.id } })).toMatchObject({ expense: { id: expense.id } });
    const saving = {
      id: randomUUID(), description: 'Savings', amount: '100.00', currency: 'KES', goalType: 'general' as const, goalName: null,
      language: 'sw' as const, originalText: null, savedAt: now,
    };
    expect(await sent({ kind: 'recordSaving', input: saving })).toMatchObject({ saving: { id: saving.id, amount: '100.00' } });
    const changed = await sent({ kind: 'changeSaving', input: { id: saving.id, amount: '150.50', note: 'ada ya shule' } });
    expect(changed).toMatchObject({ saving: { id: saving.id, description: 'Savings', amount: '150.50', note: 'ada ya shule' } });
    expect(await sent({ kind: 'changeSaving', input: { id: saving.id, note: '' } })).toMatchObject({ saving: { note: null } });
    expect(await sent({ kind: 'deleteSaving', input: { id: saving.id } })).toEqual({ kind: 'acknowledged', expense: null });
    expect(await sent({ kind: 'changeSaving', input: { id: saving.id, amount: '1' } })).toMatchObject({ kind: 'refused', code: 'NOT_FOUND' });
    const iou = { id: randomUUID(), person: 'Juma', phone: null, direction: 'lent' as const, amount: '500.00', currency: 'KES', date: today, dueDate: null };
    expect(await sent({ kind: 'recordIou', input: iou })).toMatchObject({ iou: { id: iou.id, outstanding: '500.00' } });
    const repaid = await transport.send({
      kind: 'repayIou', commandId: randomUUID(), entityId: iou.id, queuedAt: now, input: { id: randomUUID(), iouId: iou.id, amount: '200', date: today },
    });
    expect(repaid).toMatchObject({ iou: { outstanding: '300.00', settled: false } });
    const changedIou = await sent({ kind: 'changeIou', input: { id: iou.id, person: 'Juma Otieno', amount: '5000', dueDate: '2099-01-31', note: 'kodi' } });
    expect(changedIou).toMatchObject({ iou: { person: 'Juma Otieno', amount: '5000.00', outstanding: '4800.00', dueDate: '2099-01-31', note: 'kodi' } });
    expect(await sent({ kind: 'changeIou', input: { id: iou.id, dueDate: null, note: null } })).toMatchObject({ iou: { dueDate: null, note: null } });
    expect(await sent({ kind: 'changeIou', input: { id: iou.id, amount: '100' } })).toMatchObject({ kind: 'refused', code: 'BAD_USER_INPUT' });
    expect(await sent({ kind: 'deleteIou', input: { id: iou.id } })).toEqual({ kind: 'acknowledged', expense: null, iou: null });
    const goal = { id: randomUUID(), name: 'School fees', targetAmount: '20000', currency: 'KES', deadline: null };
    const create = { kind: 'createGoal', commandId: randomUUID(), entityId: goal.id, queuedAt: now, input: goal } as const;
    const created = await transport.send(create);
    expect(created).toMatchObject({ goal: { id: goal.id, name: 'School fees', targetAmount: '20000.00', isCompleted: false, deadline: null } });
    // A resend (the answer was lost) is recognised by its command id: the goal already made, once.
    expect(await transport.send(create)).toEqual(created);
    expect(await sent({ kind: 'createGoal', input: goal })).toMatchObject({ kind: 'refused', code: 'CONFLICT' });
    expect(await sent({ kind: 'changeGoal', input: { id: goal.id, targetAmount: '25000' } })).toMatchObject({ goal: { targetAmount: '25000.00', isCompleted: false } });
    expect(await sent({ kind: 'changeGoal', input: { id: goal.id, deadline: '2099-01-31' } })).toMatchObject({ goal: { deadline: '2099-01-31' } });
    expect(await sent({ kind: 'changeGoal', input: { id: goal.id, deadline: null } })).toMatchObject({ goal: { deadline: null } });
    expect(await sent({ kind: 'changeGoal', input: { id: goal.id, isCompleted: true } })).toMatchObject({ goal: { isCompleted: true } });
    expect(await sent({ kind: 'changeGoal', input: { id: goal.id, isCompleted: false } })).toMatchObject({ kind: 'refused', code: 'BAD_USER_INPUT' });
    expect(await transport.savings?.()).toMatchObject({ goals: [{ id: goal.id, targetAmount: '25000.00', isCompleted: true }] });
    expect(await sent({ kind: 'deleteGoal', input: { id: goal.id } })).toEqual({ kind: 'acknowledged', expense: null });
    expect(await sent({ kind: 'deleteGoal', input: { id: goal.id } })).toEqual({ kind: 'acknowledged', expense: null });
    expect(await sent({ kind: 'changeGoal', input: { id: goal.id, name: 'Karo' } })).toMatchObject({ kind: 'refused', code: 'NOT_FOUND' });
  });

  it('sets up a bill said offline once, however often it is sent, and lists it due', async () => {
    const transport = createFetchTransport({ uri: '/graphql', fetch: await phoneFetch() });
    const now = new Date().toISOString();
    const today = localDay(now, TIME_ZONE);
    const input = {
      id: randomUUID(), name: 'Kodi ya duka', amount: '5000', currency: 'KES', billingCycle: 'monthly', category: 'other' as const,
      nextBillingDate: today, autoRecord: false,
    };
    const create = { kind: 'createBill', commandId: randomUUID(), entityId: input.id, queuedAt: now, input } as const;
    expect(await transport.send(create)).toEqual({ kind: 'acknowledged', expense: null });
    // A resend (the answer was lost) is recognised by its command id: one bill.
    expect(await transport.send(create)).toEqual({ kind: 'acknowledged', expense: null });
    expect(await transport.bills?.()).toEqual([{ subscriptionId: input.id, name: 'Kodi ya duka', dueDate: today, amount: '5000.00', currency: 'KES', category: 'other' }]);
    expect(await transport.send({ ...create, commandId: randomUUID() })).toMatchObject({ kind: 'refused', code: 'CONFLICT' });
  });

  it("reads History's older pages and totals through the same documents", async () => {
    const send = await phoneFetch();
    vi.stubGlobal('fetch', send);
    const transport = createFetchTransport({ uri: '/graphql', fetch: send });
    const id = randomUUID();
    const spentAt = new Date(Date.now() - 60_000).toISOString();
    const input = { id, description: 'Unga', amount: '120.00', currency: 'KES', category: 'food' as const, language: 'sw' as const, originalText: null, spentAt };
    await transport.send({ kind: 'record', commandId: randomUUID(), entityId: id, queuedAt: spentAt, input });
    const today = localDay(new Date(), TIME_ZONE);
    const signal = new AbortController().signal;
    const page = await fetchOlderPage({ from: '', to: today, query: 'unga', category: null }, null, signal);
    expect(page).toEqual({ rows: [expect.objectContaining({ id, createdAt: spentAt, pending: false })], nextCursor: null });
    const totals = await fetchOlderTotals(today, today, signal);
    expect(totals.byDay.get(today)).toBe(totals.total);
  });
});
