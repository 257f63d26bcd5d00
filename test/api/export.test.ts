// "Download my data" (issue 27): GET /api/users/{userId}/export answers one JSON file with
// everything the caller owns (their savings groups' books among it), written as it is read; another
// user's id is 403 and reads nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { expensesProjection } from '../../projections/expenses/projection.ts';
import { takeExportLease } from '../../server/queries/exportLease.ts';
import { databaseBackends, SINGLE_SESSION } from '../support/backends.ts';
import { newGroup, ROTATING } from '../support/savingsGroups.ts';
import { startTestServer } from '../support/server.ts';
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
  savingsGroups: z.array(z.object({
    name: z.string(),
    myStatement: z.object({ memberId: z.string() }),
    activity: z.array(z.object({ kind: z.string(), type: z.string().optional(), amount: z.string().optional() })),
  })),
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
    const group = await newGroup(owner, 'rotating', ROTATING());
    const contribution = { commandId: randomUUID(), type: 'contribution', memberId: group.me.memberId, round: 1 };
    expect((await owner.rest('POST', `/api/savings-groups/${group.id}/entries`, contribution)).status).toBe(201);
    const stranger = api.newUser();
    await newGroup(stranger, 'rotating', ROTATING());
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
      // The groups the caller belongs to, with their own statement and the book's lines; not a stranger's.
      expect(data.savingsGroups).toHaveLength(1);
      expect(data.savingsGroups[0]?.myStatement.memberId).toBe(group.me.memberId);
      expect(data.savingsGroups[0]?.activity).toEqual([expect.objectContaining({ kind: 'entry', type: 'contribution', amount: '500.00' })]);
    }
    expect(await stranger.rest('GET', `/api/users/${ownerId}/export`)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });

  // Issue 31, P4: one download per person at a time, on every instance (the lease is in the database).
  it('answers a download of the same person 429 with Retry-After while another instance holds one', async () => {
    const owner = api.newUser();
    expect((await owner.rest('POST', '/api/expenses', lunch())).status).toBe(201);
    const other = await startTestServer({ db: api.db });
    try {
      const lease = await takeExportLease(api.db, await owner.userId());
      for (const url of [api.url, other.url]) {
        const refused = await fetch(`${url}/api/users/me/export`, { headers: { cookie: owner.cookie ?? '' } });
        expect({ url, status: refused.status, retryAfter: refused.headers.get('retry-after'), body: await refused.json() })
          .toMatchObject({ url, status: 429, retryAfter: '10', body: { error: 'rate_limited' } });
      }
      const stranger = api.newUser();
      expect((await stranger.rest('POST', '/api/expenses', lunch())).status).toBe(201);
      expect((await stranger.rest('GET', '/api/users/me/export')).status).toBe(200);
      await lease.release();
      expect((await owner.rest('GET', '/api/users/me/export')).status).toBe(200);
      expect((await owner.rest('GET', '/api/users/me/export')).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe.each(databaseBackends())('a download under way on $name', (backend) => {
  const api = serveApi(backend);

  it('holds its turn while it runs and gives it back when it is cut off', { timeout: 60_000 }, async ({ skip }) => {
    // The download is held mid-way by a lock on the expenses table: on PGlite that would hold every query.
    if (!backend.concurrent) skip(SINGLE_SESSION);
    const owner = api.newUser();
    expect((await owner.rest('POST', '/api/expenses', lunch())).status).toBe(201);
    const other = await startTestServer({ db: api.db });
    let unlock = () => {};
    const locked = new Promise<void>((resolve) => {
      void api.db.transaction(async (tx) => {
        await tx.query(`lock table ${expensesProjection.tables('').list} in access exclusive mode`);
        resolve();
        await new Promise<void>((release) => {
          unlock = release;
        });
      });
    });
    try {
      await locked;
      const cut = new AbortController();
      const running = await fetch(`${api.url}/api/users/me/export`, { headers: { cookie: owner.cookie ?? '' }, signal: cut.signal });
      expect(running.status).toBe(200);
      for (const url of [api.url, other.url]) {
        const second = await fetch(`${url}/api/users/me/export`, { headers: { cookie: owner.cookie ?? '' } });
        expect({ url, status: second.status, retryAfter: second.headers.get('retry-after') }).toEqual({ url, status: 429, retryAfter: '10' });
        await second.arrayBuffer();
      }
      cut.abort();
      await expect(running.text()).rejects.toThrow();
      unlock();
      // Given back at once, not when the lease runs out a minute later.
      let again = await owner.rest('GET', '/api/users/me/export');
      for (let tries = 0; again.status === 429 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        again = await owner.rest('GET', '/api/users/me/export');
      }
      expect(again.status).toBe(200);
      expect(Export.parse(again.body).expenses).toHaveLength(1);
    } finally {
      unlock();
      await other.close();
    }
  });
});
