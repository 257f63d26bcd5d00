// Reads the WhatsApp message table (server/whatsapp/messages.fixture.ts) through the real webhook, a
// fake Cloud API and the app's own commands: for each row, what landed in the sender's books and what
// kind of answer came back. Prints the reading per language; fails when it falls below the last one.
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../domain/dates.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { normalizeAmount } from '../../domain/money.ts';
import { searchKey } from '../../domain/search.ts';
import { findExpense } from '../../projections/expenses/queries.ts';
import { findIou } from '../../projections/ious/queries.ts';
import { findSaving } from '../../projections/savings/queries.ts';
import type { Answer, MessageRow } from '../../server/whatsapp/messages.fixture.ts';
import { MESSAGE_ROWS, PEOPLE, SECOND_ROWS } from '../../server/whatsapp/messages.fixture.ts';
import { WORDS } from '../../server/whatsapp/words/index.ts';
import { databaseBackends } from '../support/backends.ts';
import type { SentReply } from '../support/fakeCloudApi.ts';
import { delivery, nonTextMessage, postDelivery, textMessage } from '../support/fakeCloudApi.ts';
import type { InboxRow, WhatsAppWorld } from './whatsappSupport.ts';
import { accountFor, handled, newNumber, recordedIds, useWhatsApp } from './whatsappSupport.ts';

/** The rows each language must read right: the table's last reading (raise it, never lower it). */
const READING_AT_LEAST = 171;
/** The second batch's last reading, of its 44. */
const SECOND_READING_AT_LEAST = 43;

const ANSWERS: readonly Answer[] = [
  'recorded', 'imported', 'alreadyImported', 'notPayment', 'today', 'week', 'help', 'undone', 'nothingToUndo', 'noAmount', 'noPerson', 'voiceNote', 'notText', 'tooLong',
];

/** The outcome each kind of answer is kept as (server/whatsapp/act.ts). */
function answerOf(outcome: string | null): Answer | 'other' {
  if (outcome?.startsWith('recorded:')) return 'recorded';
  return ANSWERS.find((answer) => answer === outcome) ?? 'other';
}

const same = (a: string, b: string) => searchKey(a) === searchKey(b);

interface Person { userId: string; from: string; currency: string; timeZone: string }

/** What is wrong with what `row` did, or [] when it did what the table says. */
async function problems(
  world: WhatsAppWorld, person: Person, row: MessageRow, handledRow: InboxRow & { reply: SentReply; messageId: string }, before: InboxRow | null, today: string,
): Promise<string[]> {
  const found: string[] = [];
  const answer = answerOf(handledRow.outcome);
  if (answer !== row.answer) found.push(`answered ${handledRow.outcome} not ${row.answer}`);
  if (handledRow.reply.text.trim() === '') found.push('an empty reply');
  // What was recorded can be taken back with one tap, the button in the person's language.
  const undo = { id: `undo:${handledRow.messageId}`, title: WORDS[row.language].undo };
  const wantsUndo = row.answer === 'recorded' || row.answer === 'imported';
  if (wantsUndo !== handledRow.reply.buttons.some((button) => button.id === undo.id && button.title === undo.title)) {
    found.push(wantsUndo ? 'no Undo button' : 'an Undo button on a reply that recorded nothing');
  }
  const ids = recordedIds(handledRow);
  const { db } = world;
  const records = row.records;
  switch (records.kind) {
    case 'nothing':
      if (ids.length > 0) found.push(`recorded ${ids.map((entry) => entry.kind).join(', ')}`);
      break;
    case 'expense': {
      const id = ids.find((entry) => entry.kind === 'expense')?.id;
      const expense = id === undefined ? null : await findExpense(db, person.userId, id);
      if (expense === null) { found.push('no expense recorded'); break; }
      if (expense.amount !== normalizeAmount(records.amount)) found.push(`amount ${expense.amount}`);
      if (expense.category !== records.category) found.push(`category ${expense.category}`);
      if (expense.currency !== (records.currency ?? person.currency)) found.push(`currency ${expense.currency}`);
      if (expense.localDay !== addDays(today, -records.daysAgo)) found.push(`day ${expense.localDay} (today ${today})`);
      if (records.description !== undefined && !same(expense.description, records.description)) found.push(`description "${expense.description}"`);
      break;
    }
    case 'saving': {
      const id = ids.find((entry) => entry.kind === 'saving')?.id;
      const saving = id === undefined ? null : await findSaving(db, person.userId, id);
      if (saving === null) { found.push('no saving recorded'); break; }
      if (saving.amount !== normalizeAmount(records.amount)) found.push(`amount ${saving.amount}`);
      if (saving.goalType !== records.goalType) found.push(`goal type ${saving.goalType}`);
      if (records.goalName !== undefined && !same(saving.goalName ?? '', records.goalName)) found.push(`goal "${saving.goalName}"`);
      break;
    }
    case 'iou': {
      const id = ids.find((entry) => entry.kind === 'iou')?.id;
      const iou = id === undefined ? null : await findIou(db, person.userId, id);
      if (iou === null) { found.push('no IOU recorded'); break; }
      if (iou.direction !== records.direction) found.push(`direction ${iou.direction}`);
      if (!same(iou.person, records.person)) found.push(`person "${iou.person}"`);
      if (iou.amount !== normalizeAmount(records.amount)) found.push(`amount ${iou.amount}`);
      break;
    }
    case 'imported': {
      const expenses = await Promise.all(ids.map((entry) => findExpense(db, person.userId, entry.id)));
      for (const [description, amount, currency] of records.entries) {
        const match = expenses.find((expense) => expense !== null && same(expense.description, description) && expense.amount === normalizeAmount(amount) && expense.currency === currency);
        if (!match) found.push(`no ${description} ${amount} ${currency} imported`);
      }
      break;
    }
    case 'undo': {
      const gone = before === null ? [] : recordedIds(before);
      if (gone.length === 0) found.push('the row before recorded nothing to take back');
      for (const entry of gone) {
        const still = entry.kind === 'expense' ? await findExpense(db, person.userId, entry.id)
          : entry.kind === 'saving' ? await findSaving(db, person.userId, entry.id) : await findIou(db, person.userId, entry.id);
        if (still !== null) found.push(`${entry.kind} still there`);
      }
      break;
    }
  }
  return found;
}

