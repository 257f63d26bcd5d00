// Only members see a family group: anyone else meets 404 on every path, exactly as for an id
// that does not exist, and nothing they try appends an event. Bad input is refused with a clear
// message before anything is written; guessing invite codes runs into 429.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { INVITE_ALPHABET } from '../../domain/inviteCode.ts';
import { WRONG_CODES_ALLOWED } from '../../server/commands/familyJoinLimit.ts';
import { databaseBackends } from '../support/backends.ts';
import { eventCount, serveApi } from './client.ts';

const GROUP_NOT_FOUND = { error: 'not_found', message: 'Family group not found' };
const SHARE_NOT_FOUND = { error: 'not_found', message: 'Expense share not found' };
const Created = z.object({ id: z.uuid(), inviteCode: z.string() });

describe.each(databaseBackends())('family access on $name', (backend) => {
  const api = serveApi(backend);

  async function groupWithExpense() {
    const owner = api.newUser();
    const group = Created.parse((await owner.rest('POST', '/api/family-groups', { name: 'Nyumbani' })).body);
    const member = api.newUser();
    await member.rest('POST', '/api/family-groups/join', { inviteCode: group.inviteCode });
    await owner.rest('POST', `/api/family-groups/${group.id}/expenses`, { description: 'Unga', amount: '300.00', category: 'food', currency: 'KES' });
    const [share] = z.array(z.object({ id: z.uuid() })).parse((await member.rest('GET', '/api/expense-shares')).body);
    return { owner, member, group, shareId: share?.id ?? '' };
  }

  it('answers 404 to a non-member on every path and appends nothing', async () => {
    const { group, shareId, owner } = await groupWithExpense();
    const stranger = api.newUser();
    const strangerId = await stranger.userId();
    const before = await eventCount(api.db, strangerId);
    for (const path of ['members', 'expenses', 'balances']) {
      expect(await stranger.rest('GET', `/api/family-groups/${group.id}/${path}`)).toMatchObject({ status: 404, body: GROUP_NOT_FOUND });
      expect(await stranger.rest('GET', `/api/family-groups/${randomUUID()}/${path}`)).toMatchObject({ status: 404, body: GROUP_NOT_FOUND });
      expect(await stranger.rest('GET', `/api/family-groups/not-an-id/${path}`)).toMatchObject({ status: 404, body: GROUP_NOT_FOUND });
    }
    const expense = { description: 'Mine', amount: '1.00', category: 'food', currency: 'KES' };
    expect(await stranger.rest('POST', `/api/family-groups/${group.id}/expenses`, expense)).toMatchObject({ status: 404, body: GROUP_NOT_FOUND });
    expect(await stranger.rest('PUT', `/api/expense-shares/${shareId}/pay`)).toMatchObject({ status: 404, body: SHARE_NOT_FOUND });
    // A member's own share only: the payer cannot mark another member's share paid.
    expect(await owner.rest('PUT', `/api/expense-shares/${shareId}/pay`)).toMatchObject({ status: 404, body: SHARE_NOT_FOUND });
    expect(await stranger.rest('PUT', '/api/expense-shares/nope/pay')).toMatchObject({ status: 404, body: SHARE_NOT_FOUND });
    expect(await stranger.error('query($id: ID!) { familyGroup(id: $id) { name } }', { id: group.id }))
      .toEqual({ message: 'Family group not found', code: 'NOT_FOUND', field: undefined });
    expect(await stranger.data('{ familyGroups { id } expenseShares { id } }')).toEqual({ familyGroups: [], expenseShares: [] });
    expect(await eventCount(api.db, strangerId)).toBe(before);
  });

  it('answers 403 to a body that names another user, and appends nothing', async () => {
    const { owner, group } = await groupWithExpense();
    const ownerId = await owner.userId();
    const before = await eventCount(api.db, ownerId);
    const other = randomUUID();
    const forbidden = { status: 403, body: { error: 'forbidden', message: 'You can only act for yourself in a family group' } };
    expect(await owner.rest('POST', '/api/family-groups', { name: 'Mine', userId: other })).toMatchObject(forbidden);
    expect(await owner.rest('POST', '/api/family-groups/join', { inviteCode: group.inviteCode, userId: 1 })).toMatchObject(forbidden);
    const expense = { description: 'Unga', amount: '10.00', userId: other };
    expect(await owner.rest('POST', `/api/family-groups/${group.id}/expenses`, expense)).toMatchObject(forbidden);
    expect(await eventCount(api.db, ownerId)).toBe(before);
    expect((await owner.rest('POST', '/api/family-groups', { name: 'Mine', userId: ownerId })).status).toBe(201);
  });

  it.each([
    ['a blank name', '/api/family-groups', { name: '   ' }, 'name', 'name must not be empty'],
    ['a name of invisible characters only', '/api/family-groups', { name: '\u200B\u202E ' }, 'name', 'name must not be empty'],
    ['a name over 80 characters', '/api/family-groups', { name: 'x'.repeat(81) }, 'name', 'name must be at most 80 characters'],
    ['a blank invite code', '/api/family-groups/join', { inviteCode: ' ' }, 'inviteCode', 'inviteCode must not be empty'],
    ['a malformed invite code', '/api/family-groups/join', { inviteCode: 'OIL10' }, 'inviteCode', 'inviteCode must be 9 letters and digits, as shared by the group'],
    ['a nickname over 40 characters', '/api/family-groups/join', { inviteCode: 'ABCDEFGHJ', nickname: 'n'.repeat(41) }, 'nickname', 'nickname must be at most 40 characters'],
  ])('refuses %s with 400', async (_case, path, body, field, message) => {
    const user = api.newUser();
    const userId = await user.userId();
    const before = await eventCount(api.db, userId);
    expect(await user.rest('POST', path, body)).toMatchObject({ status: 400, body: { error: 'validation', field, message } });
    expect(await eventCount(api.db, userId)).toBe(before);
  });

  it('refuses a bad shared expense with 400 and an unknown code with 404, appending nothing', async () => {
    const { owner, group } = await groupWithExpense();
    const ownerId = await owner.userId();
    const before = await eventCount(api.db, ownerId);
    const good = { description: 'Unga', amount: '10.00', category: 'food', currency: 'KES' };
    for (const [field, value] of [['amount', '0.00'], ['amount', '-5.00'], ['amount', '10.5'], ['amount', '10.005'],
      ['amount', '1234567890123.00'], ['category', 'toys'], ['currency', 'shillings'], ['currency', 'XYZ'], ['description', ' ']] as const) {
      const answer = await owner.rest('POST', `/api/family-groups/${group.id}/expenses`, { ...good, [field]: value });
      expect(answer, `${field}=${value}`).toMatchObject({ status: 400, body: { error: 'validation', field } });
    }
    expect(await owner.rest('POST', '/api/family-groups/join', { inviteCode: 'zzzzzzzzz' })).toMatchObject({
      status: 404, body: { error: 'not_found', message: 'No family group has this invite code; check it and try again' },
    });
    expect(await eventCount(api.db, ownerId)).toBe(before);
  });
});

