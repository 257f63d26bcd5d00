// "Download my data" (issue 27): GET /api/users/{userId}/export answers one JSON file with
// everything the caller owns, written as it is read; another user's id is 403 and reads nothing.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseBackends } from '../support/backends.ts';
import { lunch, serveApi } from './client.ts';

const Named = z.array(z.object({ description: z.string() }).or(z.object({ fields: z.object({ name: z.string() }) })).or(z.object({ name: z.string() })));
const Export = z.object({
  exportedAt: z.iso.datetime(),
  userId: z.uuid(),
  settings: z.object({ id: z.uuid(), language: z.string() }),
  expenses: Named,
  savings: Named,
  savingsGoals: Named,
  budgets: Named,
  assets: Named,
  debts: Named,
  subscriptions: Named,
  familyGroups: Named,
  expenseShares: z.array(z.unknown()),
  ious: z.array(z.object({ person: z.string() })),
});

describe.each(databaseBackends())('downloading my data on $name', (backend) => {
  const api = serveApi(backend);

  it('answers everything the caller owns as one JSON file, and 403 for anyone else', async () => {
    const owner = api.newUser();
    expect((await owner.rest('POST', '/api/expenses', lunch())).status).toBe(201);
    expect((await owner.rest('POST', '/api/savings', { description: 'Karo', amount: '1000', currency: 'KES' })).status).toBe(201);
    expect((await owner.rest('POST', '/api/savings-goals', { name: 'School fees', targetAmount: '4000', currency: 'KES' })).status).toBe(201);
    expect((await owner.rest('POST', '/api/budgets', { name: 'Food', category: 'food', budgetAmount: '500' })).status).toBe(201);
    expect((await owner.rest('POST', '/api/family-groups', { name: 'Nyumbani' })).status).toBe(201);
    expect((await owner.rest('POST', '/api/ious', { person: 'Juma', direction: 'lent', amount: '500', currency: 'KES' })).status).toBe(201);
    const stranger = api.newUser();
    expect((await stranger.rest('POST', '/api/expenses', lunch({ description: 'Not yours' }))).status).toBe(201);
    const ownerId = await owner.userId();

    for (const path of ['/api/users/me/export', `/api/users/${ownerId}/export`]) {
      const answer = await owner.rest('GET', path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="sauti-data.json"');
      const data = Export.parse(answer.body);
      expect(data.userId).toBe(ownerId);
      expect(JSON.stringify(data.expenses)).not.toContain('Not yours');
      expect([data.expenses, data.savings, data.savingsGoals, data.budgets, data.familyGroups].map((list) => list.length)).toEqual([1, 1, 1, 1, 1]);
      expect([data.assets, data.debts, data.subscriptions]).toEqual([[], [], []]);
      expect(data.ious.map((iou) => iou.person)).toEqual(['Juma']);
    }
    expect(await stranger.rest('GET', `/api/users/${ownerId}/export`)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });
});
