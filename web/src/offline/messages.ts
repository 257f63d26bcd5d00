// What the offline layer tells a person: input the phone refuses before storing it (as the server
// would), a queued write the server refused (a toast), and the parked writes waiting for an Edit or
// a Discard. `{reason}` is the server's own words.
// Translations live in web/src/i18n/locales/<lang>/offline.json.
import { defineMessages, msg } from '../i18n/index.ts';

export const OFFLINE_MESSAGES = defineMessages('offline', {
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
