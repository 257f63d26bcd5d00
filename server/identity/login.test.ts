import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { expenseRegistry, legacyExpenseStream } from '../../events/expense/events.ts';
import { createEventStore } from '../../events/store/eventStore.ts';
import { PROJECTIONS } from '../../projections/all.ts';
import { auditProjection } from '../../projections/audit.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { createMemorySender } from '../../test/support/codes.ts';
import type { Device } from '../../test/support/device.ts';
import { newDevice } from '../../test/support/device.ts';
import { logLines, useTestServer } from '../../test/support/server.ts';

const Me = z.object({ id: z.uuid(), username: z.string().nullable() });
const Expenses = z.array(z.object({ id: z.uuid(), description: z.string() }));
const HistoryQuery = '{ me { id history { type data } } }';
const History = z.object({ me: z.object({ id: z.string(), history: z.array(z.object({ type: z.string(), data: z.unknown() })) }) });
const Merge = z.object({ fromUserId: z.uuid(), expenses: z.array(z.object({ from: z.uuid(), to: z.uuid() })) });

const spend = (device: Device, description: string, amount: string) =>
  device.rest('POST', '/api/expenses', { description, amount, currency: 'KES', category: 'food' });

describe.each(databaseBackends())('phone login on $name', (backend) => {
  const sender = createMemorySender();
  const server = useTestServer(backend, { codeSender: sender });

  const me = async (device: Device) => Me.parse((await device.rest('GET', '/api/users/me')).body);
  const week = async (device: Device) => Expenses.parse((await device.rest('GET', '/api/expenses/weekly')).body);

  async function logIn(device: Device, phone: string, country: string, e164: string) {
    const asked = await device.rest('POST', '/api/auth/request-code', { phone, country });
    expect(asked).toMatchObject({ status: 202, body: { expiresAt: expect.any(String) } });
    return device.rest('POST', '/api/auth/verify', { phone, country, code: sender.lastCode(e164) });
  }

  it('gives a new number to the device user, who keeps their id and data', async () => {
    const device = newDevice(server.url);
    const before = await me(device);
    expect(before.username).toBeNull();
    await spend(device, 'Chai', '30');
    const verified = await logIn(device, '0722 000 111', 'KE', '+254722000111');
    expect(verified).toMatchObject({ status: 200, body: { id: before.id, username: '+254722000111' } });
    expect(await me(device)).toMatchObject({ id: before.id, username: '+254722000111' });
    expect((await week(device)).map((expense) => expense.description)).toEqual(['Chai']);
  });

  it("moves an anonymous device's expenses into the number's user as events, then logs out to a fresh user", async () => {
    const phoneA = newDevice(server.url);
    await spend(phoneA, 'Lunch', '250');
    const owner = Me.parse((await logIn(phoneA, '+254 733 000 222', 'KE', '+254733000222')).body);

    const laptop = newDevice(server.url);
    const anonymous = await me(laptop);
    await spend(laptop, 'Matatu', '100');
    await spend(laptop, 'Airtime', '50');
    const oldIds = (await week(laptop)).map((expense) => expense.id);

    const verified = await logIn(laptop, '0733 000 222', 'KE', '+254733000222');
    expect(verified).toMatchObject({ status: 200, body: { id: owner.id, username: '+254733000222' } });
    expect(await me(laptop)).toEqual(expect.objectContaining({ id: owner.id }));
    const merged = await week(laptop);
    expect(merged.map((expense) => expense.description).sort()).toEqual(['Airtime', 'Lunch', 'Matatu']);
    expect(await week(phoneA)).toEqual(merged);

    // The history says what happened: which user came in.
    const { me: history } = History.parse(await laptop.data(HistoryQuery));
    const mergeEvent = history.history.find((event) => event.type === 'AnonymousUserMerged');
    const transfer = Merge.parse(mergeEvent?.data);
    expect(transfer.fromUserId).toBe(anonymous.id);
    // No id clashed with the account's: each expense kept its id, so the device's offline copy still names it.
    expect(transfer.expenses).toEqual([]);
    expect(merged.filter((e) => e.description !== 'Lunch').map((e) => e.id).sort()).toEqual([...oldIds].sort());
    const [anonymousStream] = await server.db.query<{ types: string[] }>(
      `select array_agg(type order by stream_position) as types from events where stream_id = $1`,
      [`user-${anonymous.id}`],
    );
    expect(anonymousStream?.types).toEqual(['UserCreated', 'UserMergedInto']);

    for (const projection of PROJECTIONS) expect((await auditProjection(server.db, projection)).differences).toEqual([]);

    const cookie = laptop.cookies.at(-1);
    expect(await laptop.rest('POST', '/api/auth/logout')).toEqual({ status: 204, body: undefined });
    expect(laptop.cookies.at(-1)).not.toBe(cookie);
    const fresh = await me(laptop);
    expect(fresh).toMatchObject({ username: null });
    expect(fresh.id).not.toBe(owner.id);
    expect(await week(laptop)).toEqual([]);
    // The fresh user is only read so far: nothing about it is stored until it writes.
    expect(await server.db.query('select 1 from sessions where user_id = $1', [fresh.id])).toHaveLength(0);
    expect(await me(phoneA)).toMatchObject({ id: owner.id });
  });

  it("merges expenses whose ids the account already uses, and legacy expense-<id> streams, and leaves deleted ones", async () => {
    const phone = newDevice(server.url);
    await spend(phone, 'Lunch', '250');
    const owner = Me.parse((await logIn(phone, '+254 733 000 555', 'KE', '+254733000555')).body);
    const [lunch] = await week(phone);

    const laptop = newDevice(server.url);
    const anonymous = await me(laptop);
    // Ids are per user: the laptop may use the account's id for an expense of its own.
    expect((await laptop.rest('POST', '/api/expenses', { id: lunch?.id, description: 'Chai', amount: '30', currency: 'KES' })).status).toBe(201);
    const soda = Expenses.element.parse((await spend(laptop, 'Soda', '60')).body);
    expect((await laptop.rest('DELETE', `/api/expenses/${soda.id}`)).status).toBe(204);
    // An expense from before per-user ids, as a deployed database holds it.
    const legacyId = randomUUID();
    const commandId = randomUUID();
    const at = new Date().toISOString();
    await createEventStore(server.db, expenseRegistry).append(
      legacyExpenseStream(legacyId),
      [{ type: 'ExpenseRecorded', data: { expenseId: legacyId, description: 'Unga', amount: '120.00', currency: 'KES',
        category: 'food', language: 'sw', originalText: null, spentAt: at } }],
      { streamType: 'expense', ownerId: anonymous.id, expectedVersion: 0, commandId, payloadHash: commandId,
        metadata: { userId: anonymous.id, commandId, occurredAt: at, timeZone: 'Africa/Nairobi' } },
    );

    expect(await logIn(laptop, '0733 000 555', 'KE', '+254733000555')).toMatchObject({ status: 200, body: { id: owner.id } });
    const merged = await week(laptop);
    expect(merged.map((expense) => expense.description).sort()).toEqual(['Chai', 'Lunch', 'Unga']);
    expect(merged.find((expense) => expense.description === 'Lunch')?.id).toBe(lunch?.id);
    expect(new Set(merged.map((expense) => expense.id)).size).toBe(3);
    const { me: history } = History.parse(await laptop.data(HistoryQuery));
    const transfer = Merge.parse(history.history.find((event) => event.type === 'AnonymousUserMerged')?.data);
    // Only the expense whose id the account already used was recorded again under a new one.
    expect(transfer.expenses.map((moved) => moved.from)).toEqual([lunch?.id]);
    for (const projection of PROJECTIONS) expect((await auditProjection(server.db, projection)).differences).toEqual([]);
  });

  it('answers a wrong code with 400 naming the field, a 6th code in the hour with 429', async () => {
    const device = newDevice(server.url);
    const body = { phone: '0744 000 333', country: 'KE' };
    expect((await device.rest('POST', '/api/auth/request-code', body)).status).toBe(202);
    const right = sender.lastCode('+254744000333');
    const wrong = right === '000000' ? '000001' : '000000';
    expect(await device.rest('POST', '/api/auth/verify', { ...body, code: wrong })).toEqual({
      status: 400, body: { error: 'validation', message: 'That code did not work; check it or ask for a new one', field: 'code', reason: 'codeRefused' },
    });
    expect(await device.rest('POST', '/api/auth/verify', { ...body, code: '12345' })).toMatchObject({ status: 400, body: { field: 'code' } });
    expect(await device.rest('POST', '/api/auth/request-code', { phone: '0744', country: 'KE' })).toMatchObject({
      status: 400, body: { message: 'phone: Enter a valid Kenya phone number', field: 'phone' },
    });
    expect(await device.rest('POST', '/api/auth/request-code', { phone: '0744 000 333', country: 'XX' })).toMatchObject({
      status: 400, body: { field: 'country' },
    });
    for (let sent = 2; sent <= 5; sent += 1) expect((await device.rest('POST', '/api/auth/request-code', body)).status).toBe(202);
    expect(await device.rest('POST', '/api/auth/request-code', body)).toMatchObject({ status: 429, body: { error: 'rate_limited', field: 'phone' } });
    expect((await me(device)).username).toBeNull();
  });

  it('logs in and out over GraphQL with the same rules', async () => {
    const device = newDevice(server.url);
    const input = { phone: '+91 98765 00444', country: 'IN' };
    const asked = await device.data('mutation($input: RequestLoginCodeInput!) { requestLoginCode(input: $input) { expiresAt resendAfter } }', { input });
    expect(asked).toEqual({ requestLoginCode: { expiresAt: expect.any(String), resendAfter: null } });
    const verify = 'mutation($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { id username country } }';
    const wrong = await device.gql(verify, { input: { ...input, code: 'abcdef' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'code: Enter the 6-digit verification code', extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    const done = await device.data(verify, { input: { ...input, code: sender.lastCode('+919876500444') } });
    expect(done).toMatchObject({ verifyLoginCode: { username: '+919876500444' } });
    const out = await device.data('mutation { logout { id username } }');
    expect(out).toMatchObject({ logout: { username: null } });
    expect(await device.data('{ me { id timeZone } }')).toEqual({ me: { id: z.object({ logout: z.object({ id: z.string() }) }).parse(out).logout.id, timeZone: 'Africa/Nairobi' } });
  });

  it('never writes a whole phone number to the log', () => {
    const log = logLines.join('');
    for (const national of ['722000111', '733000222', '744000333', '9876500444']) expect(log).not.toContain(national);
    expect(log).toContain('***0222');
  });
});
