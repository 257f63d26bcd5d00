// Sauti on WhatsApp end to end, on each database: Meta's subscription check, signed deliveries, a
// message delivered three times to two instances at once, strangers, undo, questions, a forwarded
// M-Pesa message, a voice note, statuses and other numbers ignored, and a crash between recording and
// replying — against a fake Cloud API on loopback that records what it is sent.
import { describe, expect, it } from 'vitest';
import { localDay } from '../../domain/dates.ts';
import type { Driver } from '../../events/store/driver.ts';
import { daySummarySentence } from '../../domain/spokenSummary.ts';
import { findExpense, listExpenses } from '../../projections/expenses/queries.ts';
import { signatureOf } from '../../server/whatsapp/signature.ts';
import { WORDS } from '../../server/whatsapp/words/index.ts';
import { databaseBackends } from '../support/backends.ts';
import {
  TEST_APP_SECRET, TEST_PHONE_NUMBER_ID, TEST_VERIFY_TOKEN, buttonReply, delivery, nonTextMessage, postDelivery, textMessage,
} from '../support/fakeCloudApi.ts';
import { startTestServer } from '../support/server.ts';
import { accountFor, handled, newNumber, recordedIds, useWhatsApp } from './whatsappSupport.ts';

const MPESA = 'SCL4ABC123 Confirmed. Ksh250.00 paid to JAVA HOUSE KIMATHI ST. on 12/3/24 at 1:05 PM.New M-PESA balance is Ksh1,234.56. Transaction cost, Ksh0.00.';
const KENYA = 'Africa/Nairobi';

const count = async (db: Driver, sql: string, params: readonly string[] = []) => Number((await db.query(sql, params))[0]?.count ?? 0);