/** Sends `table`'s rows, each language's in order from one person, and tells how each was read. */
async function readTable(world: WhatsAppWorld, table: readonly MessageRow[]) {
  const { app, url, api, db } = world;
  const reading = new Map<LanguageCode, { passed: number; rows: number; misses: string[] }>();
  for (const language of LANGUAGE_CODES) {
    const { currency, callingCode, timeZone } = PEOPLE[language];
    const from = newNumber(callingCode);
    const account = await accountFor(app, from, { language, currency, timeZone });
    const person = { userId: account.userId, from, currency, timeZone };
    const tally = { passed: 0, rows: 0, misses: [] as string[] };
    let before: InboxRow | null = null;
    for (const row of table.filter((candidate) => candidate.language === language)) {
      const today = localDay(new Date(), timeZone);
      const message = typeof row.sent === 'string' ? textMessage(from, row.sent) : nonTextMessage(from, row.sent.type);
      const repliesBefore = api.accepted(from).length;
      expect((await postDelivery(url, delivery([message]))).status).toBe(200);
      const done = await handled(db, message.id);
      const reply = (await api.waitForAccepted(repliesBefore + 1, from)).at(-1);
      if (reply === undefined) throw new Error('no reply');
      const found = await problems(world, person, row, { ...done, reply, messageId: message.id }, before, today);
      tally.rows += 1;
      if (found.length === 0) tally.passed += 1;
      else tally.misses.push(`  ✗ ${typeof row.sent === 'string' ? JSON.stringify(row.sent.slice(0, 60)) : `[${row.sent.type}]`}: ${found.join('; ')}`);
      if (done.recorded !== null) before = done;
    }
    reading.set(language, tally);
  }
  const total = [...reading.values()].reduce((sum, tally) => sum + tally.passed, 0);
  const lines = [...reading].map(([language, tally]) => `${language} ${tally.passed}/${tally.rows}${tally.misses.length > 0 ? `\n${tally.misses.join('\n')}` : ''}`);
  return { total, report: lines.join('\n') };
}

describe.each(databaseBackends())('the WhatsApp message table on $name', (backend) => {
  const world = useWhatsApp(backend);

  it(`reads the ${MESSAGE_ROWS.length} messages of the 22 languages`, async () => {
    const { total, report } = await readTable(world(), MESSAGE_ROWS);
    console.log(`WhatsApp message table on ${backend.name}: ${total}/${MESSAGE_ROWS.length}\n${report}`);
    expect(total).toBeGreaterThanOrEqual(READING_AT_LEAST);
  }, 300_000);

  it(`reads the second batch's ${SECOND_ROWS.length} messages`, async () => {
    const { total, report } = await readTable(world(), SECOND_ROWS);
    console.log(`WhatsApp message table, second batch, on ${backend.name}: ${total}/${SECOND_ROWS.length}\n${report}`);
    expect(total).toBeGreaterThanOrEqual(SECOND_READING_AT_LEAST);
  }, 120_000);
});
