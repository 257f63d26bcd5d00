// What a message does for the person who sent it, through the very functions the app's screens call:
// the app's analysis, recordExpense / recordSaving / recordIou, importMessages, the delete commands and
// the day and week summaries. Every command id comes from the WhatsApp message id, so handling the same
// message again (after a crash) records nothing twice.
import { CATEGORY_IDS, type CategoryId } from '../../domain/categories.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { addDays, localDay, noonOnDay } from '../../domain/dates.ts';
import { daySummarySentence } from '../../domain/spokenSummary.ts';
import { deterministicId } from '../../events/store/ids.ts';
import { deleteExpense, recordExpense } from '../commands/expenses.ts';
import { importMessages } from '../commands/imports.ts';
import { deleteIou, recordIou } from '../commands/ious.ts';
import { deleteSaving, recordSaving } from '../commands/savings.ts';
import type { App, Caller } from '../context.ts';
import { analyzeExpense } from '../queries/analyze.ts';
import { expenseSummary } from '../queries/ledgerSummary.ts';
import { undoable } from './inbox.ts';
import type { Person } from './person.ts';
import type { Recorded } from './recorded.ts';
import type { Reply } from './reply.ts';
import { helpReply, importedReply, plain, recordedReply, undoneReply, unreadableReply, weekReply } from './reply.ts';
import type { Intent } from './understand.ts';
import { WORDS } from './words/index.ts';

export interface Acted {
  /** What the message did, in a word, kept with it ("recorded:expense", "today", "noAmount"…). */
  outcome: string;
  reply: Reply | null;
  recorded: Recorded[];
  /** The message whose entries this one took back. */
  undid: string | null;
}

const answered = (outcome: string, reply: Reply | null): Acted => ({ outcome, reply, recorded: [], undid: null });

const isCategoryId = (value: string): value is CategoryId => CATEGORY_IDS.some((id) => id === value);
/** The read model keeps a category as text; every expense's is one of CATEGORY_IDS. */
const categoryOf = (value: string): CategoryId => (isCategoryId(value) ? value : 'other');

const today = (caller: Caller) => localDay(caller.now, caller.timeZone);

async function todayTotal(app: App, caller: Caller) {
  const summary = await expenseSummary(app, caller, { from: today(caller), to: today(caller) });
  return { amount: summary.total, currency: summary.currency };
}

async function question(app: App, caller: Caller, person: Person, asked: 'today' | 'week' | 'help'): Promise<Acted> {
  if (asked === 'help') return answered('help', helpReply(person.language));
  if (asked === 'today') {
    const total = await todayTotal(app, caller);
    return answered('today', plain(daySummarySentence(total.amount, total.currency, person.language)));
  }
  const week = await expenseSummary(app, caller, { from: addDays(today(caller), -6), to: today(caller) });
  const byCategory = week.byCategory.flatMap((item) => (isCategoryId(item.category) ? [{ category: item.category, total: item.total }] : []));
  return answered('week', weekReply({ total: week.total, currency: week.currency, byCategory }, person.language));
}

async function undo(app: App, caller: Caller, person: Person, messageId: string, target: string | null): Promise<Acted> {
  const found = await undoable(app.db, person.userId, target, caller.now);
  if (found === null) return answered('nothingToUndo', undoneReply([], person.language));
  for (const entry of found.entries) {
    const input = { commandId: deterministicId('whatsapp', 'undo', messageId, entry.id) };
    // Deleting what is already gone decides nothing; one deleted on the phone meanwhile is not found.
    const remove = entry.kind === 'expense' ? deleteExpense : entry.kind === 'saving' ? deleteSaving : deleteIou;
    await remove(app, caller, entry.id, input).catch((error: unknown) => {
      if (!(error instanceof NotFoundError)) throw error;
    });
  }
  return { outcome: 'undone', reply: undoneReply(found.entries, person.language), recorded: [], undid: found.messageId };
}

