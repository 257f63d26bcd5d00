// What the offline layer tells a person: input the phone refuses before storing it (as the server
// would), a queued write the server refused (a toast), and the parked writes waiting for an Edit or
// a Discard. `{reason}` is the server's own words. Translations live in web/src/i18n/locales/<lang>/offline.json.
// Below it, each noun's words that more than one folder says (a write's toasts, what an IOU is called,
// a bill's whole vocabulary), kept in the catalog they always had: a feature's messages module spreads
// them into its own tree, so each catalog still has one tree and its ids never changed.
import { defineMessages, msg } from '../i18n/index.ts';
import type { Message } from '../i18n/index.ts';
import type { Facet, FieldsWith, Noun } from './typedText.tsx';
import type { NOUN_FIELDS } from './nounFields.ts';

export const OFFLINE_MESSAGES = defineMessages('offline', {
  /** Beside a row the server has not confirmed yet. */
  pendingSync: msg('Waiting to sync'),
  /**
   * Input the phone refuses (InvalidInputError); `max` is a server limit, an amount as the app shows money.
   * Read where thrown, never into a module-level constant: the built offline chunks import each other in
   * a cycle, so a top-level read can run before this module has.
   */
  invalid: {
    amount: msg<{ amount: string }>('"{amount}" is not a valid amount'),
    wholeUnits: msg<{ currency: string }>('The amount must be whole {currency}, without cents'),
    descriptionEmpty: msg('The description is empty'),
    descriptionTooLong: msg<{ max: number }>(
      '{max, plural, one {The description is longer than # character} other {The description is longer than # characters}}',
    ),
    noteTooLong: msg<{ max: number }>('{max, plural, one {The note is longer than # character} other {The note is longer than # characters}}'),
    category: msg<{ category: string }>('"{category}" is not a category'),
    currency: msg<{ currency: string }>('"{currency}" is not a supported currency'),
    dateTime: msg<{ date: string }>('"{date}" is not a date and time'),
    dateOutOfRange: msg('The date must be within the last five years and not in the future'),
    expenseGone: msg('This expense is not on this device'),
    savingGone: msg('This saving is not on this device'),
    goalGone: msg('This goal is not on this device'),
    goalNameEmpty: msg('The goal name is empty'),
    goalNameTooLong: msg<{ max: number }>(
      '{max, plural, one {The goal name is longer than # character} other {The goal name is longer than # characters}}',
    ),
    iouGone: msg('This entry is no longer on the phone'),
    personEmpty: msg('Say or type who it was with'),
    personTooLong: msg<{ max: number }>('{max, plural, one {The name is longer than # character} other {The name is longer than # characters}}'),
    aboveOutstanding: msg<{ amount: string }>('At most {amount} is outstanding'),
    belowRepaid: msg<{ amount: string }>('At least {amount} has been repaid'),
  },
  refused: {
    record: msg('Expense not saved'),
    recordBody: msg<{ description: string; reason: string }>('The server refused "{description}": {reason}'),
    change: msg('Change not saved'),
    changeBody: msg<{ reason: string }>('The expense is back to what the server has: {reason}'),
    delete: msg('Delete not done'),
    deleteBody: msg<{ reason: string }>('The expense is back: {reason}'),
    restore: msg('Undo not done'),
    restoreBody: msg<{ reason: string }>('The expense stays deleted: {reason}'),
    recordSaving: msg('Saving not synced'),
    recordSavingBody: msg<{ description: string; reason: string }>('Could not sync "{description}": {reason}'),
    changeSavingBody: msg<{ reason: string }>('The saving is back to what the server has: {reason}'),
    deleteSaving: msg('Delete not synced'),
    deleteSavingBody: msg<{ reason: string }>('Could not sync the delete: {reason}'),
    createGoal: msg('Goal not synced'),
    changeGoalBody: msg<{ reason: string }>('The goal is back to what the server has: {reason}'),
  },
  parked: {
    heading: msg('Not synced'),
    /** "<what>: could not sync: <the server's reason>". */
    couldNotSync: msg<{ what: string; reason: string }>('{what}: could not sync: {reason}'),
    change: msg('change'),
    undo: msg('undo'),
    delete: msg('delete'),
    edit: msg('Edit'),
    discard: msg('Discard'),
    send: msg('Send again'),
    amount: msg('Amount'),
    description: msg('Description'),
    editLabel: msg<{ what: string }>('Edit {what}'),
    discardLabel: msg<{ what: string }>('Discard {what}'),
  },
});

