// Money lent and borrowed over real HTTP: both transports through the same functions, repayments
// lower what is outstanding exactly once, a change follows through to what is outstanding, another user's entries answer 404 and another user id 403,
// bad input is 400 naming its field, and nothing is written when a request is refused.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import { eventCount, serveApi } from './client.ts';

const Iou = z.object({
  id: z.uuid(), person: z.string(), phone: z.string().nullable(), direction: z.enum(['lent', 'borrowed']), amount: z.string(),
  currency: z.string(), dueDate: z.string().nullable(), note: z.string().nullable(), outstanding: z.string(), repaid: z.string(), settled: z.boolean(),
});
const CHANGE = 'mutation C($input: ChangeIouInput!) { changeIou(input: $input) { person amount dueDate note outstanding settled } }';
const Field = z.object({ field: z.string() });
const lent = (overrides: Record<string, unknown> = {}) => ({ person: 'Juma', direction: 'lent', amount: '500', currency: 'KES', ...overrides });

describe.each(databaseBackends())('IOU API on $name', (backend) => {
  const api = serveApi(backend);

  it('records, repays down to settled and nets per person, by REST and GraphQL', async () => {
    const user = api.newUser();
    const created = await user.rest('POST', '/api/ious', lent({ phone: '+254 712 345678' }));
    expect(created.status).toBe(201);
    const juma = Iou.parse(created.body);
    expect(juma).toMatchObject({ person: 'Juma', phone: '+254712345678', amount: '500.00', outstanding: '500.00', settled: false });
    const repaid = await user.rest('POST', `/api/ious/${juma.id}/repayments`, { amount: '200' });
    expect(repaid.status).toBe(201);
    expect(Iou.parse(repaid.body)).toMatchObject({ outstanding: '300.00', repaid: '200.00', settled: false });
    const data = await user.data(
      'mutation R($input: RecordIouInput!) { recordIou(input: $input) { id direction outstanding } }',
      { input: { person: 'juma ', direction: 'borrowed', amount: '120.50', currency: 'KES' } },
    );
    expect(data.recordIou).toMatchObject({ direction: 'borrowed', outstanding: '120.50' });
    await user.rest('POST', '/api/ious', lent({ person: 'Amina', direction: 'borrowed', amount: '200', currency: 'USD' }));
    expect((await user.rest('GET', '/api/ious/people')).body).toEqual([
      { person: 'Amina', currency: 'USD', net: '-200.00' },
      { person: 'Juma', currency: 'KES', net: '179.50' },
    ]);
    const settle = await user.data(
      'mutation P($input: RepayIouInput!) { repayIou(input: $input) { outstanding settled } }',
      { input: { iouId: juma.id, amount: '300' } },
    );
    expect(settle.repayIou).toEqual({ outstanding: '0.00', settled: true });
    const list = z.array(Iou).parse((await user.rest('GET', `/api/ious?userId=${await user.userId()}`)).body);
    expect(list.map((iou) => [iou.person, iou.outstanding, iou.settled])).toEqual([
      ['Amina', '200.00', false], ['juma', '120.50', false], ['Juma', '0.00', true],
    ]);
    expect((await user.rest('DELETE', `/api/ious/${juma.id}`)).status).toBe(204);
    expect(await user.data('{ ious { person } iouPeople { person net } }')).toEqual({
      ious: [{ person: 'Amina' }, { person: 'juma' }],
      iouPeople: [{ person: 'Amina', net: '-200.00' }, { person: 'juma', net: '-120.50' }],
    });
  });

  it('refuses a repayment above what is outstanding as 400 naming amount, appending nothing', async () => {
    const user = api.newUser();
    const iou = Iou.parse((await user.rest('POST', '/api/ious', lent())).body);
    await user.rest('POST', `/api/ious/${iou.id}/repayments`, { amount: '200' });
    const before = await eventCount(api.db, await user.userId());
    const answer = await user.rest('POST', `/api/ious/${iou.id}/repayments`, { amount: '300.01' });
    expect({ status: answer.status, field: Field.parse(answer.body).field }).toEqual({ status: 400, field: 'amount' });
    const gql = await user.error('mutation P($input: RepayIouInput!) { repayIou(input: $input) { id } }', { input: { iouId: iou.id, amount: '301' } });
    expect({ code: gql.code, field: gql.field }).toEqual({ code: 'BAD_USER_INPUT', field: 'amount' });
    expect(await eventCount(api.db, await user.userId())).toBe(before);
  });

  it('never loses a repayment to a concurrent one: two of 300 on 500 outstanding, one is refused', async () => {
    const user = api.newUser();
    const iou = Iou.parse((await user.rest('POST', '/api/ious', lent())).body);
    const answers = await Promise.all([1, 2].map(() => user.rest('POST', `/api/ious/${iou.id}/repayments`, { amount: '300' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const [after] = z.array(Iou).parse((await user.rest('GET', '/api/ious')).body);
    expect(after?.outstanding).toBe('200.00');
  });

  it('recognises a retried record and a retried repayment, recording each once', async () => {
    const user = api.newUser();
    const body = lent({ id: randomUUID() });
    const [first, second] = [await user.rest('POST', '/api/ious', body), await user.rest('POST', '/api/ious', body)];
    expect([first.status, second.status]).toEqual([201, 200]);
    const repayment = { id: randomUUID(), amount: '100' };
    const path = `/api/ious/${Iou.parse(first.body).id}/repayments`;
    const [once, again] = [await user.rest('POST', path, repayment), await user.rest('POST', path, repayment)];
    expect([once.status, again.status]).toEqual([201, 200]);
    expect(Iou.parse(again.body).outstanding).toBe('400.00');
    const byCommand = { iouId: Iou.parse(first.body).id, amount: '50', commandId: randomUUID() };
    const repay = 'mutation P($input: RepayIouInput!) { repayIou(input: $input) { outstanding } }';
    expect(await user.data(repay, { input: byCommand })).toEqual(await user.data(repay, { input: byCommand }));
    expect(z.array(Iou).parse((await user.rest('GET', '/api/ious')).body).map((iou) => iou.outstanding)).toEqual(['350.00']);
  });

  it("answers 404 for another user's IOU and 403 for another user id, changing nothing", async () => {
    const owner = api.newUser();
    const stranger = api.newUser();
    const iou = Iou.parse((await owner.rest('POST', '/api/ious', lent())).body);
    const ownerId = await owner.userId();
    const before = await eventCount(api.db, ownerId);
    const answers = await Promise.all([
      stranger.rest('POST', `/api/ious/${iou.id}/repayments`, { amount: '1' }),
      stranger.rest('DELETE', `/api/ious/${iou.id}`),
      stranger.rest('POST', '/api/ious/not-a-uuid/repayments', { amount: '1' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    const forbidden = await Promise.all([
      stranger.rest('POST', '/api/ious', lent({ userId: ownerId })),
      stranger.rest('GET', `/api/ious?userId=${ownerId}`),
      stranger.rest('GET', `/api/ious/people?userId=${ownerId}`),
      stranger.rest('POST', `/api/ious/${iou.id}/repayments`, { amount: '1', userId: ownerId }),
    ]);
    expect(forbidden.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    const overGraphQL = await Promise.all([
      stranger.error('mutation D($input: DeleteIouInput!) { deleteIou(input: $input) }', { input: { id: iou.id } }),
      stranger.error('mutation P($input: RepayIouInput!) { repayIou(input: $input) { id } }', { input: { iouId: iou.id, amount: '1' } }),
    ]);
    expect(overGraphQL.map((answer) => answer.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect(await eventCount(api.db, ownerId)).toBe(before);
    expect((await stranger.rest('GET', '/api/ious')).body).toEqual([]);
    expect((await stranger.rest('GET', '/api/ious/people')).body).toEqual([]);
  });

  it('changes an IOU by REST and GraphQL: what is outstanding follows the amount, null clears the due date', async () => {
    const user = api.newUser();
    const juma = Iou.parse((await user.rest('POST', '/api/ious', lent({ dueDate: '2026-12-24', note: 'kodi' }))).body);
    await user.rest('POST', `/api/ious/${juma.id}/repayments`, { amount: '200' });
    const changed = await user.rest('PATCH', `/api/ious/${juma.id}`, { amount: '5000', phone: '0712 345678' });
    expect(changed.status).toBe(200);
    expect(Iou.parse(changed.body)).toMatchObject({ amount: '5000.00', repaid: '200.00', outstanding: '4800.00', phone: '+254712345678', settled: false });
    const data = await user.data(CHANGE, { input: { id: juma.id, person: 'Juma Otieno', dueDate: null, note: '' } });
    expect(data.changeIou).toEqual({ person: 'Juma Otieno', amount: '5000.00', dueDate: null, note: null, outstanding: '4800.00', settled: false });
    const settled = await user.rest('PATCH', `/api/ious/${juma.id}`, { amount: '200', note: null });
    expect(Iou.parse(settled.body)).toMatchObject({ outstanding: '0.00', settled: true });
    expect((await user.rest('GET', '/api/ious/people')).body).toEqual([{ person: 'Juma Otieno', currency: 'KES', net: '0.00' }]);
  });

  it('refuses an amount below what was repaid, nothing at all, and direction or currency, as 400 writing nothing', async () => {
    const user = api.newUser();
    const iou = Iou.parse((await user.rest('POST', '/api/ious', lent())).body);
    await user.rest('POST', `/api/ious/${iou.id}/repayments`, { amount: '200' });
    const userId = await user.userId();
    const before = await eventCount(api.db, userId);
    const below = await user.rest('PATCH', `/api/ious/${iou.id}`, { amount: '199.99' });
    expect(below).toMatchObject({ status: 400, body: { field: 'amount', message: 'amount must be at least the 200.00 repaid' } });
    const gql = await user.error(CHANGE, { input: { id: iou.id, amount: '100' } });
    expect({ code: gql.code, field: gql.field }).toEqual({ code: 'BAD_USER_INPUT', field: 'amount' });
    for (const body of [{}, { currency: 'USD' }, { direction: 'borrowed' }]) {
      const answer = await user.rest('PATCH', `/api/ious/${iou.id}`, body);
      expect(answer).toMatchObject({ status: 400, body: { message: 'Give at least one of person, phone, amount, dueDate or note' } });
    }
    expect(await eventCount(api.db, userId)).toBe(before);
  });

  it("answers 404 for another user's IOU and 403 for another user id on a change, and a retried change writes once", async () => {
    const owner = api.newUser();
    const stranger = api.newUser();
    const iou = Iou.parse((await owner.rest('POST', '/api/ious', lent())).body);
    const ownerId = await owner.userId();
    const before = await eventCount(api.db, ownerId);
    expect((await stranger.rest('PATCH', `/api/ious/${iou.id}`, { amount: '1' })).status).toBe(404);
    expect((await stranger.rest('PATCH', `/api/ious/${iou.id}`, { amount: '1', userId: ownerId })).status).toBe(403);
    expect((await stranger.error(CHANGE, { input: { id: iou.id, amount: '1' } })).code).toBe('NOT_FOUND');
    expect(await eventCount(api.db, ownerId)).toBe(before);
    const retried = { amount: '5000', commandId: randomUUID() };
    const [once, again] = [await owner.rest('PATCH', `/api/ious/${iou.id}`, retried), await owner.rest('PATCH', `/api/ious/${iou.id}`, retried)];
    expect([once.status, again.status, Iou.parse(again.body).amount]).toEqual([200, 200, '5000.00']);
    expect(await owner.data(CHANGE, { input: { id: iou.id, ...retried } })).toMatchObject({ changeIou: { amount: '5000.00' } });
    expect(await eventCount(api.db, ownerId)).toBe(before + 1);
  });

  it('counts money lent outstanding as an asset and money borrowed as a debt in net worth and its history', async () => {
    const user = api.newUser();
    const juma = Iou.parse((await user.rest('POST', '/api/ious', lent())).body);
    await user.rest('POST', '/api/ious', lent({ person: 'Amina', direction: 'borrowed', amount: '200' }));
    await user.rest('POST', `/api/ious/${juma.id}/repayments`, { amount: '200' });
    const worth = await user.data('{ netWorth { currency assets liquidAssets debts netWorth history { netWorth } } }');
    expect(worth.netWorth).toEqual({
      currency: 'KES', assets: '300.00', liquidAssets: '0.00', debts: '200.00', netWorth: '100.00',
      history: [{ netWorth: '500.00' }, { netWorth: '300.00' }, { netWorth: '100.00' }],
    });
  });

  it('tells money lent or borrowed from an expense in the analyze call, over REST and GraphQL', async () => {
    const user = api.newUser();
    const rest = await user.rest('POST', '/api/expenses/analyze', { text: 'nimemkopesha Juma 500', language: 'sw' });
    expect(rest.body).toMatchObject({ kind: 'iou', saving: null, iou: { direction: 'lent', person: 'Juma', amount: '500.00' } });
    const data = await user.data('{ a: analyzeExpense(text: "borrowed 200 from Amina", language: "en") { kind iou { direction person amount } } '
      + 'b: analyzeExpense(text: "nimenunua chakula 500", language: "sw") { kind iou { direction } } }');
    expect(data).toEqual({ a: { kind: 'iou', iou: { direction: 'borrowed', person: 'Amina', amount: '200.00' } }, b: { kind: 'expense', iou: null } });
  });

  it.each([
    [{ amount: '0' }, 'amount'], [{ amount: '-5' }, 'amount'], [{ amount: '1.005' }, 'amount'], [{ currency: 'XYZ' }, 'currency'],
    [{ direction: 'gave' }, 'direction'], [{ person: '' }, 'person'], [{ person: 'x'.repeat(101) }, 'person'],
    [{ phone: '12' }, 'phone'], [{ date: '2026-02-30' }, 'date'], [{ date: '2999-01-01' }, 'date'], [{ dueDate: 'soon' }, 'dueDate'],
  ])('refuses an IOU with %o as 400 naming %s, appending nothing', async (overrides: Record<string, unknown>, field) => {
    const user = api.newUser();
    const userId = await user.userId();
    const before = await eventCount(api.db, userId);
    const answer = await user.rest('POST', '/api/ious', lent(overrides));
    expect({ status: answer.status, field: Field.parse(answer.body).field }).toEqual({ status: 400, field });
    expect(await eventCount(api.db, userId)).toBe(before);
  });

  // Issue 31, P6: ids are per user like expense ids: another user's id is never "already exists".
  it('keeps IOU ids per user: the same id from another user is another IOU, and each changes only its own', async () => {
    const first = api.newUser();
    const second = api.newUser();
    const id = randomUUID();
    const mine = await first.rest('POST', '/api/ious', lent({ id, person: 'Juma', amount: '500' }));
    expect(mine.status).toBe(201);
    const theirs = await second.rest('POST', '/api/ious', lent({ id, person: 'Wanjiru', amount: '300' }));
    expect({ status: theirs.status, body: theirs.body }).toMatchObject({ status: 201, body: { id, person: 'Wanjiru', amount: '300.00' } });
    expect((await second.rest('POST', '/api/ious', lent({ id, person: 'Wanjiru', amount: '300' }))).status).toBe(200);
    expect((await second.rest('POST', `/api/ious/${id}/repayments`, { amount: '100' })).status).toBe(201);
    expect((await first.rest('DELETE', `/api/ious/${id}`)).status).toBe(204);
    expect((await first.rest('GET', '/api/ious')).body).toEqual([]);
    expect(z.array(Iou).parse((await second.rest('GET', '/api/ious')).body).map((iou) => [iou.id, iou.person, iou.outstanding]))
      .toEqual([[id, 'Wanjiru', '200.00']]);
  });
});
