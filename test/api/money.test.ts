// Money over the API is exact: decimal strings in, decimal strings out, and totals that never
// pass through a float (0.10 + 0.20 is 0.30), kept apart per currency.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import type { Client } from './client.ts';
import { lunch, serveApi } from './client.ts';

const SUMMARY = '{ daySummary { totals { currency amount } topCategories { category currency amount count } } }';

const Summary = z.object({
  daySummary: z.object({
    totals: z.array(z.object({ currency: z.string(), amount: z.string() })),
    topCategories: z.array(z.object({ category: z.string(), currency: z.string(), amount: z.string(), count: z.number() })),
  }),
});

async function summary(user: Client) {
  return Summary.parse(await user.data(SUMMARY)).daySummary;
}

async function record(user: Client, overrides: Record<string, unknown>) {
  const answer = await user.rest('POST', '/api/expenses', lunch(overrides));
  expect(answer.status).toBe(201);
}

describe.each(databaseBackends())('exact money on $name', (backend) => {
  const api = serveApi(backend);

  it('totals 0.10 and 0.20 KES as exactly 0.30', async () => {
    const user = api.newUser();
    await record(user, { amount: '0.10', currency: 'KES' });
    await record(user, { amount: '0.2', currency: 'KES' });
    expect((await summary(user)).totals).toEqual([{ currency: 'KES', amount: '0.30' }]);
  });

  it('totals a hundred concurrent 0.01 as exactly 1.00', async () => {
    const user = api.newUser();
    await user.userId();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => user.rest('POST', '/api/expenses', lunch({ amount: '0.01', category: 'other' }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(100);
    const { totals, topCategories } = await summary(user);
    expect(totals).toEqual([{ currency: 'KES', amount: '1.00' }]);
    expect(topCategories).toEqual([{ category: 'other', currency: 'KES', amount: '1.00', count: 100 }]);
  });

  it('keeps each currency apart and keeps large amounts exact', async () => {
    const user = api.newUser();
    await record(user, { amount: '999999999999.99', currency: 'KES' });
    await record(user, { amount: '0.01', currency: 'KES', category: 'bills' });
    await record(user, { amount: '1.10', currency: 'USD' });
    await record(user, { amount: 2.2, currency: 'usd', category: 'transport' });
    const { totals } = await summary(user);
    expect([...totals].sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'KES', amount: '1000000000000.00' },
      { currency: 'USD', amount: '3.30' },
    ]);
  });
});
