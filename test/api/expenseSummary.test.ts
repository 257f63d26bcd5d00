// GET /api/expenses/summary and expenseSummary (issue 24): a range of local days in the person's
// currency, converted at read time, every day present; bad ranges are 400 naming the parameter;
// another person's spending is never counted. Two users, both databases.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { addDays, lastDays, localDay } from '../../domain/dates.ts';
import { databaseBackends } from '../support/backends.ts';
import { TIME_ZONE, lunch, serveApi } from './client.ts';

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const Summary = z.strictObject({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  total: z.string(),
  byCategory: z.array(z.strictObject({ category: z.string(), total: z.string(), count: z.number() })),
  byDay: z.array(z.strictObject({ day: z.string(), total: z.string() })),
});
const SUMMARY = `query($from: String, $to: String) { expenseSummary(from: $from, to: $to) {
  from to currency total byCategory { category total count } byDay { day total } } }`;

describe.each(databaseBackends())('the expense summary on $name', (backend) => {
  const api = serveApi(backend);

  it("sums a range in the person's currency with every day present, the same on REST and GraphQL", async () => {
    const user = api.newUser();
    const stranger = api.newUser();
    expect((await user.rest('PATCH', '/api/users/me', { currency: 'KES' })).status).toBe(200);
    await user.rest('POST', '/api/expenses', lunch({ amount: '100', currency: 'KES', category: 'food' }));
    // 2 USD at the built-in 150 KES per dollar.
    await user.rest('POST', '/api/expenses', lunch({ description: 'Taxi', amount: '2', currency: 'USD', category: 'transport' }));
    await user.rest('POST', '/api/expenses', lunch({ amount: '50.50', currency: 'KES', category: 'food', spentAt: ago(3) }));
    await user.rest('POST', '/api/expenses', lunch({ amount: '7', currency: 'KES', category: 'bills', spentAt: ago(9) }));
    await stranger.rest('POST', '/api/expenses', lunch({ amount: '999', currency: 'KES', category: 'bills' }));
    const today = localDay(new Date(), TIME_ZONE);
    const week = lastDays(today, 7);
    const expected = {
      from: week[0], to: today, currency: 'KES', total: '450.50',
      byCategory: [{ category: 'transport', total: '300.00', count: 1 }, { category: 'food', total: '150.50', count: 2 }],
      byDay: week.map((day) => ({
        day, total: day === today ? '400.00' : day === localDay(ago(3), TIME_ZONE) ? '50.50' : '0.00',
      })),
    };
    const answer = await user.rest('GET', `/api/expenses/summary?from=${week[0]}&to=${today}`);
    expect(answer.status).toBe(200);
    expect(Summary.parse(answer.body)).toEqual(expected);
    expect(await user.data(SUMMARY, { from: week[0], to: today })).toEqual({ expenseSummary: expected });

    const month = Summary.parse((await user.rest('GET', '/api/expenses/summary')).body);
    expect(month).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today });
    expect(month.byDay).toHaveLength(Number(today.slice(8)));
  });

  it('refuses a range that is not one, naming the parameter, on both transports', async () => {
    const user = api.newUser();
    const today = localDay(new Date(), TIME_ZONE);
    for (const [query, field] of [
      ['?from=2026-02-29&to=2026-03-01', 'from'],
      ['?from=2026-03-01&to=tomorrow', 'to'],
      [`?from=${today}&to=${addDays(today, -1)}`, 'from'],
      [`?from=${addDays(today, -400)}&to=${today}`, 'to'],
    ] as const) {
      const answer = await user.rest('GET', `/api/expenses/summary${query}`);
      expect({ query, status: answer.status, body: answer.body }).toMatchObject({ query, status: 400, body: { field } });
    }
    expect(await user.error(SUMMARY, { from: '2026-1-1' })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
  });
});
