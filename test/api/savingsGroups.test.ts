// Savings groups over real HTTP (issue 34): a merry-go-round's round and payout, the VSLA
// worked example exact through the API and its share-out, bad input as 400 naming the field, and
// REST and GraphQL reading the same book.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { addDays } from '../../domain/dates.ts';
import { databaseBackends } from '../support/backends.ts';
import { addMembers, Group, Id, newGroup, ROTATING, today, VSLA } from '../support/savingsGroups.ts';
import { serveApi } from './client.ts';

const Field = z.object({ field: z.string() });

describe.each(databaseBackends())('savings groups API on $name', (backend) => {
  const api = serveApi(backend);

  it('runs a merry-go-round round: five contributions, the pot to the recipient, the order fixed after it', async () => {
    const chair = api.newUser();
    const group = await newGroup(chair, 'rotating', ROTATING());
    const others = await addMembers(chair, group.id, ['Juma', 'Wanjiru', 'Baraka', 'Achieng']);
    const order = [others[1] ?? '', group.me.memberId, ...others.filter((_, index) => index !== 1)];
    expect((await chair.rest('PUT', `/api/savings-groups/${group.id}/payout-order`, { memberIds: order })).status).toBe(200);
    for (const memberId of [group.me.memberId, ...others]) {
      expect((await chair.rest('POST', `/api/savings-groups/${group.id}/entries`, { commandId: randomUUID(), type: 'contribution', memberId, round: 1 })).status).toBe(201);
    }
    const payout = await chair.rest('POST', `/api/savings-groups/${group.id}/entries`, { commandId: randomUUID(), type: 'payout', round: 1 });
    expect(payout.body).toMatchObject({ type: 'payout', memberId: others[1], amount: '2500.00', round: 1 });
    const after = Group.parse((await chair.rest('GET', `/api/savings-groups/${group.id}`)).body);
    expect(after.rounds[0]).toEqual({ round: 1, dueDate: today(), recipientMemberId: others[1], collected: '2500.00', paidOut: true });
    expect(after.rounds[1]?.dueDate).toBe(addDays(today(), 7));
    expect(after.inviteCode).toMatch(/^[A-Z0-9]{9}$/);
    expect((await chair.rest('PUT', `/api/savings-groups/${group.id}/payout-order`, { memberIds: [...order].reverse() })).status).toBe(409);
    expect((await chair.rest('POST', `/api/savings-groups/${group.id}/draw`, {})).status).toBe(409);
    const data = await chair.data('query G($id: ID!) { savingsGroup(id: $id) { kind rules { contribution frequency sharePrice } rounds { collected paidOut } totals { loanFund } } }', { id: group.id });
    expect(data.savingsGroup).toMatchObject({ kind: 'rotating', rules: { contribution: '500.00', frequency: 'weekly', sharePrice: null }, totals: { loanFund: '0.00' } });
  });

  it('draws a payout order once, as a recorded result', async () => {
    const chair = api.newUser();
    const group = await newGroup(chair, 'rotating', ROTATING());
    await addMembers(chair, group.id, ['Juma', 'Wanjiru']);
    const drawn = await chair.data('mutation D($input: GroupCommandInput!) { drawPayoutOrder(input: $input) { payoutOrder } }', { input: { groupId: group.id } });
    const order = z.object({ drawPayoutOrder: z.object({ payoutOrder: z.array(z.string()) }) }).parse(drawn).drawPayoutOrder.payoutOrder;
    expect(order).toHaveLength(3);
    expect((await chair.gql('mutation D($input: GroupCommandInput!) { drawPayoutOrder(input: $input) { id } }', { input: { groupId: group.id } })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(Group.parse((await chair.rest('GET', `/api/savings-groups/${group.id}`)).body).payoutOrder).toEqual(order);
  });

  it('keeps the worked example exact: 604.1667 a share, 90,625.00 for 150 shares, the payouts adding up to the fund', async () => {
    const chair = api.newUser();
    const group = await newGroup(chair, 'accumulating', VSLA);
    const members = [group.me.memberId, ...await addMembers(chair, group.id, Array.from({ length: 19 }, (_, index) => `Member ${index + 2}`))];
    const entry = async (body: Record<string, unknown>) => {
      const answer = await chair.rest('POST', `/api/savings-groups/${group.id}/entries`, { commandId: randomUUID(), ...body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return Id.parse(answer.body).id;
    };
    for (const [index, memberId] of members.entries()) {
      await entry({ type: 'shares', memberId, shares: index === 0 ? 150 : index === 19 ? 126 : 118 });
      await entry({ type: 'social', memberId });
    }
    for (const memberId of members.slice(0, 8)) {
      await entry({ type: 'loan', memberId, amount: '100000', months: 3 });
      await entry({ type: 'repayment', memberId, amount: '130000' });
    }
    for (const memberId of members.slice(0, 10)) await entry({ type: 'fine', memberId, amount: '1000', reason: 'Late' });
    const book = Group.parse((await chair.rest('GET', `/api/savings-groups/${group.id}`)).body);
    expect(book.totals).toEqual({
      loanFund: '1450000.00', socialFund: '60000.00', sharesTotal: 2400, loansOutstanding: '0.00', interestEarned: '240000.00', finesTotal: '10000.00', shareValue: '604.1667',
    });
    const plan = z.object({ shareValue: z.string(), total: z.string(), payouts: z.array(z.object({ memberId: z.string(), shares: z.number(), amount: z.string() })) })
      .parse((await chair.rest('GET', `/api/savings-groups/${group.id}/share-out`)).body);
    expect(plan.payouts[0]).toEqual({ memberId: group.me.memberId, shares: 150, amount: '90625.00' });
    expect(plan.total).toBe('1450000.00');
    const commandId = randomUUID();
    expect((await chair.rest('POST', `/api/savings-groups/${group.id}/share-out`, { commandId })).status).toBe(201);
    expect((await chair.rest('POST', `/api/savings-groups/${group.id}/share-out`, { commandId })).status).toBe(200);
    const next = Group.parse((await chair.rest('GET', `/api/savings-groups/${group.id}`)).body);
    expect({ cycle: next.cycle, members: next.members.length, ...next.totals }).toMatchObject({ cycle: 2, members: 20, loanFund: '0.00', socialFund: '60000.00', sharesTotal: 0 });
  });

  it('refuses a share-out while a loan is outstanding, and bad input as 400 naming the field', async () => {
    const chair = api.newUser();
    const group = await newGroup(chair, 'accumulating', { ...VSLA, maxSharesPerMeeting: undefined });
    const post = (body: Record<string, unknown>) => chair.rest('POST', `/api/savings-groups/${group.id}/entries`, body);
    await post({ type: 'shares', memberId: group.me.memberId, shares: 5 });
    expect(await post({ type: 'shares', memberId: group.me.memberId, shares: 1 })).toMatchObject({ status: 400, body: { field: 'shares' } });
    expect(await post({ type: 'loan', memberId: group.me.memberId, amount: '7500.01', months: 1 })).toMatchObject({ status: 400, body: { field: 'amount' } });
    await post({ type: 'loan', memberId: group.me.memberId, amount: '2000', months: 1 });
    expect(await post({ type: 'repayment', memberId: group.me.memberId, amount: '2200.01' })).toMatchObject({ status: 400, body: { field: 'amount' } });
    expect((await chair.rest('POST', `/api/savings-groups/${group.id}/share-out`, {})).status).toBe(409);
    expect(await post({ type: 'contribution', memberId: group.me.memberId, round: 1 })).toMatchObject({ status: 400, body: { field: 'type' } });
    expect(await post({ type: 'gift', memberId: group.me.memberId })).toMatchObject({ status: 400, body: { field: 'type' } });
    const bad = await chair.rest('POST', '/api/savings-groups', { name: 'X', kind: 'rotating', currency: 'KES', rules: { frequency: 'weekly', firstDueDate: today() } });
    expect({ status: bad.status, field: Field.parse(bad.body).field }).toEqual({ status: 400, field: 'rules.contribution' });
    const cents = await chair.rest('POST', '/api/savings-groups', { name: 'X', kind: 'rotating', currency: 'XOF', rules: { ...ROTATING(), contribution: '500.50' } });
    expect({ status: cents.status, field: Field.parse(cents.body).field }).toEqual({ status: 400, field: 'rules.contribution' });
    const gql = await chair.error('mutation R($input: RecordGroupEntryInput!) { recordGroupEntry(input: $input) { id } }', { input: { groupId: group.id, type: 'fine', memberId: group.me.memberId, amount: '10' } });
    expect({ code: gql.code, field: gql.field }).toEqual({ code: 'BAD_USER_INPUT', field: 'reason' });
  });

  it('corrects an entry by an official with a reason, keeping the original in the activity', async () => {
    const chair = api.newUser();
    const group = await newGroup(chair, 'accumulating', VSLA);
    const [juma = ''] = await addMembers(chair, group.id, ['Juma']);
    const shares = Id.parse((await chair.rest('POST', `/api/savings-groups/${group.id}/entries`, { type: 'shares', memberId: juma, shares: 4 })).body).id;
    const fixed = await chair.rest('POST', `/api/savings-groups/${group.id}/entries/${shares}/correct`, { reason: 'Juma bought 3', shares: 3 });
    expect(fixed.status).toBe(201);
    expect(await chair.rest('POST', `/api/savings-groups/${group.id}/entries/${shares}/correct`, { shares: 2 })).toMatchObject({ status: 400, body: { field: 'reason' } });
    const statement = await chair.rest('GET', `/api/savings-groups/${group.id}/members/${juma}/statement`);
    expect(statement.body).toMatchObject({ shares: 3, saved: '1500.00', entries: [{ id: shares, shares: 3, amount: '1500.00' }] });
    const activity = z.array(z.object({ kind: z.string(), reason: z.string().nullable(), recordedByName: z.string().nullable(), shares: z.number().nullable() }))
      .parse((await chair.rest('GET', `/api/savings-groups/${group.id}/activity`)).body);
    expect(activity.map(({ kind, reason, shares: count, recordedByName }) => [kind, reason, count, recordedByName])).toEqual([
      ['correction', 'Juma bought 3', 3, 'Amina'], ['entry', null, 4, 'Amina'],
    ]);
  });

  it('counts a linked member\'s own part in their savings total and a group loan in their debts, once', async () => {
    const chair = api.newUser();
    const userId = await chair.userId();
    const Totals = z.object({ currency: z.literal('KES'), total: z.string(), today: z.string() });
    const NetWorth = z.object({ debts: z.string() });
    const before = Totals.parse((await chair.rest('GET', '/api/savings/total')).body);
    const group = await newGroup(chair, 'accumulating', VSLA);
    await chair.rest('POST', `/api/savings-groups/${group.id}/entries`, { type: 'shares', memberId: group.me.memberId, shares: 4 });
    await chair.rest('POST', `/api/savings-groups/${group.id}/entries`, { type: 'social', memberId: group.me.memberId });
    await chair.rest('POST', `/api/savings-groups/${group.id}/entries`, { type: 'loan', memberId: group.me.memberId, amount: '1000', months: 1 });
    const after = Totals.parse((await chair.rest('GET', '/api/savings/total')).body);
    expect([before.total, after.total, after.today]).toEqual(['0.00', '2000.00', '2000.00']);
    expect(NetWorth.parse((await chair.rest('GET', `/api/net-worth/${userId}`)).body).debts).toBe('1100.00');
    // A member who is not linked counts nothing of it.
    expect(Totals.parse((await api.newUser().rest('GET', '/api/savings/total')).body).total).toBe('0.00');
    // A merry-go-round's pot, once received, takes what the member put in down to nothing, never below.
    const merry = await newGroup(chair, 'rotating', ROTATING());
    const [juma = ''] = await addMembers(chair, merry.id, ['Juma']);
    await chair.rest('PUT', `/api/savings-groups/${merry.id}/payout-order`, { memberIds: [merry.me.memberId, juma] });
    for (const memberId of [merry.me.memberId, juma]) await chair.rest('POST', `/api/savings-groups/${merry.id}/entries`, { type: 'contribution', memberId, round: 1 });
    expect(Totals.parse((await chair.rest('GET', '/api/savings/total')).body).total).toBe('2500.00');
    await chair.rest('POST', `/api/savings-groups/${merry.id}/entries`, { type: 'payout', round: 1 });
    expect(Totals.parse((await chair.rest('GET', '/api/savings/total')).body).total).toBe('2000.00');
    const mine = await chair.data('query G($id: ID!) { savingsGroup(id: $id) { mySavings { amount } } }', { id: merry.id });
    expect(mine.savingsGroup).toEqual({ mySavings: [{ amount: '500.00' }, { amount: '-500.00' }] });
  });
});
