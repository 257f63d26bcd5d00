// What a WhatsApp message asks for, before anything is read or written: take back an entry, a
// question, a forwarded payment message, a phrase to record, or something Sauti cannot read.
// Pure: the phrase itself is understood later by the app's own analysis (server/queries/analyze.ts).
import type { LanguageCode } from '../../domain/languages.ts';
import { parseExpense } from '../../domain/parse/index.ts';
import { otherLanguagesWriting } from '../../domain/parse/writtenIn.ts';
import { parsePaymentMessages } from '../../domain/payments/index.ts';
import { searchKey } from '../../domain/search.ts';
import { textProblem } from '../../domain/text.ts';
import type { InboundMessage } from './delivery.ts';
import { WORDS } from './words/index.ts';

const EN = WORDS.en;

/** Text longer than this is refused politely (WhatsApp's own text limit is 4,096 characters). */
export const MAX_TEXT_BYTES = 4096;

type Question = 'today' | 'week' | 'help';
export type Unreadable = 'voiceNote' | 'notText' | 'tooLong';

export type Intent =
  /** `target`: the message whose entries the Undo button names; null for "the last one", typed. */
  | { kind: 'undo'; target: string | null }
  | { kind: 'question'; question: Question }
  | { kind: 'payment'; text: string }
  /** A payment service's message that records nothing: money received, a balance, a code, an offer. */
  | { kind: 'notPayment' }
  | { kind: 'phrase'; text: string }
  | { kind: 'unreadable'; why: Unreadable }
  /** A reaction: nothing to answer. */
  | { kind: 'ignore' };

export const UNDO_BUTTON = 'undo:';

const NO_DATES = { timeZone: 'UTC', now: new Date(0) };

// Quotes, stops and question marks around a word are not part of it; apostrophes are ("aujourd'hui").
const PUNCTUATION = /[?!.,;:¿¡؟،।॥"“”«»()[\]{}*_~…]/gu;
const heardForm = (text: string) => ` ${searchKey(text.replace(/[’‘`´]/g, "'").replace(PUNCTUATION, ' '))} `;
const phrases = (list: string) => list.split(/\s+/u).filter(Boolean).map((phrase) => searchKey(phrase.replaceAll('_', ' ')));

function heard(text: string, lists: readonly string[]): boolean {
  const form = heardForm(text);
  return lists.flatMap(phrases).some((phrase) => form.includes(` ${phrase} `));
}

function isUndo(text: string, language: LanguageCode): boolean {
  const form = heardForm(text).trim();
  const words = WORDS[language];
  // The button's title is one phrase ("रद्द करें"); the lists are words and `_`-joined phrases.
  return [searchKey(words.undo), ...phrases(words.undoWords), ...phrases(EN.undoWords), searchKey(EN.undo)].includes(form);
}

/**
 * A question is asked without an amount: "leo" is today's total, "leo chakula 500" an expense. Asked in
 * the person's words, English, or those of any language the message is written in ("leo" on an English
 * phone), as the expense parser reads phrases; an undo, which removes an entry, only in the first two.
 */
function questionOf(text: string, language: LanguageCode): Question | null {
  if (parseExpense(text, language).amount !== '0') return null;
  const languages = [WORDS[language], EN, ...otherLanguagesWriting(text, language).map((other) => WORDS[other])];
  if (heard(text, languages.map((words) => words.helpWords))) return 'help';
  if (heard(text, languages.map((words) => words.weekWords))) return 'week';
  if (heard(text, languages.map((words) => words.todayWords))) return 'today';
  return null;
}

/** What a payment service's messages in the text come to, as the import would read them. */
function paymentKind(text: string): 'payment' | 'notPayment' | null {
  const kinds = parsePaymentMessages(text, NO_DATES).map((message) => (message.kind === 'skipped' ? message.reason : message.kind));
  if (kinds.some((kind) => kind === 'payment' || kind === 'reversal')) return 'payment';
  // Typed phrases read as "not a payment" (or as money with no format, "KSh 500 lunch"): they are phrases.
  // The payment reader knows a person's own "घरासाठी 3000 जमा" (money put aside) from a bank's deposit.
  return kinds.some((kind) => kind !== 'not-a-payment' && kind !== 'unclear') ? 'notPayment' : null;
}

function understandText(text: string, language: LanguageCode): Intent {
  if (Buffer.byteLength(text, 'utf8') > MAX_TEXT_BYTES) return { kind: 'unreadable', why: 'tooLong' };
  // The app's text rule: what no database or screen can hold whole is not read at all.
  if (textProblem(text) !== null || text.trim() === '') return { kind: 'unreadable', why: 'notText' };
  if (isUndo(text, language)) return { kind: 'undo', target: null };
  const payment = paymentKind(text);
  if (payment === 'payment') return { kind: 'payment', text };
  if (payment === 'notPayment') return { kind: 'notPayment' };
  const question = questionOf(text, language);
  if (question !== null) return { kind: 'question', question };
  return { kind: 'phrase', text: text.trim() };
}

export function understand(message: InboundMessage, language: LanguageCode): Intent {
  switch (message.type) {
    case 'text':
      return understandText(message.text?.body ?? '', language);
    case 'interactive': {
      const id = message.interactive?.button_reply?.id ?? '';
      if (id.startsWith(UNDO_BUTTON)) return { kind: 'undo', target: id.slice(UNDO_BUTTON.length) };
      return understandText(message.interactive?.button_reply?.title ?? '', language);
    }
    case 'button':
      return understandText(message.button?.text ?? message.button?.payload ?? '', language);
    case 'audio':
      return { kind: 'unreadable', why: 'voiceNote' };
    case 'reaction':
      return { kind: 'ignore' };
    default:
      // Images, stickers, video, documents, locations, contacts and whatever WhatsApp adds next.
      return { kind: 'unreadable', why: 'notText' };
  }
}
