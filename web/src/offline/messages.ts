// What the offline layer tells a person: a queued write the server refused (a toast), and the
// parked writes waiting for an Edit or a Discard. `{reason}` is the server's own words.
// Translations live in web/src/i18n/locales/<lang>/offline.json.
import { defineMessages, msg } from '../i18n/index.ts';

export const OFFLINE_MESSAGES = defineMessages('offline', {
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
