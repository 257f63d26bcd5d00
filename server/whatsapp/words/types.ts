// What Sauti says on WhatsApp in one language, and the words it listens for there. Templates take
// {placeholders} filled by server/whatsapp/reply.ts; English's words are heard in every language.
import type { CategoryId } from '../../../domain/categories.ts';

/** Space-separated words; `_` joins the words of a phrase ("this_week"). */
type WordList = string;

export interface ChannelWords {
  /** The word that takes back what was just recorded: the button's title (at most 20 characters) and what may be typed. */
  undo: string;
  /** Other words that mean undo when typed alone. */
  undoWords: WordList;
  /** Typed with no amount: a question for today's total, the last 7 days', or how Sauti works. */
  todayWords: WordList;
  weekWords: WordList;
  helpWords: WordList;
  categories: Readonly<Record<CategoryId, string>>;
  /** A saving and money lent, typed this language's way (the expense example is domain/languages.ts's). */
  savingExample: string;
  lentExample: string;
  /** Heads what was understood: "Recorded: {what} — {amount}". */
  recorded: string;
  /** A saving with no goal named, and one for {goal}. */
  saving: string;
  savingFor: string;
  /** {person} */
  lentTo: string;
  borrowedFrom: string;
  /** {amount} */
  todayTotal: string;
  /** {undo} */
  undoHint: string;
  /** {what} */
  undone: string;
  nothingToUndo: string;
  /** {amount} */
  weekTotal: string;
  weekTop: string;
  weekNothing: string;
  /** Then the two examples, then `ask`. */
  help: string;
  /** {today} {week} */
  ask: string;
  /** Then the entries added, one a line. */
  imported: string;
  alreadyImported: string;
  notPayment: string;
  /** {example} in each */
  noAmount: string;
  noPerson: string;
  voiceNote: string;
  notText: string;
  notRecorded: string;
  tooLong: string;
  /** {limit} {minutes} */
  limit: string;
  /** {url} */
  stranger: string;
}