/** An expense's write toasts (spec §8) and its typed texts' names, in the home catalog. */
export const EXPENSE_WORDS = defineMessages('home', {
  note: msg('Note'),
  noteSaved: msg('Note saved.'),
  /** A toast's sentence followed by the note that it waits on this phone for the network. */
  queued: msg<{ sentence: string }>('{sentence} Saved on this phone; it will sync when online.'),
  added: msg('Expense added'),
  addedOffline: msg('Expense added offline'),
  addedOfflineBody: msg('Your expense has been saved locally and will sync when online.'),
  error: msg('Error'),
  addFailed: msg('Failed to add expense. Please try again.'),
  updated: msg('Expense updated'),
  movedTo: msg<{ category: string }>('Moved to {category}.'),
  updateFailed: msg('Failed to update expense. Please try again.'),
  deleted: msg('Expense deleted'),
  removed: msg<{ description: string }>('{description} was removed.'),
  deleteFailed: msg('Failed to delete expense. Please try again.'),
  undo: msg('Undo'),
  restored: msg('Expense restored'),
  isBack: msg<{ description: string }>('{description} is back.'),
  restoreFailed: msg('Failed to restore expense. Please try again.'),
});

/** A saving's and a goal's write toasts and goal types' names, in the savings catalog. */
export const SAVING_WORDS = defineMessages('savings', {
  /** A spoken saving's description, in the person's language (the parser's is English): "Savings for {goal}". */
  savingsFor: msg<{ goal: string }>('Savings for {goal}'),
  /** … when no goal was named. */
  savingsPlain: msg('Savings'),
  completed: msg('Completed'),
  goalTypes: { emergency: msg('Emergency'), investment: msg('Investment'), goal: msg('Goal'), general: msg('General') },
  saved: msg('Savings added'),
  savedOffline: msg('Savings added offline'),
  savedOfflineDescription: msg('Your savings have been saved locally and will sync when online.'),
  failed: msg('Failed to add savings. Please try again.'),
  deleted: msg('Savings deleted'),
  updated: msg('Saving updated'),
  updatedQueued: msg<{ sentence: string }>('{sentence} Saved on this phone; it will sync when online.'),
  goalSaved: msg('Goal saved'),
  goalDeleted: msg('Goal deleted'),
  error: msg('Error'),
});

/** How an IOU is named and what its writes say, in the ious catalog. */
/** A meeting's entries of a savings group, as the outbox names them when the server refused one. */
export const GROUP_WORDS = defineMessages('groups', {
  /** Where Family leads to them (beside Family). */
  open: msg('Savings groups'),
  refusedTitle: msg('Not recorded in the group'),
  refusedBody: msg<{ type: string; reason: string }>('The {type} entry was not recorded: {reason}'),
  entryLabel: msg<{ type: string }>('Group entry: {type}'),
});

