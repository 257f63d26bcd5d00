// One currency rule for every amount of every noun (issue 31, P5): XOF, XAF and UGX have no cents,
// so an amount with cents is a 400 naming its field wherever it is given (recorded, changed, repaid,
// shared), and whole amounts are kept. Before, an IOU in XOF took 10.50 (201) while expenses refused it.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import { serveApi } from './client.ts';

const Created = z.object({ id: z.string() });

describe.each(databaseBackends())('one currency rule on $name', (backend) => {
  const api = serveApi(backend);

  it('refuses cents in XOF, XAF and UGX for every noun, naming the field, and keeps whole amounts', async () => {
    const user = api.newUser();
    expect((await user.rest('PATCH', '/api/users/me', { currency: 'XOF' })).status).toBe(200);
    const iou = { person: 'Awa', direction: 'lent', currency: 'XOF' };
    const goal = { name: 'Moto', currency: 'XOF' };
    for (const [path, body, field] of [
      ['/api/expenses', { description: 'Riz', amount: '10.50', currency: 'XOF' }, 'amount'],
      ['/api/ious', { ...iou, amount: '10.50' }, 'amount'],
      ['/api/ious', { ...iou, amount: 10.5, currency: 'UGX' }, 'amount'],
      ['/api/savings', { description: 'Tontine', amount: '100.50', currency: 'XOF' }, 'amount'],
      ['/api/savings-goals', { ...goal, targetAmount: '5000.25' }, 'targetAmount'],
      ['/api/assets', { name: 'Boutique', type: 'cash', value: '1000.5', currency: 'XAF' }, 'value'],
      ['/api/debts', { name: 'Prêt', type: 'loan', amount: '900.10', currency: 'XOF' }, 'amount'],
      ['/api/debts', { name: 'Prêt', type: 'loan', amount: '900', minimumPayment: '50.50', currency: 'XOF' }, 'minimumPayment'],
      ['/api/subscriptions', { name: 'Canal+', amount: '5000.99', currency: 'XOF', billingCycle: 'monthly' }, 'amount'],
      ['/api/budgets', { name: 'Marché', category: 'food', budgetAmount: '2500.50', currency: 'UGX' }, 'budgetAmount'],
    ] as const) {
      const answer = await user.rest('POST', path, body);
      expect({ path, field, status: answer.status, body: answer.body }).toMatchObject({ path, field, status: 400, body: { field } });
    }

    // Whole amounts are kept, and a change or a repayment with cents is refused like a record.
    const lent = await user.rest('POST', '/api/ious', { ...iou, amount: '1000' });
    expect(lent.status).toBe(201);
    const { id } = Created.parse(lent.body);
    expect(await user.rest('PATCH', `/api/ious/${id}`, { amount: '1000.50' })).toMatchObject({ status: 400, body: { field: 'amount' } });
    expect(await user.rest('POST', `/api/ious/${id}/repayments`, { amount: '0.50' })).toMatchObject({ status: 400, body: { field: 'amount' } });
    expect((await user.rest('POST', `/api/ious/${id}/repayments`, { amount: '250' })).status).toBe(201);
    expect((await user.rest('PATCH', `/api/ious/${id}`, { note: 'marché' })).status).toBe(200);
    const saved = await user.rest('POST', '/api/savings', { description: 'Tontine', amount: '100', currency: 'XOF' });
    expect(saved.status).toBe(201);
    expect(await user.rest('PATCH', `/api/savings/${Created.parse(saved.body).id}`, { amount: '100.10' }))
      .toMatchObject({ status: 400, body: { field: 'amount' } });
  });

  it('shares a family expense in whole francs and refuses one with cents', async () => {
    const payer = api.newUser();
    expect((await payer.rest('PATCH', '/api/users/me', { currency: 'XOF' })).status).toBe(200);
    const group = await payer.rest('POST', '/api/family-groups', { name: 'Famille' });
    expect(group.status).toBe(201);
    const { id: groupId, inviteCode } = z.object({ id: z.string(), inviteCode: z.string() }).parse(group.body);
    for (const member of [api.newUser(), api.newUser()]) {
      expect((await member.rest('POST', '/api/expenses', { description: 'Thé', amount: '100', currency: 'XOF' })).status).toBe(201);
      expect((await member.rest('POST', '/api/family-groups/join', { inviteCode })).status).toBe(200);
    }
    const path = `/api/family-groups/${groupId}/expenses`;
    expect(await payer.rest('POST', path, { description: 'Riz', amount: '1000.50', currency: 'XOF' })).toMatchObject({ status: 400, body: { field: 'amount' } });
    expect((await payer.rest('POST', path, { description: 'Riz', amount: '1000.00', currency: 'XOF' })).status).toBe(201);
    const shares = z.array(z.object({ amount: z.string() })).parse((await payer.rest('GET', '/api/expense-shares')).body);
    expect(shares.map((share) => share.amount)).toEqual(['334.00']);
  });
});