describe.each(databaseBackends())('Sauti on WhatsApp on $name', (backend) => {
  const world = useWhatsApp(backend, { instances: 2 });

  it("answers Meta's subscription check with its challenge only for the verify token", async () => {
    const { url } = world();
    const check = (token: string, mode = 'subscribe') =>
      fetch(`${url}/webhooks/whatsapp?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`);
    const accepted = await check(TEST_VERIFY_TOKEN);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toBe('1158201444');
    expect((await check('guessed')).status).toBe(403);
    expect((await check(TEST_VERIFY_TOKEN, 'unsubscribe')).status).toBe(403);
  });

  it('refuses a delivery whose signature is missing or wrong with 401, and stores nothing', async () => {
    const { url, db, api } = world();
    const from = newNumber();
    await accountFor(world().app, from);
    const sent = api.requests.length;
    const body = delivery([textMessage(from, 'chakula 500')]);
    expect((await postDelivery(url, body, null)).status).toBe(401);
    expect((await postDelivery(url, body, 'another-secret')).status).toBe(401);
    expect((await postDelivery(url, body, TEST_APP_SECRET, 'sha256=00')).status).toBe(401);
    expect((await postDelivery(url, body, TEST_APP_SECRET, 'md5=abc')).status).toBe(401);
    // The body signed, then changed by one character: the signature is checked on the bytes received.
    const raw = JSON.stringify(body);
    const tampered = await fetch(`${url}/webhooks/whatsapp`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw, TEST_APP_SECRET) }, body: raw.replace('500', '900'),
    });
    expect(tampered.status).toBe(401);
    expect(await count(db, 'select count(*)::int as count from whatsapp_inbox where sender_key is not null and message_id = $1', [body.entry[0]?.changes[0]?.value.messages[0]?.id ?? ''])).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requests.length).toBe(sent);
    // Signed with the app secret, the same delivery is taken.
    expect((await postDelivery(url, body)).status).toBe(200);
    expect((await handled(db, body.entry[0]?.changes[0]?.value.messages[0]?.id ?? '')).outcome).toBe('recorded:expense');
  });

  it('records a message delivered three times, to two instances at once, once — and answers it once', async () => {
    const { servers, db, api, app } = world();
    const from = newNumber();
    const account = await accountFor(app, from, { language: 'sw' });
    const message = textMessage(from, 'nimenunua chakula 500');
    const body = delivery([message]);
    const answers = await Promise.all([servers[0], servers[1], servers[0]].map((server) => postDelivery(server?.url ?? '', body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const row = await handled(db, message.id);
    expect(row.outcome).toBe('recorded:expense');
    await api.waitForAccepted(1, from);
    // Later redeliveries (Meta retries for days) are recognised too.
    expect((await postDelivery(servers[1]?.url ?? '', body)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const today = localDay(new Date(), KENYA);
    const expenses = await listExpenses(db, account.userId, today, today);
    expect(expenses).toHaveLength(1);
    expect(expenses[0]).toMatchObject({ description: 'Chakula', amount: '500.00', currency: 'KES', category: 'food', language: 'sw' });
    expect(api.accepted(from)).toHaveLength(1);
    expect(await count(db, 'select count(*)::int as count from whatsapp_inbox where message_id = $1', [message.id])).toBe(1);
  });

  it("handles each person's messages in the order sent, several people at once on both instances", async () => {
    const { servers, db, api, app } = world();
    const people = await Promise.all(Array.from({ length: 5 }, async () => {
      const from = newNumber();
      return { from, account: await accountFor(app, from) };
    }));
    const sent = people.map(({ from }) => [textMessage(from, 'lunch 250'), textMessage(from, 'taxi 300'), textMessage(from, 'undo')]);
    const answers = await Promise.all(sent.map((messages, index) => postDelivery(servers[index % 2]?.url ?? '', delivery(messages))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const today = localDay(new Date(), KENYA);
    for (const [index, { from, account }] of people.entries()) {
      const outcomes = [];
      for (const message of sent[index] ?? []) outcomes.push((await handled(db, message.id)).outcome);
      expect(outcomes).toEqual(['recorded:expense', 'recorded:expense', 'undone']);
      // "undo" took back the taxi, the message just before it; the lunch stays.
      expect((await listExpenses(db, account.userId, today, today)).map((expense) => expense.description)).toEqual(['Lunch']);
      expect((await api.waitForAccepted(3, from)).map((reply) => reply.text.split('\n')[0])).toEqual([
        expect.stringContaining('Lunch'), expect.stringContaining('Taxi'), expect.stringMatching(/^↩️ Taken back: Taxi/),
      ]);
    }
  });

  it('ignores statuses and deliveries for another business number', async () => {
    const { url, db, app } = world();
    const from = newNumber();
    await accountFor(app, from);
    const before = await count(db, 'select count(*)::int as count from whatsapp_inbox');
    const statuses = [{ id: 'wamid.out1', status: 'delivered', timestamp: '1700000000', recipient_id: from }];
    expect((await postDelivery(url, delivery([], { statuses }))).status).toBe(200);
    expect((await postDelivery(url, delivery([textMessage(from, 'chakula 500')], { phoneNumberId: '999999' }))).status).toBe(200);
    expect(await count(db, 'select count(*)::int as count from whatsapp_inbox')).toBe(before);
  });

  it("answers a number with no account once a day, in its country's language, with the link to log in; records nothing and creates no user", async () => {
    const { url, db, api } = world();
    const stranger = newNumber('255'); // Tanzania: Swahili
    const users = await count(db, "select count(*)::int as count from events where type = 'UserCreated'");
    const first = textMessage(stranger, 'chakula 500');
    const second = textMessage(stranger, 'chakula 700');
    expect((await postDelivery(url, delivery([first]))).status).toBe(200);
    expect((await postDelivery(url, delivery([second]))).status).toBe(200);
    expect((await handled(db, first.id)).outcome).toBe('stranger');
    expect((await handled(db, second.id)).outcome).toBe('stranger:silent');
    const [reply] = await api.waitForAccepted(1, stranger);
    expect(reply?.text).toContain('https://sauti.example');
    expect(reply?.text).toBe(WORDS.sw.stranger.replace('{url}', 'https://sauti.example'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.accepted(stranger)).toHaveLength(1);
    expect(await count(db, "select count(*)::int as count from events where type = 'UserCreated'")).toBe(users);
    expect(await count(db, 'select count(*)::int as count from whatsapp_inbox where message_id in ($1, $2) and user_id is not null', [first.id, second.id])).toBe(0);
  });

  it('takes back what a message recorded with its Undo button, and never what someone else recorded', async () => {
    const { url, db, api, app } = world();
    const from = newNumber();
    const other = newNumber();
    const account = await accountFor(app, from, { language: 'sw' });
    const otherAccount = await accountFor(app, other, { language: 'sw' });
    const mine = textMessage(from, 'nauli 100');
    const theirs = textMessage(other, 'chakula 300');
    await postDelivery(url, delivery([mine, theirs]));
    const [mineDone, theirsDone] = [await handled(db, mine.id), await handled(db, theirs.id)];
    const [recorded] = await api.waitForAccepted(1, from);
    expect(recorded?.buttons).toEqual([{ id: `undo:${mine.id}`, title: 'Tendua' }]);
    const [myExpense] = recordedIds(mineDone);
    const [theirExpense] = recordedIds(theirsDone);
    // A forged tap on someone else's message's button takes back nothing of theirs.
    const forged = buttonReply(from, `undo:${theirs.id}`, 'Tendua');
    await postDelivery(url, delivery([forged]));
    expect((await handled(db, forged.id)).outcome).toBe('nothingToUndo');
    expect(await findExpense(db, otherAccount.userId, theirExpense?.id ?? '')).not.toBeNull();
    const tap = buttonReply(from, recorded?.buttons[0]?.id ?? '', 'Tendua');
    await postDelivery(url, delivery([tap]));
    expect((await handled(db, tap.id)).outcome).toBe('undone');
    expect(await findExpense(db, account.userId, myExpense?.id ?? '')).toBeNull();
    const replies = await api.waitForAccepted(3, from);
    expect(replies[2]?.text).toMatch(/^↩️ Imetenduliwa: /);
    // Tapped again: there is nothing left to take back.
    const again = buttonReply(from, recorded?.buttons[0]?.id ?? '', 'Tendua');
    await postDelivery(url, delivery([again]));
    expect((await handled(db, again.id)).outcome).toBe('nothingToUndo');
  });

  it("answers 'leo' with the app's spoken summary of the day, and 'help' with two examples", async () => {
    const { url, db, api, app } = world();
    const from = newNumber();
    await accountFor(app, from, { language: 'sw' });
    const spent = textMessage(from, 'chakula 500');
    const asked = textMessage(from, 'leo?');
    const help = textMessage(from, 'msaada');
    await postDelivery(url, delivery([spent, asked, help]));
    expect((await handled(db, asked.id)).outcome).toBe('today');
    expect((await handled(db, help.id)).outcome).toBe('help');
    const replies = await api.waitForAccepted(3, from);
    expect(replies[1]?.text).toBe(daySummarySentence('500.00', 'KES', 'sw'));
    expect(replies[2]?.text).toContain('nimenunua chakula 500');
    expect(replies[2]?.text).toContain(WORDS.sw.savingExample);
  });

  it("names an imported fee line in the person's language, and knows a message forwarded with Fwd: as the one imported", async () => {
    const { url, db, api, app } = world();
    const from = newNumber();
    const account = await accountFor(app, from, { language: 'sw' });
    const kplc = 'SCL4ABC124 Confirmed. Ksh1,500.00 sent to KPLC PREPAID for account 54404123456 on 12/3/24 at 7:30 AM New M-PESA balance is Ksh2,100.00. Transaction cost, Ksh23.00.';
    const first = textMessage(from, kplc);
    await postDelivery(url, delivery([first]));
    const done = await handled(db, first.id);
    expect(done.outcome).toBe('imported');
    const expenses = await Promise.all(recordedIds(done).map((entry) => findExpense(db, account.userId, entry.id)));
    expect(expenses.map((expense) => [expense?.description, expense?.amount])).toEqual([['KPLC PREPAID', '1500.00'], ['Gharama ya muamala ya M-Pesa', '23.00']]);
    const forwarded = textMessage(from, `Fwd: ${kplc}`);
    await postDelivery(url, delivery([forwarded]));
    expect((await handled(db, forwarded.id)).outcome).toBe('alreadyImported');
    const replies = await api.waitForAccepted(2, from);
    expect(replies[0]?.text).toContain('Gharama ya muamala ya M-Pesa');
  });

  it('imports a forwarded M-Pesa message through the import rules, and recognises it the second time', async () => {
    const { url, db, api, app } = world();
    const from = newNumber();
    const account = await accountFor(app, from);
    const first = textMessage(from, MPESA);
    // Forwarded again later (WhatsApp marks a forward; the text is the same).
    const second = { ...textMessage(from, MPESA), context: { forwarded: true } };
    await postDelivery(url, delivery([first]));
    const done = await handled(db, first.id);
    expect(done.outcome).toBe('imported');
    const [entry] = recordedIds(done);
    const expense = await findExpense(db, account.userId, entry?.id ?? '');
    expect(expense).toMatchObject({ description: 'JAVA HOUSE KIMATHI ST', amount: '250.00', currency: 'KES', category: 'food', localDay: '2024-03-12' });
    expect(expense?.source).toMatchObject({ provider: 'mpesa', reference: 'SCL4ABC123', role: 'payment' });
    await postDelivery(url, delivery([second]));
    expect((await handled(db, second.id)).outcome).toBe('alreadyImported');
    const replies = await api.waitForAccepted(2, from);
    expect(replies[0]?.text).toContain('JAVA HOUSE KIMATHI ST');
    expect(replies[0]?.text).toMatch(/KES\s250\.00/);
    expect(replies[1]?.text).toBe(WORDS.en.alreadyImported);
  });

  it('answers a voice note, an image and a sticker honestly with an example to type, and records nothing', async () => {
    const { url, db, api, app } = world();
    const from = newNumber();
    await accountFor(app, from, { language: 'sw' });
    const voice = nonTextMessage(from, 'audio');
    const image = nonTextMessage(from, 'image');
    const sticker = nonTextMessage(from, 'sticker');
    await postDelivery(url, delivery([voice, image, sticker]));
    for (const [message, outcome] of [[voice, 'voiceNote'], [image, 'notText'], [sticker, 'notText']] as const) {
      const row = await handled(db, message.id);
      expect(row.outcome).toBe(outcome);
      expect(row.recorded).toBeNull();
    }
    const [reply] = await api.waitForAccepted(3, from);
    expect(reply?.text).toBe('Bado siwezi kusikiliza ujumbe wa sauti. Andika hivi: nimenunua chakula 500');
  });

  it('sends a reply the Cloud API refused with 500 again, once it answers 200, without recording twice', async () => {
    const { url, db, api, app } = world();
    const from = newNumber();
    const account = await accountFor(app, from);
    api.failNext(500);
    const message = textMessage(from, 'bus fare 80');
    await postDelivery(url, delivery([message]));
    await handled(db, message.id);
    await api.waitForAccepted(1, from);
    expect(api.requests.filter((request) => request.to === from).map((request) => request.status)).toEqual([500, 200]);
    expect(api.requests.every((request) => request.authorization === 'Bearer test-token' && request.path === `/v21.0/${TEST_PHONE_NUMBER_ID}/messages`)).toBe(true);
    const today = localDay(new Date(), KENYA);
    expect(await listExpenses(db, account.userId, today, today)).toHaveLength(1);
  });

  it('gives up on a stalled send after its timeout and sends the reply again', async () => {
    const { url, db, api, app } = world();
    const from = newNumber();
    await accountFor(app, from);
    api.stallNext(2_500);
    const message = textMessage(from, 'airtime 50');
    // The webhook answers at once: the message is handled, and the stalled reply waited for, after.
    const started = performance.now();
    expect((await postDelivery(url, delivery([message]))).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    await handled(db, message.id);
    await api.waitForAccepted(1, from);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // The stalled request was abandoned (0: its answer reached no one); the retry was accepted.
    expect(api.requests.filter((request) => request.to === from).map((request) => request.status).sort()).toEqual([0, 200]);
    expect(api.accepted(from)).toHaveLength(1);
  });

  it('handles a message an instance left half-done (recorded, not answered) again without recording it twice', async () => {
    const { url, db, api, app } = world();
    const from = newNumber();
    const account = await accountFor(app, from);
    const message = textMessage(from, 'chai 30');
    await postDelivery(url, delivery([message]));
    await handled(db, message.id);
    await api.waitForAccepted(1, from);
    // As if the instance died after recording and before finishing: the claim still held, no reply queued.
    await db.query('delete from whatsapp_replies where message_id = $1', [message.id]);
    await db.query(
      `update whatsapp_inbox set state = 'working', lease_until = now() - interval '1 second', recorded = null, outcome = null, sender = $2, message = $3
       where message_id = $1`,
      [message.id, from, JSON.stringify(message)],
    );
    for (const server of world().servers) server.app.whatsApp?.kick();
    await handled(db, message.id);
    await api.waitForAccepted(2, from);
    const today = localDay(new Date(), KENYA);
    expect(await listExpenses(db, account.userId, today, today)).toHaveLength(1);
  });
});

describe.each(databaseBackends())('the hourly limit on $name', (backend) => {
  const world = useWhatsApp(backend, { settings: { messagesPerHour: 3 } });

  it('handles 3 messages an hour from a number, says so once, then stays silent', async () => {
    const { url, db, api, app } = world();
    const from = newNumber();
    const account = await accountFor(app, from);
    const messages = ['tea 10', 'bread 20', 'milk 30', 'eggs 40', 'rice 50', 'sugar 60'].map((text) => textMessage(from, text));
    await postDelivery(url, delivery(messages));
    const outcomes = [];
    for (const message of messages) outcomes.push((await handled(db, message.id)).outcome);
    expect(outcomes).toEqual(['recorded:expense', 'recorded:expense', 'recorded:expense', 'limited', 'limited:silent', 'limited:silent']);
    const replies = await api.waitForAccepted(4, from);
    expect(replies[3]?.text).toMatch(/^You have sent 3 messages in the last hour\. I will read new ones again in \d+ minutes\.$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.accepted(from)).toHaveLength(4);
    const today = localDay(new Date(), KENYA);
    expect(await listExpenses(db, account.userId, today, today)).toHaveLength(3);
  });
});

describe('without an app secret', () => {
  it('has no webhook route', async () => {
    const server = await startTestServer();
    try {
      expect((await fetch(`${server.url}/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`)).status).toBe(404);
      expect((await fetch(`${server.url}/webhooks/whatsapp`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