export const IOU_WORDS = defineMessages('ious', {
  /** Who owes whom, per person: Lent & borrowed and Home's card (directions.test.ts checks every catalog). */
  owesYou: msg<{ person: string; amount: string }>('{person} owes you {amount}'),
  youOwe: msg<{ person: string; amount: string }>('You owe {person} {amount}'),
  lentTo: msg<{ person: string }>('Lent to {person}'),
  borrowedFrom: msg<{ person: string }>('Borrowed from {person}'),
  outstanding: msg<{ amount: string }>('{amount} outstanding'),
  settled: msg('Settled'),
  addRepayment: msg('Add repayment'),
  updated: msg('Entry updated'),
  recorded: msg('Recorded'),
  repaid: msg('Repayment recorded'),
  deleted: msg('Deleted'),
  savedOffline: msg('Saved on this phone'),
  savedOfflineDescription: msg('It will reach your account when you are back online.'),
  error: msg('Error'),
  failed: msg('Something went wrong. Please try again.'),
  refused: {
    record: msg<{ person: string; reason: string }>('Could not record the money with {person}: {reason}'),
    change: msg<{ reason: string }>('Could not change the entry: {reason}'),
    repay: msg<{ reason: string }>('Could not record the repayment: {reason}'),
    delete: msg<{ reason: string }>('Could not delete the entry: {reason}'),
  },
});

/** A queued import's words, in the import catalog. */
export const IMPORT_WORDS = defineMessages('import', {
  notAdded: msg('Messages not imported'),
  importRefused: msg<{ reason: string }>('The server refused the import: {reason}'),
  importWhat: msg('SMS import'),
});

/**
 * Every word of bills due (issue 25): Home's "Due soon" strip, its reminders, the Settings toggle,
 * the daily notification and a refused payment. Translations: web/src/i18n/locales/<lang>/bills.json.
 */
export const BILL_MESSAGES = defineMessages('bills', {
  dueSoon: msg('Due soon'),
  overdue: msg('Overdue'),
  dueToday: msg('Due today'),
  dueTomorrow: msg('Due tomorrow'),
  dueInDays: msg<{ days: number }>('{days, plural, one {Due in # day} other {Due in # days}}'),
  markPaid: msg('Mark paid'),
  /** The button's accessible name: its visible words, then which bill. */
  markPaidLabel: msg<{ name: string }>('Mark paid: {name}'),
  paid: msg<{ name: string }>('{name} paid'),
  paidOffline: msg<{ name: string }>('{name} marked paid on this phone; it will sync when online.'),
  payRefused: msg('Bill not paid'),
  payRefusedBody: msg<{ reason: string }>('The server refused the payment: {reason}'),
  reminders: msg('Reminders'),
  remindersHint: msg('Show bills due today or overdue at the top of Home, and one notification a day where this browser allows it'),
  /** The daily notification's title; its body lists the person's own bill names and days. */
  notificationTitle: msg('Bills due'),
  allowNotifications: msg('Allow notifications'),
  notificationsBlocked: msg('This browser blocks notifications from Sauti: reminders show on Home only.'),
});

export interface TextWords {
  /** Required for a field the noun shows in a form or a list. */
  label?: Message;
  empty?: Message;
  tooLong: Message<{ max: number }>;
}

type Nouns = typeof NOUN_FIELDS;
/** Every field a screen shows for the noun, with its label; the others the phone checks, without. */
type NounWords = { [N in Noun]: { [K in keyof Nouns[N]]?: TextWords } & { [K in FieldsWith<N, Facet>]: TextWords & { label: Message } } };

/**
 * What the phone says of each typed text a local write checks (offline/typedText.tsx), by noun; a field a
 * form or a list shows (FieldSpec.phone) has its label here too. Read when asked: see OFFLINE_MESSAGES.invalid.
 */
export const textWords = (): NounWords => {
  const I = OFFLINE_MESSAGES.invalid;
  return {
    expense: {
      description: { empty: I.descriptionEmpty, tooLong: I.descriptionTooLong },
      note: { label: EXPENSE_WORDS.note, tooLong: I.noteTooLong },
    },
    saving: {
      description: { empty: I.descriptionEmpty, tooLong: I.descriptionTooLong },
      goalName: { tooLong: I.goalNameTooLong },
      note: { tooLong: I.noteTooLong },
    },
    goal: { name: { empty: I.goalNameEmpty, tooLong: I.goalNameTooLong } },
    iou: { person: { empty: I.personEmpty, tooLong: I.personTooLong }, note: { tooLong: I.noteTooLong } },
  };
};
