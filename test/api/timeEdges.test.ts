// Dates at the edge of time (issue 31, P1 and P3): a summary of December 9999 once walked its days past
// year 9999, where `+010000-01-01` sorts below `9999-…`, and never answered (the server died of heap
// exhaustion); year 0 and 1 reached SQL and answered 500 on Postgres. Every date a caller gives now
// lies in domain/dates.ts's SUPPORTED_DAYS or is a 400 naming its field, on both transports.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_DAYS } from '../../domain/dates.ts';
import { databaseBackends } from '../support/backends.ts';
import { serveApi } from './client.ts';

const SUMMARY = 'query($from: String, $to: String) { expenseSummary(from: $from, to: $to) { from to total byDay { day } } }';
const LEDGER = 'query($filter: ExpenseFilter) { expenses(filter: $filter, first: 5) { edges { node { id } } } }';

// Every answer here must come long before a test times out: the old loop never answered at all.
const QUICK_MS = 5_000;

describe.each(databaseBackends())('dates at the edge of time on $name', (backend) => {
  const api = serveApi(backend);

  it('refuses ranges outside the supported years with 400 naming the field, quickly, and stays up', { timeout: 60_000 }, async () => {
    const user = api.newUser();
    for (const [path, field] of [
      ['/api/expenses/summary?from=9999-12-01&to=9999-12-31', 'to'],
      ['/api/expenses/summary?from=9999-12-01', 'from'],
      ['/api/expenses/summary?from=0000-01-01&to=0000-01-31', 'to'],
      ['/api/expenses/summary?from=0001-01-01&to=0001-01-31', 'to'],
      ['/api/expenses/summary?from=1899-12-31&to=1900-01-10', 'from'],
      ['/api/expenses?from=0000-01-01', 'from'],
      ['/api/expenses?from=0001-01-01', 'from'],
      ['/api/expenses?to=9999-12-31', 'to'],
      ['/api/expenses?from=%2B010000-01-01', 'from'],
      ['/api/expenses/export.csv?from=0000-01-01', 'from'],
      ['/api/expenses/export.csv?to=3000-01-01', 'to'],
    ] as const) {
      const started = Date.now();
      const answer = await user.rest('GET', path);
      expect({ path, status: answer.status, field: (answer.body as { field?: string }).field }).toEqual({ path, status: 400, field });
      expect(Date.now() - started, path).toBeLessThan(QUICK_MS);
      expect((await user.rest('GET', '/api/health')).status).toBe(200);
    }
    expect(await user.error(SUMMARY, { from: '9999-12-01', to: '9999-12-31' })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
    expect(await user.error(SUMMARY, { from: '0000-01-01', to: '2026-01-01' })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    expect(await user.error(LEDGER, { filter: { from: '0001-01-01' } })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    expect(await user.error(LEDGER, { filter: { to: '+010000-01-01' } })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
  });

  it('answers the first and the last month of the supported years', async () => {
    const user = api.newUser();
    for (const [from, to, days] of [[SUPPORTED_DAYS.first, '1900-01-31', 31], ['2999-12-01', SUPPORTED_DAYS.last, 31]] as const) {
      const answer = await user.rest('GET', `/api/expenses/summary?from=${from}&to=${to}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ from, to, total: '0.00' });
      expect((answer.body as { byDay: unknown[] }).byDay).toHaveLength(days);
      expect((await user.rest('GET', `/api/expenses?from=${from}&to=${to}`)).status).toBe(200);
    }
  });

  it("refuses every noun's dates outside the supported years, naming the field", async () => {
    const user = api.newUser();
    const iou = { id: crypto.randomUUID(), person: 'Amina', amount: '100', currency: 'KES', direction: 'lent' };
    for (const [path, body, field] of [
      ['/api/ious', { ...iou, date: '0001-01-01' }, 'date'],
      ['/api/ious', { ...iou, dueDate: '9999-12-31' }, 'dueDate'],
      ['/api/subscriptions', { name: 'Rent', amount: '100', billingCycle: 'monthly', nextBillingDate: '9999-12-31' }, 'nextBillingDate'],
      ['/api/subscriptions', { name: 'Rent', amount: '100', billingCycle: 'weekly', nextBillingDate: '0000-01-01' }, 'nextBillingDate'],
      ['/api/savings-goals', { id: crypto.randomUUID(), name: 'Plot', targetAmount: '1000', currency: 'KES', deadline: '9999-12-31' }, 'deadline'],
      ['/api/expenses', { description: 'Tea', amount: '10', currency: 'KES', spentAt: '0001-01-01T00:00:00Z' }, 'spentAt'],
    ] as const) {
      const answer = await user.rest('POST', path, body);
      expect({ path, field, status: answer.status, body: answer.body }).toMatchObject({ path, field, status: 400, body: { field } });
    }
  });

  it("lists a bill billed at the supported years' edge without walking past them", async () => {
    const user = api.newUser();
    const created = await user.rest('POST', '/api/subscriptions', {
      name: 'Ground rent', amount: '100', currency: 'KES', billingCycle: 'weekly', nextBillingDate: SUPPORTED_DAYS.first,
    });
    expect(created.status).toBe(201);
    const due = await user.rest('GET', '/api/subscriptions/due?days=366');
    expect(due.status).toBe(200);
    const dues = due.body as { dueDate: string }[];
    expect(dues[0]?.dueDate).toBe(SUPPORTED_DAYS.first);
    expect(dues.length).toBeGreaterThan(6000);
    const far = await user.rest('POST', '/api/subscriptions', {
      name: 'Lease', amount: '100', currency: 'KES', billingCycle: 'yearly', nextBillingDate: SUPPORTED_DAYS.last,
    });
    expect(far.status).toBe(201);
  });
});
