// Who reads and writes a savings group's book (issue 34): a stranger meets 404 on every path, as for
// an id that does not exist, and appends nothing; a member linked by the invite code reads
// everything and writes nothing (403) unless an official. Every entry type is recorded exactly once,
// whether its command comes again after the first answer or twice at the same moment.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { auditProjection } from '../../projections/audit.ts';
import { savingsGroupsProjection } from '../../projections/savingsGroups/projection.ts';
import { databaseBackends } from '../support/backends.ts';
import { addMembers, Group, newGroup, ROTATING, VSLA } from '../support/savingsGroups.ts';
import { eventCount, serveApi } from './client.ts';

const NOT_FOUND = { error: 'not_found', message: 'Savings group not found' };

describe.each(databaseBackends())('savings group access on $name', (backend) => {
  const api = serveApi(backend);

  it('answers 404 to a stranger on every path, 403 to a linked plain member\'s write, and lets the member read', async () => {
    const chair = api.newUser();
    const group = await newGroup(chair, 'rotating', ROTATING());
    const [juma = '', wanjiru = ''] = await addMembers(chair, group.id, ['Juma', 'Wanjiru']);
    const code = group.inviteCode ?? '';
    const member = api.newUser();
    const joined = Group.parse((await member.rest('POST', '/api/savings-groups/join', { inviteCode: code.toLowerCase(), memberId: juma })).body);
    expect({ me: joined.me, inviteCode: joined.inviteCode }).toEqual({ me: { memberId: juma, role: 'member' }, inviteCode: null });
    expect(joined.members.find((one) => one.id === juma)?.linked).toBe(true);
    expect((await member.rest('POST', '/api/savings-groups/join', { inviteCode: code, memberId: wanjiru })).status).toBe(409);

    const entry = { type: 'contribution', memberId: juma, round: 1 };
    const memberBefore = await eventCount(api.db, await member.userId());
    expect(await member.rest('POST', `/api/savings-groups/${group.id}/entries`, entry)).toMatchObject({ status: 403 });
    expect((await member.rest('POST', `/api/savings-groups/${group.id}/members`, { name: 'Sneaky' })).status).toBe(403);
    expect((await member.rest('PUT', `/api/savings-groups/${group.id}/payout-order`, { memberIds: [juma, wanjiru, group.me.memberId] })).status).toBe(403);
    expect(await eventCount(api.db, await member.userId())).toBe(memberBefore);
    expect((await member.rest('GET', `/api/savings-groups/${group.id}/members/${wanjiru}/statement`)).status).toBe(200);
    expect((await member.rest('GET', `/api/savings-groups/${group.id}/activity`)).status).toBe(200);

    const stranger = api.newUser();
    const strangerId = await stranger.userId();
    const before = await eventCount(api.db, strangerId);
    for (const id of [group.id, randomUUID(), 'not-an-id']) {
      for (const path of ['', '/activity', '/share-out', `/members/${juma}/statement`]) {
        expect(await stranger.rest('GET', `/api/savings-groups/${id}${path}`)).toMatchObject({ status: 404, body: NOT_FOUND });
      }
      expect(await stranger.rest('POST', `/api/savings-groups/${id}/entries`, entry)).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await stranger.rest('POST', `/api/savings-groups/${id}/members`, { name: 'X' })).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await stranger.rest('POST', `/api/savings-groups/${id}/draw`, {})).toMatchObject({ status: 404, body: NOT_FOUND });
    }
    expect(await stranger.error('query($id: ID!) { savingsGroup(id: $id) { name } }', { id: group.id })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await stranger.data('{ savingsGroups { id } }')).toEqual({ savingsGroups: [] });
    expect((await stranger.rest('POST', '/api/savings-groups/join', { inviteCode: 'ZZZZZZZZZ' })).status).toBe(404);
    expect(await eventCount(api.db, strangerId)).toBe(before);
  });

  it('records every entry type once: the same command again, and twice at once', async () => {
    const chair = api.newUser();
    const vsla = await newGroup(chair, 'accumulating', { ...VSLA, maxSharesPerMeeting: 20 });
    const rotating = await newGroup(chair, 'rotating', ROTATING());
    const [juma = ''] = await addMembers(chair, vsla.id, ['Juma']);
    const [baraka = ''] = await addMembers(chair, rotating.id, ['Baraka']);
    await chair.rest('PUT', `/api/savings-groups/${rotating.id}/payout-order`, { memberIds: [baraka, rotating.me.memberId] });
    const cases: [string, Record<string, unknown>][] = [
      [rotating.id, { type: 'contribution', memberId: baraka, round: 1, amount: '250' }],
      [rotating.id, { type: 'contribution', memberId: rotating.me.memberId, round: 1 }],
      [rotating.id, { type: 'payout', round: 1 }],
      [rotating.id, { type: 'social', memberId: baraka, amount: '100' }],
      [rotating.id, { type: 'fine', memberId: baraka, amount: '50', reason: 'Late' }],
      [rotating.id, { type: 'grant', memberId: baraka, amount: '40', reason: 'Hospital' }],
      [vsla.id, { type: 'shares', memberId: juma, shares: 10 }],
      [vsla.id, { type: 'social', memberId: juma }],
      [vsla.id, { type: 'loan', memberId: juma, amount: '1000', months: 2 }],
      [vsla.id, { type: 'repayment', memberId: juma, amount: '200' }],
      [vsla.id, { type: 'fine', memberId: juma, amount: '100', reason: 'Late' }],
      [vsla.id, { type: 'grant', memberId: juma, amount: '500', reason: 'Funeral' }],
    ];
    for (const [groupId, body] of cases) {
      const path = `/api/savings-groups/${groupId}/entries`;
      const retried = { commandId: randomUUID(), ...body };
      const [first, again] = [await chair.rest('POST', path, retried), await chair.rest('POST', path, retried)];
      expect([first.status, again.status], `${JSON.stringify(body)} ${JSON.stringify(first.body)}`).toEqual([201, 200]);
      expect(again.body).toEqual(first.body);
      if (body.type === 'payout') continue;
      const together = { commandId: randomUUID(), ...body, ...(body.type === 'contribution' ? { round: 2 } : {}) };
      const answers = await Promise.all([chair.rest('POST', path, together), chair.rest('POST', path, together)]);
      expect(answers.map((answer) => answer.status).sort(), `${JSON.stringify(body)} ${JSON.stringify(answers.map((one) => one.body))}`).toEqual([200, 201]);
    }
    const entries = async (groupId: string) =>
      z.array(z.object({ kind: z.string(), type: z.string().nullable() })).parse((await chair.rest('GET', `/api/savings-groups/${groupId}/activity`)).body).map((line) => line.type).sort();
    expect(await entries(rotating.id)).toEqual(['contribution', 'contribution', 'contribution', 'contribution', 'fine', 'fine', 'grant', 'grant', 'payout', 'social', 'social']);
    expect(await entries(vsla.id)).toEqual(['fine', 'fine', 'grant', 'grant', 'loan', 'loan', 'repayment', 'repayment', 'shares', 'shares', 'social', 'social']);
    const book = Group.parse((await chair.rest('GET', `/api/savings-groups/${vsla.id}`)).body);
    expect(book.totals).toMatchObject({ sharesTotal: 20, socialFund: '5000.00', finesTotal: '200.00' });
    // Rebuilt from the log, the read model is the live one, row for row (what npm run replay checks).
    expect((await auditProjection(api.db, savingsGroupsProjection)).differences).toEqual([]);
  });
});
