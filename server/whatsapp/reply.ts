// The words of each reply, in the person's language: what was understood (description, amount with
// its currency, category, day), today's total, the week, help and the honest refusals. Pure text;
// what goes out and when is outbox.ts's.
import type { CategoryId } from '../../domain/categories.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import { addDays } from '../../domain/dates.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { LANGUAGES } from '../../domain/languages.ts';
import type { Recorded } from './recorded.ts';
import { UNDO_BUTTON, type Unreadable } from './understand.ts';
import { WORDS } from './words/index.ts';

interface ReplyButton {
  /** What comes back when it is tapped (at most 256 characters). */
  id: string;
  /** At most 20 characters. */
  title: string;
}

export interface Reply {
  text: string;
  buttons: ReplyButton[];
}

/** Interactive message bodies hold at most 1,024 characters; a long import is cut to this many lines. */
const MAX_LISTED = 10;

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** An amount kept left to right inside a right-to-left sentence (Arabic, Urdu). */
const isolated = (text: string, language: LanguageCode) => (language === 'ar' || language === 'ur' ? `\u2066${text}\u2069` : text);

type Numeric = `${number}`;
/** Intl formats a numeric string exactly; a float would not. */
const isNumeric = (value: string): value is Numeric => /^-?\d+(\.\d+)?$/.test(value);

/** "KES 1,500.00", "INR 1,00,000.00", "USDT 3.85": the code and the grouped number, in the language's digits. */
export function formatAmount(amount: string, currency: string, language: LanguageCode): string {
  if (!isNumeric(amount)) return isolated(`${currency}\u00a0${amount}`, language);
  const locale = currency === 'INR' ? `${language}-IN` : language === 'en' ? 'en-US' : language;
  let number: string;
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).formatToParts(amount);
    number = parts.filter((part) => part.type !== 'currency' && part.type !== 'literal').map((part) => part.value).join('');
  } catch {
    // USDT is no ISO currency: a plain number with up to 8 decimals.
    number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(amount);
  }
  return isolated(`${currency}\u00a0${number}`, language);
}

/** "today", "yesterday" in the language, else the weekday and date. */
export function formatDay(day: string, today: string, language: LanguageCode): string {
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (day === today) return relative.format(0, 'day');
  if (day === addDays(today, -1)) return relative.format(-1, 'day');
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T12:00:00Z`));
}

const categoryLabel = (category: CategoryId, language: LanguageCode) => `${CATEGORIES[category].emoji} ${WORDS[language].categories[category]}`;

/** What an entry is, in a few words: "Chakula — KES 500.00". */
function entryLabel(entry: Recorded, language: LanguageCode): string {
  const words = WORDS[language];
  const amount = formatAmount(entry.amount, entry.currency, language);
  switch (entry.kind) {
    case 'expense':
      return `${entry.description} — ${amount}`;
    case 'saving':
      return `${entry.goalName === null ? words.saving : fill(words.savingFor, { goal: entry.goalName })} — ${amount}`;
    case 'iou':
      return `${fill(entry.direction === 'lent' ? words.lentTo : words.borrowedFrom, { person: entry.person })} — ${amount}`;
    default: {
      const never: never = entry;
      return never;
    }
  }
}

const undoButton = (messageId: string, language: LanguageCode): ReplyButton => ({ id: `${UNDO_BUTTON}${messageId}`, title: WORDS[language].undo });

/** The day's total line: the person's own currency, everything converted as the app's summary does. */
const totalLine = (total: { amount: string; currency: string }, language: LanguageCode) =>
  fill(WORDS[language].todayTotal, { amount: formatAmount(total.amount, total.currency, language) });

export function recordedReply(
  messageId: string, entry: Recorded, context: { today: string; total: { amount: string; currency: string } }, language: LanguageCode,
): Reply {
  const words = WORDS[language];
  const day = formatDay(entry.day, context.today, language);
  const detail = entry.kind === 'expense' ? `${categoryLabel(entry.category, language)} · ${day}` : day;
  return {
    text: [`✅ ${words.recorded}: ${entryLabel(entry, language)}`, detail, totalLine(context.total, language), fill(words.undoHint, { undo: words.undo })].join('\n'),
    buttons: [undoButton(messageId, language)],
  };
}

export function importedReply(
  messageId: string, added: readonly Recorded[], context: { today: string; total: { amount: string; currency: string } }, language: LanguageCode,
): Reply {
  const words = WORDS[language];
  const lines = added.slice(0, MAX_LISTED).map((entry) => `• ${entryLabel(entry, language)} (${formatDay(entry.day, context.today, language)})`);
  if (added.length > MAX_LISTED) lines.push(`• … +${added.length - MAX_LISTED}`);
  return {
    text: [`✅ ${words.imported}`, ...lines, totalLine(context.total, language), fill(words.undoHint, { undo: words.undo })].join('\n'),
    buttons: [undoButton(messageId, language)],
  };
}

export const plain = (text: string): Reply => ({ text, buttons: [] });

export function undoneReply(entries: readonly Recorded[], language: LanguageCode): Reply {
  const words = WORDS[language];
  if (entries.length === 0) return plain(words.nothingToUndo);
  return plain(`↩️ ${fill(words.undone, { what: entries.map((entry) => entryLabel(entry, language)).join('; ') })}`);
}

export function weekReply(week: { total: string; currency: string; byCategory: readonly { category: CategoryId; total: string }[] }, language: LanguageCode): Reply {
  const words = WORDS[language];
  if (week.byCategory.length === 0) return plain(words.weekNothing);
  const top = week.byCategory.slice(0, 3).map((item) => `${categoryLabel(item.category, language)} ${formatAmount(item.total, week.currency, language)}`);
  return plain([fill(words.weekTotal, { amount: formatAmount(week.total, week.currency, language) }), `${words.weekTop} ${top.join(', ')}`].join('\n'));
}

const firstWord = (list: string) => list.split(/\s+/u)[0]?.replaceAll('_', ' ') ?? '';

export function helpReply(language: LanguageCode): Reply {
  const words = WORDS[language];
  const examples = [LANGUAGES[language].examplePhrase, words.savingExample].map((example) => `• ${example}`);
  return plain([words.help, ...examples, fill(words.ask, { today: firstWord(words.todayWords), week: firstWord(words.weekWords) })].join('\n'));
}

export function unreadableReply(why: Unreadable | 'noAmount' | 'noPerson' | 'notRecorded', language: LanguageCode): Reply {
  const words = WORDS[language];
  const example = why === 'noPerson' ? words.lentExample : LANGUAGES[language].examplePhrase;
  return plain(fill(words[why], { example }));
}

export const limitReply = (limit: number, minutes: number, language: LanguageCode) => plain(fill(WORDS[language].limit, { limit, minutes }));

export const strangerReply = (url: string, language: LanguageCode) => plain(fill(WORDS[language].stranger, { url }));
