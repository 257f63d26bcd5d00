// A family over real HTTP: create, join by code, a shared expense split to the cent, shares,
// paying, balances and the settle-up plan, on both transports; retries change nothing; the
// family read model rebuilds from the log exactly.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { familyProjection } from '../../projections/family/projection.ts';
import { auditProjection } from '../../projections/audit.ts';
import { databaseBackends } from '../support/backends.ts';
import { serveApi } from './client.ts';

const Group = z.strictObject({ id: z.uuid(), name: z.string(), inviteCode: z.string().regex(/^[A-HJKMNP-Z2-9]{9}$/), createdAt: z.iso.datetime() });
const Share = z.strictObject({
  id: z.uuid(), groupId: z.uuid(), amount: z.string(), isPaid: z.boolean(),
  expense: z.strictObject({ description: z.string(), category: z.string(), currency: z.string(), date: z.iso.date() }),
});
const Shares = z.array(Share);

describe.each(databaseBackends())('family groups on $name', (backend) => {
  const api = serveApi(backend);

  async function family() {
    const [amina, juma, wanjiru] = [api.newUser(), api.newUser(), api.newUser()];
    const created = await amina.rest('POST', '/api/family-groups', { name: '  Nyumbani ' });
    expect(created.status).toBe(201);
    const group = Group.parse(created.body);
    expect(group.name).toBe('Nyumbani');
    const code = ` ${group.inviteCode.toLowerCase()} `;
    expect(await juma.rest('POST', '/api/family-groups/join', { inviteCode: code, nickname: 'Juma' })).toMatchObject({ status: 200, body: group });
    expect((await wanjiru.rest('POST', '/api/family-groups/join', { inviteCode: group.inviteCode, nickname: '  ' })).status).toBe(200);
    const ids = { amina: await amina.userId(), juma: await juma.userId(), wanjiru: await wanjiru.userId() };
    return { amina, juma, wanjiru, group, ids };
  }

  it('splits a shared expense to the cent, payer first, and settles as shares are paid', async () => {
    const { amina, juma, wanjiru, group, ids } = await family();
    expect((await juma.rest('GET', `/api/family-groups/${group.id}/members`)).body).toEqual([
      expect.objectContaining({ userId: ids.amina, nickname: null }),
      expect.objectContaining({ userId: ids.juma, nickname: 'Juma' }),
      expect.objectContaining({ userId: ids.wanjiru, nickname: null }),
    ]);
    const added = await juma.rest('POST', `/api/family-groups/${group.id}/expenses`, { description: 'Unga', amount: '100.00', category: 'food', currency: 'KES' });
    expect(added.status).toBe(201);
    const mine = (client: typeof amina) => client.rest('GET', '/api/expense-shares').then((answer) => Shares.parse(answer.body));
    const [jumaShare] = await mine(juma);
    expect(jumaShare).toMatchObject({ amount: '33.34', isPaid: true, expense: { description: 'Unga', category: 'food', currency: 'KES' } });
    const [aminaShare] = await mine(amina);
    expect(aminaShare).toMatchObject({ amount: '33.33', isPaid: false });
    expect((await mine(wanjiru))[0]).toMatchObject({ amount: '33.33', isPaid: false });

    const balances = await amina.rest('GET', `/api/family-groups/${group.id}/balances`);
    expect(balances.body).toEqual([{
      currency: 'KES',
      balances: [{ userId: ids.amina, amount: '-33.33' }, { userId: ids.juma, amount: '66.66' }, { userId: ids.wanjiru, amount: '-33.33' }],
      transfers: [{ from: ids.amina, to: ids.juma, amount: '33.33' }, { from: ids.wanjiru, to: ids.juma, amount: '33.33' }],
    }]);

    const pay = await amina.rest('PUT', `/api/expense-shares/${aminaShare?.id}/pay`);
    expect(pay).toMatchObject({ status: 200, body: { id: aminaShare?.id, isPaid: true } });
    expect(await amina.rest('PUT', `/api/expense-shares/${aminaShare?.id}/pay`)).toMatchObject({ status: 200, body: { isPaid: true } });
    const paid = await wanjiru.data('mutation($input: PayExpenseShareInput!) { payExpenseShare(input: $input) { isPaid } }', {
      input: { shareId: (await mine(wanjiru))[0]?.id },
    });
    expect(paid).toEqual({ payExpenseShare: { isPaid: true } });
    const settled = await juma.data('query($id: ID!) { familyGroup(id: $id) { name members { nickname } expenses { description amount paidBy } balances { currency } } }', { id: group.id });
    expect(settled).toEqual({ familyGroup: {
      name: 'Nyumbani', members: [{ nickname: null }, { nickname: 'Juma' }, { nickname: null }],
      expenses: [{ description: 'Unga', amount: '100.00', paidBy: ids.juma }], balances: [],
    } });
    // Shared expenses stay in the Family area: the Home lists and totals do not count them.
    expect((await juma.rest('GET', '/api/expenses/today')).body).toEqual([]);
    expect((await auditProjection(api.db, familyProjection)).differences).toEqual([]);
  });

  it('joins once however often, and creates, adds and pays once per command id', async () => {
    const { amina, juma, group } = await family();
    expect((await juma.rest('POST', '/api/family-groups/join', { inviteCode: group.inviteCode, nickname: 'Again' })).status).toBe(200);
    const members = await amina.rest('GET', `/api/family-groups/${group.id}/members`);
    expect(z.array(z.object({ nickname: z.string().nullable() })).parse(members.body).map((m) => m.nickname)).toEqual([null, 'Juma', null]);

    const commandId = randomUUID();
    const create = 'mutation($input: CreateFamilyGroupInput!) { createFamilyGroup(input: $input) { id inviteCode } }';
    const first = await amina.data(create, { input: { name: 'Chama', commandId } });
    expect(await amina.data(create, { input: { name: 'Chama', commandId } })).toEqual(first);
    expect((await amina.data('{ familyGroups { name } }')).familyGroups).toEqual([{ name: 'Chama' }, { name: 'Nyumbani' }]);

    const restRetry = { description: 'Chai', amount: '90.00', commandId: randomUUID() };
    expect((await amina.rest('POST', `/api/family-groups/${group.id}/expenses`, restRetry)).status).toBe(201);
    expect((await amina.rest('POST', `/api/family-groups/${group.id}/expenses`, restRetry)).status).toBe(200);
    const createRetry = { name: 'Familia', commandId: randomUUID() };
    const made = await juma.rest('POST', '/api/family-groups', createRetry);
    expect(made.status).toBe(201);
    expect(await juma.rest('POST', '/api/family-groups', createRetry)).toEqual({ ...made, status: 200, headers: expect.anything() });

    const add = 'mutation($input: AddSharedExpenseInput!) { addSharedExpense(input: $input) { expenses { amount currency category } } }';
    const input = { groupId: group.id, commandId: randomUUID(), description: 'Sukari', amount: '300.00' };
    const once = await juma.data(add, { input });
    expect(await juma.data(add, { input })).toEqual(once);
    expect(once).toEqual({ addSharedExpense: { expenses: [
      { amount: '300.00', currency: 'KES', category: 'food' }, { amount: '90.00', currency: 'KES', category: 'food' },
    ] } });
  });
});