describe.each(databaseBackends())('guessing invite codes on $name', (backend) => {
  const api = serveApi(backend);
  const join = (client: ReturnType<typeof api.newUser>, inviteCode: string) => client.rest('POST', '/api/family-groups/join', { inviteCode });
  const wrongCode = (index: number) =>
    `ZZZZZZZ${INVITE_ALPHABET.charAt(Math.floor(index / INVITE_ALPHABET.length))}${INVITE_ALPHABET.charAt(index % INVITE_ALPHABET.length)}`;

  it('answers 429 once a user has tried too many wrong codes, even for a right one, on both transports', async () => {
    const owner = api.newUser();
    const { inviteCode } = Created.parse((await owner.rest('POST', '/api/family-groups', { name: 'Nyumbani' })).body);
    const guesser = api.newUser();
    await guesser.rest('POST', '/api/family-groups', { name: 'Mine' }); // a write gives the guesser a lasting session
    for (let attempt = 0; attempt < WRONG_CODES_ALLOWED.user; attempt += 1) expect((await join(guesser, wrongCode(attempt))).status).toBe(404);
    expect(await join(guesser, inviteCode)).toMatchObject({ status: 429, body: { error: 'rate_limited', field: 'inviteCode' } });
    const overGraphQL = await guesser.error('mutation($input: JoinFamilyGroupInput!) { joinFamilyGroup(input: $input) { id } }', {
      input: { inviteCode },
    });
    expect(overGraphQL).toMatchObject({ code: 'RATE_LIMITED', field: 'inviteCode' });
  });

  it('answers 429 to a client address that guesses as ever-new users', async () => {
    const owner = api.newUser();
    const { inviteCode } = Created.parse((await owner.rest('POST', '/api/family-groups', { name: 'Chama' })).body);
    // The address has spent the first test's wrong codes already.
    for (let attempt = WRONG_CODES_ALLOWED.user; attempt < WRONG_CODES_ALLOWED.client; attempt += 1) {
      expect((await join(api.newUser(), wrongCode(attempt))).status).toBe(404);
    }
    expect(await join(api.newUser(), inviteCode)).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    const overGraphQL = await api.newUser().error('mutation($input: JoinFamilyGroupInput!) { joinFamilyGroup(input: $input) { id } }', {
      input: { inviteCode },
    });
    expect(overGraphQL).toMatchObject({ code: 'RATE_LIMITED', field: 'inviteCode' });
  });
});
