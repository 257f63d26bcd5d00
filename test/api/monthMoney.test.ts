// This month's money for the USDT overview, over GraphQL: expenses and savings of the calendar
// month summed exactly per currency, nothing converted, another user's never included.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { sumDecimals } from '../../server/money/monthMoney.ts';
import { databaseBackends } from '../support/backends.ts';
import type { Client } from './client.ts';
import { lunch, serveApi } from './client.ts';

const QUERY = '{ monthMoney { from to expenses { currency amount } savings { currency amount } } }';
const Totals = z.array(z.object({ currency: z.string(), amount: z.string() }));
const Answer = z.object({ monthMoney: z.object({ from: z.string(), to: z.string(), expenses: Totals, savings: Totals }) });

const byCurrency = (totals: z.infer<typeof Totals>) => Object.fromEntries(totals.map(({ currency, amount }) => [currency, amount]));

async function post(user: Client, path: string, body: Record<string, unknown>) {
  const answer = await user.rest('POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

describe('sumDecimals', () => {
  it('keeps every decimal of USDT savings', () => {
    expect(sumDecimals(['0.12345678', '1.5', '2'])).toBe('3.62345678');
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals([])).toBe('0.00');
  });
});

describe.each(databaseBackends())('this month\'s money on $name', (backend) => {
  const api = serveApi(backend);

  it('sums the month per currency without converting, for the caller only', async () => {
    const user = api.newUser();
    await post(user, '/api/expenses', lunch({ amount: '15000', currency: 'KES' }));
    await post(user, '/api/expenses', lunch({ amount: '0.10', currency: 'KES', category: 'bills' }));
    await post(user, '/api/expenses', lunch({ amount: '40000', currency: 'NGN' }));
    const saving = { description: 'Savings for emergency', goalType: 'emergency', goalName: null, language: 'en', originalText: null };
    await post(user, '/api/savings', { ...saving, amount: '1500', currency: 'KES' });
    await post(user, '/api/savings', { ...saving, amount: '2.5', currency: 'USDT' });
    const stranger = api.newUser();
    await post(stranger, '/api/expenses', lunch({ amount: '999', currency: 'KES' }));

    const { monthMoney } = Answer.parse(await user.data(QUERY));
    expect(monthMoney.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(monthMoney.to.slice(0, 8)).toBe(monthMoney.from.slice(0, 8));
    expect(byCurrency(monthMoney.expenses)).toEqual({ KES: '15000.10', NGN: '40000.00' });
    expect(byCurrency(monthMoney.savings)).toEqual({ KES: '1500.00', USDT: '2.50' });
    expect(Answer.parse(await api.newUser().data(QUERY)).monthMoney).toMatchObject({ expenses: [], savings: [] });
  });
});
