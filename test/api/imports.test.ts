// Payment messages become expenses over both transports (issue 17): each payment recorded once
// however often it comes, reversals remove what they name, one request writes all or nothing.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { databaseBackends } from '../support/backends.ts';
import type { Client } from './client.ts';
import { eventCount, historyTypes, serveApi } from './client.ts';

const TAIL = 'Amount you can transact within the day is 499,750.00.';
const JAVA = `SCL4ABC123 Confirmed. Ksh250.00 paid to JAVA HOUSE KIMATHI ST. on 12/3/24 at 1:05 PM.New M-PESA balance is Ksh1,234.56. Transaction cost, Ksh0.00. ${TAIL}`;
const KPLC = `SCL4ABC124 Confirmed. Ksh1,500.00 sent to KPLC PREPAID for account 54404123456 on 12/3/24 at 7:30 AM New M-PESA balance is Ksh2,100.00. Transaction cost, Ksh23.00.${TAIL}`;
const KAMAU = `SCL4ABC125 Confirmed. Ksh500.00 sent to JOHN KAMAU 0712345678 on 12/3/24 at 6:15 PM. New M-PESA balance is Ksh1,600.00. Transaction cost, Ksh7.00. ${TAIL}`;
const REVERSED = 'SCL4ABC129 Confirmed. Transaction SCL4ABC125 has been reversed. Your account balance is now Ksh2,107.00.';
const UNKNOWN_REVERSAL = 'SCQ5NOP678 Confirmed. Transaction SCP4YZA999 has been reversed. Your account balance is now Ksh4,950.00.';
const RECEIVED = 'SCL4ABC128 Confirmed.You have received Ksh1,000.00 from JANE WANJIKU 0722123456 on 12/3/24 at 9:10 AM  New M-PESA balance is Ksh2,500.00.';
// No transaction code: known by its text, whitespace aside.
const KFC = 'You spent ZAR 145.50 at KFC MENLYN on 16/03/2024 19:05.';

const paste = (...messages: string[]) => messages.join('\r\n\r\n');

const Source = z.object({ provider: z.string(), reference: z.string().nullable(), role: z.enum(['payment', 'fee']), message: z.number() });
const Imported = z.object({ id: z.string(), description: z.string(), amount: z.string(), currency: z.string(), category: z.string(), createdAt: z.string(), source: Source });
const Answer = z.object({
  imported: z.array(Imported),
  duplicates: z.array(z.object({ message: z.number(), text: z.string(), expenseIds: z.array(z.string()) })),
  reversed: z.array(z.object({ message: z.number(), text: z.string(), reference: z.string(), expenseIds: z.array(z.string()) })),
  skipped: z.array(z.object({ message: z.number(), text: z.string(), reason: z.string() })),
});
type Answer = z.infer<typeof Answer>;

const IMPORT = `mutation($text: String!, $dryRun: Boolean, $choices: [ImportChoiceInput!]) {
  importMessages(text: $text, dryRun: $dryRun, choices: $choices) {
    imported { id description amount currency category createdAt source { provider reference role message } }
    duplicates { message text expenseIds }
    reversed { message text reference expenseIds }
    skipped { message text reason }
  }
}`;