async function importPayment(app: App, caller: Caller, person: Person, messageId: string, text: string): Promise<Acted> {
  // Its fee line is named in the language the replies are written in.
  const result = await importMessages(app, caller, { text }, person.language);
  const added: Recorded[] = result.imported.map((row) => ({
    kind: 'expense', id: row.id, description: row.description, amount: row.amount, currency: row.currency,
    category: categoryOf(row.category), day: row.localDay,
  }));
  if (added.length === 0) {
    const words = WORDS[person.language];
    return result.duplicates.length > 0
      ? answered('alreadyImported', plain(words.alreadyImported))
      : answered('notPayment', plain(words.notPayment));
  }
  const reply = importedReply(messageId, added, { today: today(caller), total: await todayTotal(app, caller) }, person.language);
  return { outcome: 'imported', reply, recorded: added, undid: null };
}

/** An expense, a saving or money lent or borrowed, understood as the microphone's words are. */
async function record(app: App, caller: Caller, person: Person, messageId: string, text: string): Promise<Acted> {
  const analysis = await analyzeExpense(app, caller, { text, language: person.voiceLanguage });
  const commandId = deterministicId('whatsapp', 'record', messageId);
  // Another day said ('jana') is that day's noon, as on the phone (domain/dates.ts noonOnDay); today is now.
  const spentAt = analysis.day === null || analysis.day === today(caller) ? undefined : noonOnDay(analysis.day, caller.timeZone);
  const day = analysis.day ?? today(caller);
  let entry: Recorded;
  if (analysis.kind === 'iou' && analysis.iou !== null) {
    const { direction, person: who, amount } = analysis.iou;
    if (amount === null) return answered('noAmount', unreadableReply('noAmount', person.language));
    if (who === null) return answered('noPerson', unreadableReply('noPerson', person.language));
    const { iou } = await recordIou(app, caller, { commandId, person: who, direction, amount, currency: analysis.currency, date: day });
    entry = { kind: 'iou', id: iou.id, direction, person: iou.person, amount: iou.amount, currency: iou.currency, day: iou.date };
  } else if (analysis.kind === 'saving' && analysis.saving !== null) {
    const { description, amount, goalType, goalName } = analysis.saving;
    if (amount === null) return answered('noAmount', unreadableReply('noAmount', person.language));
    const { saving } = await recordSaving(app, caller, {
      commandId, description, amount, currency: analysis.currency, goalType, goalName, language: person.voiceLanguage, originalText: text,
      ...(spentAt !== undefined && { savedAt: spentAt }),
    });
    entry = { kind: 'saving', id: saving.id, amount: saving.amount, currency: saving.currency, goalName: saving.goalName, day };
  } else {
    if (analysis.amount === null) return answered('noAmount', unreadableReply('noAmount', person.language));
    const { expense } = await recordExpense(app, caller, {
      commandId, description: analysis.description, amount: analysis.amount, currency: analysis.currency, category: analysis.category,
      language: person.voiceLanguage, originalText: text, ...(spentAt !== undefined && { spentAt }),
    });
    entry = {
      kind: 'expense', id: expense.id, description: expense.description, amount: expense.amount, currency: expense.currency,
      category: categoryOf(expense.category), day: expense.localDay,
    };
  }
  const reply = recordedReply(messageId, entry, { today: today(caller), total: await todayTotal(app, caller) }, person.language);
  return { outcome: `recorded:${entry.kind}`, reply, recorded: [entry], undid: null };
}

export async function act(app: App, caller: Caller, person: Person, messageId: string, intent: Intent): Promise<Acted> {
  try {
    switch (intent.kind) {
      case 'undo':
        return await undo(app, caller, person, messageId, intent.target);
      case 'question':
        return await question(app, caller, person, intent.question);
      case 'payment':
        return await importPayment(app, caller, person, messageId, intent.text);
      case 'notPayment':
        return answered('notPayment', plain(WORDS[person.language].notPayment));
      case 'phrase':
        return await record(app, caller, person, messageId, intent.text);
      case 'unreadable':
        return answered(intent.why, unreadableReply(intent.why, person.language));
      case 'ignore':
        return answered('ignored', null);
      default: {
        const never: never = intent;
        return never;
      }
    }
  } catch (error) {
    // The app refused what was understood (an amount too large, a currency it does not take): said honestly.
    if (error instanceof ValidationError) return answered('refused', unreadableReply('notRecorded', person.language));
    throw error;
  }
}
