// Moving an expense (issue 24): PATCH /api/expenses/{id} and changeExpense take spentAt (5 years
// back to 5 minutes ahead) and currency; a moved expense leaves its old day in every read model
// (today, the week, the daily totals, budgets' spent, the ledger) and joins its new one, and a
// replay of the log agrees with the live tables. Two users, both databases.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { localDay } from '../../domain/dates.ts';
import { auditProjection } from '../../projections/audit.ts';
import { expensesProjection } from '../../projections/expenses/projection.ts';
import { databaseBackends } from '../support/backends.ts';
import type { Client } from './client.ts';
import { TIME_ZONE, eventCount, lunch, serveApi } from './client.ts';

const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const dayOf = (instant: string) => localDay(instant, TIME_ZONE);

const DAILY = '{ dailyTotals(days: 7) { day totals { currency amount } } daySummary { totals { currency amount } } }';
const Daily = z.object({
  dailyTotals: z.array(z.object({ day: z.string(), totals: z.array(z.object({ currency: z.string(), amount: z.string() })) })),
  daySummary: z.object({ totals: z.array(z.object({ currency: z.string(), amount: z.string() })) }),
});

/** What each read model says about this person's spending now. */
async function reads(user: Client) {
  const daily = Daily.parse(await user.data(DAILY));
  const budgets = z.array(z.object({ spentAmount: z.string() })).parse((await user.rest('GET', '/api/budgets/me')).body);
  const ids = (body: unknown) => z.array(z.object({ id: z.string() })).parse(body).map((expense) => expense.id);
  const ledger = z.object({ items: z.array(z.object({ id: z.string(), day: z.string(), amount: z.string(), currency: z.string() })) })
    .parse((await user.rest('GET', '/api/expenses')).body).items;
  return {
    today: ids((await user.rest('GET', '/api/expenses/today')).body),
    week: ids((await user.rest('GET', '/api/expenses/weekly')).body),
    byDay: Object.fromEntries(daily.dailyTotals.filter((day) => day.totals.length > 0).map((day) => [day.day, day.totals])),
    todayTotals: daily.daySummary.totals,
    budgetSpent: budgets.map((budget) => budget.spentAmount),
    ledger,
  };
}

describe.each(databaseBackends())('moving an expense on $name', (backend) => {
  const api = serveApi(backend);

  it('leaves its old day and joins the new one in every read model, on REST and GraphQL, and replay agrees', async () => {
    const user = api.newUser();
    const neighbour = api.newUser();
    expect((await user.rest('POST', '/api/budgets', { name: 'Chakula', category: 'food', budgetAmount: '1000', currency: 'KES', period: 'weekly' })).status).toBe(201);
    const recorded = await user.rest('POST', '/api/expenses', lunch({ amount: '250' }));
    const { id } = z.object({ id: z.string() }).parse(recorded.body);
    await neighbour.rest('POST', '/api/expenses', lunch({ id, amount: '99' }));
    const today = dayOf(new Date().toISOString());
    const before = await reads(user);
    expect(before).toMatchObject({ today: [id], week: [id], budgetSpent: ['250.00'], todayTotals: [{ currency: 'KES', amount: '250.00' }] });

    // Two days back, and the amount the person really paid.
    const twoDaysAgo = ago(2 * DAY_MS);
    const moved = await user.rest('PATCH', `/api/expenses/${id}`, { spentAt: twoDaysAgo, amount: '500' });
    expect(moved).toMatchObject({ status: 200, body: { id, amount: '500.00' } });
    const after = await reads(user);
    expect(after).toMatchObject({ today: [], week: [id], todayTotals: [], budgetSpent: ['500.00'] });
    expect(after.byDay).toEqual({ [dayOf(twoDaysAgo)]: [{ currency: 'KES', amount: '500.00' }] });
    expect(after.ledger).toEqual([expect.objectContaining({ id, day: dayOf(twoDaysAgo) })]);

    // Out of the week, over GraphQL, and into dollars.
    const lastMonth = ago(35 * DAY_MS);
    const changed = await user.data(
      'mutation($input: ChangeExpenseInput!) { changeExpense(input: $input) { id spentAt day currency } }',
      { input: { id, spentAt: lastMonth, currency: 'usd' } },
    );
    expect(changed).toEqual({ changeExpense: { id, spentAt: lastMonth, day: dayOf(lastMonth), currency: 'USD' } });
    const away = await reads(user);
    expect(away).toMatchObject({ today: [], week: [], byDay: {}, budgetSpent: ['0.00'] });
    expect(away.ledger).toEqual([expect.objectContaining({ id, day: dayOf(lastMonth), amount: '500.00', currency: 'USD' })]);
    expect(dayOf(lastMonth) < today).toBe(true);

    // The neighbour's expense with the same id never moved.
    expect((await neighbour.rest('GET', '/api/expenses/today')).body).toMatchObject([{ id, amount: '99.00' }]);
    const audit = await auditProjection(api.db, expensesProjection);
    expect(audit.differences.flatMap((table) => [...table.onlyLive, ...table.onlyRebuilt])).toEqual([]);
  });

  it('refuses a day more than 5 years back or ahead of the clock, naming spentAt, and another person\'s expense is 404', async () => {
    const user = api.newUser();
    const stranger = api.newUser();
    const { id } = z.object({ id: z.string() }).parse((await user.rest('POST', '/api/expenses', lunch())).body);
    await stranger.rest('POST', '/api/expenses', lunch());
    const userId = await user.userId();
    const events = await eventCount(api.db, userId);
    for (const spentAt of [ago(5 * 366 * DAY_MS), ago(-10 * 60_000), 'yesterday', '2026-13-01T00:00:00Z']) {
      const answer = await user.rest('PATCH', `/api/expenses/${id}`, { spentAt });
      expect({ spentAt, status: answer.status, body: answer.body }).toMatchObject({ spentAt, status: 400, body: { field: 'spentAt' } });
    }
    expect(await user.rest('PATCH', `/api/expenses/${id}`, { currency: 'XYZ' })).toMatchObject({ status: 400, body: { field: 'currency' } });
    expect(await user.error('mutation($input: ChangeExpenseInput!) { changeExpense(input: $input) { id } }', { input: { id, spentAt: ago(-3_600_000) } }))
      .toMatchObject({ code: 'BAD_USER_INPUT', field: 'spentAt' });
    expect(await eventCount(api.db, userId)).toBe(events);
    // Almost 5 years back is allowed.
    const longAgo = ago(5 * 365 * DAY_MS - DAY_MS);
    expect((await user.rest('PATCH', `/api/expenses/${id}`, { spentAt: longAgo })).status).toBe(200);
    expect((await stranger.rest('PATCH', `/api/expenses/${id}`, { spentAt: ago(DAY_MS) })).status).toBe(404);
    const mine = z.object({ items: z.array(z.object({ id: z.string(), day: z.string() })) }).parse((await user.rest('GET', '/api/expenses')).body);
    expect(mine.items).toEqual([{ ...mine.items[0], id, day: dayOf(longAgo) }]);
  });
});