async function rest(client: Client, body: Record<string, unknown>): Promise<Answer> {
  const answer = await client.rest('POST', '/api/expenses/import', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Answer.parse(answer.body);
}

async function gql(client: Client, variables: Record<string, unknown>): Promise<Answer> {
  return Answer.parse((await client.data(IMPORT, variables)).importMessages);
}

const summary = (answer: Answer) => answer.imported.map(({ description, amount, category, source }) => [source.message, source.role, description, amount, category]);

describe.each(databaseBackends())('importing payment messages on $name', (backend) => {
  const api = serveApi(backend);

  it("names a fee line in the person's language over both transports, and knows a forwarded message again (issue 33 point 12)", async () => {
    const user = api.newUser();
    expect((await user.rest('PATCH', '/api/users/me', { language: 'sw' })).status).toBe(200);
    const fees = (answer: Answer) => answer.imported.filter(({ source }) => source.role === 'fee').map(({ description, amount }) => [description, amount]);
    const preview = await gql(user, { text: KPLC, dryRun: true });
    expect(fees(preview)).toEqual([['Gharama ya muamala ya M-Pesa', '23.00']]);
    expect(fees(await rest(user, { text: KAMAU }))).toEqual([['Gharama ya muamala ya M-Pesa', '7.00']]);
    // Screens in English, voice in Swahili: the line is read on the screens.
    expect((await user.rest('PATCH', '/api/users/me', { interfaceLanguage: 'en' })).status).toBe(200);
    expect(fees(await gql(user, { text: KPLC }))).toEqual([['M-Pesa transaction cost', '23.00']]);
    // Forwarded, quoted or copied from a chat, the same message is the same: its code is kept.
    const again = await rest(user, { text: paste(`Fwd: ${KPLC}`, `> ${KAMAU}`, `Forwarded message:\n${KFC}`) });
    expect(again.imported.map(({ source }) => source.message)).toEqual([2]);
    expect(again.duplicates.map(({ message }) => message)).toEqual([0, 1]);
    expect((await rest(user, { text: KFC })).duplicates.map(({ message }) => message)).toEqual([0]);
  });

  it('records each payment and its fee once, whether sent again, repeated in one paste or sent over GraphQL', async () => {
    const user = api.newUser();
    const first = await rest(user, { text: paste(JAVA, KPLC, RECEIVED, JAVA) });
    expect(summary(first)).toEqual([
      [0, 'payment', 'JAVA HOUSE KIMATHI ST', '250.00', 'food'],
      [1, 'payment', 'KPLC PREPAID', '1500.00', 'bills'],
      [1, 'fee', 'M-Pesa transaction cost', '23.00', 'bills'],
    ]);
    // The message's own day, however old; its hour is read in the user's zone (the parser's table tests that).
    expect(first.imported[0]).toMatchObject({ currency: 'KES', createdAt: expect.stringMatching(/^2024-03-1[23]T/), source: { provider: 'mpesa', reference: 'SCL4ABC123' } });
    expect(first.skipped).toEqual([{ message: 2, text: RECEIVED, reason: 'received' }]);
    const javaId = first.imported[0]?.id;
    expect(first.duplicates).toEqual([{ message: 3, text: JAVA, expenseIds: [javaId] }]);

    const userId = await user.userId();
    const events = await eventCount(api.db, userId);
    const again = await rest(user, { text: paste(KPLC, JAVA) });
    expect(again.imported).toEqual([]);
    expect(again.duplicates.map(({ message, expenseIds }) => [message, expenseIds])).toEqual([
      [0, [first.imported[1]?.id, first.imported[2]?.id]],
      [1, [javaId]],
    ]);
    const overGraphql = await gql(user, { text: JAVA });
    expect(overGraphql.imported).toEqual([]);
    expect(overGraphql.duplicates).toEqual([{ message: 0, text: JAVA, expenseIds: [javaId] }]);
    expect(await eventCount(api.db, userId)).toBe(events);
  });

  it('knows a message without a transaction code by its text, whatever its spacing', async () => {
    const user = api.newUser();
    const first = await gql(user, { text: paste(KFC, KFC.replace(' on 16', '\non 16').replace(' at ', '\tat  ')) });
    expect(summary(first)).toEqual([[0, 'payment', 'KFC MENLYN', '145.50', 'food']]);
    expect(first.imported[0]?.source).toEqual({ provider: 'general', reference: null, role: 'payment', message: 0 });
    expect(first.duplicates.map((duplicate) => duplicate.message)).toEqual([1]);
    const again = await rest(user, { text: `  ${KFC}\n` });
    expect(again.imported).toEqual([]);
    expect(again.duplicates).toEqual([{ message: 0, text: KFC, expenseIds: [first.imported[0]?.id] }]);
  });

  it('leaves out an unticked entry and takes a chosen category', async () => {
    const user = api.newUser();
    const answer = await rest(user, {
      text: paste(KAMAU),
      choices: [{ message: 0, role: 'fee', include: false }, { message: 0, role: 'payment', category: 'business' }],
    });
    expect(summary(answer)).toEqual([[0, 'payment', 'JOHN KAMAU', '500.00', 'business']]);
    const overGraphql = await gql(api.newUser(), {
      text: paste(KAMAU),
      choices: [{ message: 0, role: 'fee', include: false, category: null }, { message: 0, role: 'payment', include: null, category: 'business' }],
    });
    expect(summary(overGraphql)).toEqual(summary(answer));
    expect(await api.newUser().error(IMPORT, { text: KAMAU, choices: [{ message: 0, role: 'tip' }] })).toMatchObject({
      code: 'BAD_USER_INPUT', field: 'choices.0.role',
    });
  });

  it('dates a message without a date at the import, and lists the expense with its source on both transports', async () => {
    const user = api.newUser();
    const undated = 'SCL7TODAY1 Confirmed. Ksh120.00 paid to MAMA MBOGA SHOP. New M-PESA balance is Ksh880.00. Transaction cost, Ksh0.00.';
    const [imported] = (await rest(user, { text: undated })).imported;
    const today = await user.rest('GET', '/api/expenses/today');
    expect(today.body).toEqual([expect.objectContaining({ id: imported?.id, source: { provider: 'general', reference: null, role: 'payment' } })]);
    const listed = await user.data('{ todayExpenses { id source { provider reference role message } } }');
    expect(listed).toEqual({ todayExpenses: [{ id: imported?.id, source: { provider: 'general', reference: null, role: 'payment', message: null } }] });
  });

  it('takes the category the user gave the same payee before', async () => {
    const user = api.newUser();
    const [java] = (await rest(user, { text: JAVA })).imported;
    expect((await user.rest('PATCH', `/api/expenses/${java?.id}`, { category: 'business' })).status).toBe(200);
    const later = await gql(user, { text: JAVA.replace('SCL4ABC123', 'SCL9XYZ001') });
    expect(summary(later)).toEqual([[0, 'payment', 'JAVA HOUSE KIMATHI ST', '250.00', 'business']]);
  });

  it('removes a reversed payment and its fee through delete events, once; an unknown reversal is skipped', async () => {
    const user = api.newUser();
    const recorded = await rest(user, { text: KAMAU });
    const ids = recorded.imported.map((expense) => expense.id);
    expect(ids).toHaveLength(2);
    const reversal = await gql(user, { text: paste(REVERSED, UNKNOWN_REVERSAL) });
    expect(reversal.reversed).toEqual([{ message: 0, text: REVERSED, reference: 'SCL4ABC125', expenseIds: ids }]);
    expect(reversal.skipped).toEqual([{ message: 1, text: UNKNOWN_REVERSAL, reason: 'unknown-reversal' }]);
    for (const id of ids) expect(await historyTypes(user, id)).toEqual(['ExpenseRecorded', 'ExpenseDeleted']);
    const again = await rest(user, { text: REVERSED });
    expect(again).toMatchObject({ reversed: [], duplicates: [{ message: 0, expenseIds: ids }] });
  });

  it('records and reverses a payment whose reversal comes first in the same paste', async () => {
    const user = api.newUser();
    const answer = await rest(user, { text: paste(REVERSED, KAMAU) });
    expect(answer.imported.map((expense) => expense.source.message)).toEqual([1, 1]);
    expect(answer.reversed).toEqual([{ message: 0, text: REVERSED, reference: 'SCL4ABC125', expenseIds: answer.imported.map((expense) => expense.id) }]);
    expect(await historyTypes(user, answer.imported[0]?.id ?? '')).toEqual(['ExpenseRecorded', 'ExpenseDeleted']);
  });

  it('gives another user importing the same text their own expenses', async () => {
    const [amina, baraka] = [api.newUser(), api.newUser()];
    const hers = await rest(amina, { text: paste(JAVA, KPLC) });
    const his = await gql(baraka, { text: paste(JAVA, KPLC) });
    expect(summary(his)).toEqual(summary(hers));
    const [herIds, hisIds] = [hers.imported.map((row) => row.id), his.imported.map((row) => row.id)];
    expect(hisIds.filter((id) => herIds.includes(id))).toEqual([]);
    // Her reversal is hers alone: his expenses stay.
    await rest(amina, { text: paste(KAMAU, REVERSED) });
    expect((await rest(baraka, { text: REVERSED })).skipped.map((row) => row.reason)).toEqual(['unknown-reversal']);
    const byId = await Promise.all(hisIds.map((id) => historyTypes(baraka, id)));
    expect(byId).toEqual([['ExpenseRecorded'], ['ExpenseRecorded'], ['ExpenseRecorded']]);
    // One user's expense is not found by another.
    expect(await baraka.error('query History($id: ID!) { history(id: $id) { type } }', { id: herIds[0] })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a dry run as the real import would and records nothing', async () => {
    const user = api.newUser();
    const userId = await user.userId();
    const before = await eventCount(api.db, userId);
    const dry = await rest(user, { text: paste(JAVA, KPLC, RECEIVED), dryRun: true });
    const overGraphql = await gql(user, { text: paste(JAVA, KPLC, RECEIVED), dryRun: true });
    expect(overGraphql).toEqual(dry);
    expect(await eventCount(api.db, userId)).toBe(before);
    const real = await rest(user, { text: paste(JAVA, KPLC, RECEIVED) });
    expect(real).toEqual(dry);
    expect((await rest(user, { text: JAVA, dryRun: true })).duplicates).toHaveLength(1);
  });

  it('refuses bad input naming the field: 400 for text and choices, 413 past 256 KiB or 500 messages, 403 for another user id', async () => {
    const user = api.newUser();
    const refused = async (body: unknown) => {
      const answer = await user.rest('POST', '/api/expenses/import', body);
      const { field, reason } = z.object({ field: z.string().optional(), reason: z.string().optional() }).parse(answer.body);
      return { status: answer.status, field, ...(reason ? { reason } : {}) };
    };
    expect(await refused({})).toEqual({ status: 400, field: 'text' });
    expect(await refused({ text: '  \n ' })).toEqual({ status: 400, field: 'text' });
    expect(await refused({ text: 42 })).toEqual({ status: 400, field: 'text' });
    expect(await refused({ text: JAVA, choices: [{ message: 0, role: 'tip' }] })).toMatchObject({ status: 400, field: expect.stringMatching(/^choices/) });
    expect(await refused({ text: JAVA, choices: [{ message: 3, role: 'fee' }] })).toEqual({ status: 400, field: 'choices' });
    expect(await refused({ text: JAVA, userId: '00000000-0000-4000-8000-000000000000' })).toEqual({ status: 403, field: undefined });
    const big = 'x'.repeat(257 * 1024);
    expect(await refused({ text: big })).toEqual({ status: 413, field: 'text', reason: 'importTooBig' });
    const many = Array.from({ length: 501 }, (_, index) => `Message ${index}`).join('\n\n');
    expect(await refused({ text: many })).toEqual({ status: 413, field: 'text', reason: 'importTooMany' });
    expect(await user.error(IMPORT, { text: '' })).toEqual({ message: 'text must not be empty', code: 'BAD_USER_INPUT', field: 'text' });
    expect(await user.error(IMPORT, { text: big })).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'text' });
    expect(await user.error(IMPORT, { text: many })).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'text', reason: 'importTooMany', values: { count: 501, limit: 500 } });
    const missing = await user.gql('mutation { importMessages { imported { id } } }');
    expect(missing.errors?.[0]?.message).toMatch(/"text"/);
    // No payment at all: nothing imported, and that is not an error.
    expect(await rest(user, { text: paste(RECEIVED, 'See you at 6') })).toMatchObject({ imported: [], duplicates: [], reversed: [] });
  });

  it('records a paste sent from two places at once exactly once', async () => {
    const user = api.newUser();
    await rest(user, { text: KFC });
    const answers = await Promise.all(Array.from({ length: 4 }, () => rest(user, { text: paste(JAVA, KPLC, KAMAU) })));
    const imported = answers.flatMap((answer) => answer.imported.map((row) => row.id));
    expect(new Set(imported).size).toBe(imported.length);
    expect(imported).toHaveLength(5);
    // A request is one write: one of them records all five, the others find all three messages done.
    expect(answers.map((answer) => [answer.imported.length, answer.duplicates.length]).sort()).toEqual([[0, 3], [0, 3], [0, 3], [5, 0]]);
  });

  it('imports 500 messages in one request', async () => {
    const user = api.newUser();
    const many = Array.from({ length: 500 }, (_, index) =>
      `SX${String(index).padStart(8, '0')} Confirmed. Ksh${index + 1}.00 paid to DUKA ${index}. on 12/3/24 at 1:05 PM.New M-PESA balance is Ksh9,000.00. Transaction cost, Ksh0.00.`);
    const started = performance.now();
    const answer = await rest(user, { text: paste(...many) });
    const ms = Math.round(performance.now() - started);
    expect(answer.imported).toHaveLength(500);
    console.info(`500 messages imported on ${backend.name} in ${ms} ms`);
  });

  it('writes nothing when a write fails in the middle of a request, and all of it when sent again', async () => {
    const user = api.newUser();
    await rest(user, { text: KFC });
    const userId = await user.userId();
    await api.db.query(`create or replace function refuse_kamau() returns trigger language plpgsql as $$
      begin
        if new.data->>'description' = 'JOHN KAMAU' then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await api.db.query('create trigger refuse_kamau before insert on events for each row execute function refuse_kamau()');
    const before = await eventCount(api.db, userId);
    try {
      const failed = await user.rest('POST', '/api/expenses/import', { text: paste(JAVA, KAMAU, KPLC) });
      expect(failed.status).toBe(500);
      expect(await eventCount(api.db, userId)).toBe(before);
    } finally {
      await api.db.query('drop trigger refuse_kamau on events');
    }
    const retried = await rest(user, { text: paste(JAVA, KAMAU, KPLC) });
    expect(retried.imported).toHaveLength(5);
    expect(await eventCount(api.db, userId)).toBe(before + 5);
  });
});
