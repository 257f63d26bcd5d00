// Every user-visible string of money lent and borrowed: the list, repayments, the WhatsApp reminder
// and what the offline outbox says when the server refused one of these writes. English is the
// source; translations live in web/src/i18n/locales/<lang>/ious.json.
import { defineMessages, msg } from '../i18n/index.ts';

export const IOU_MESSAGES = defineMessages('ious', {
  title: msg('Lent & borrowed'),
  subtitle: msg('Money you lent to people and borrowed from them'),
  open: msg('Lent & borrowed'),
  empty: msg('Nothing lent or borrowed yet. Tell the microphone, for example that you lent someone money.'),
  lentTo: msg<{ person: string }>('Lent to {person}'),
  borrowedFrom: msg<{ person: string }>('Borrowed from {person}'),
  outstanding: msg<{ amount: string }>('{amount} outstanding'),
  ofAmount: msg<{ amount: string }>('of {amount}'),
  settled: msg('Settled'),
  addRepayment: msg('Add repayment'),
  repaymentAmount: msg('Repayment amount'),
  saveRepayment: msg('Save repayment'),
  remind: msg<{ person: string }>('Remind {person} on WhatsApp'),
  remindShort: msg('Remind'),
  reminderText: msg<{ person: string; amount: string }>('Hello {person}, a friendly reminder about the {amount} I lent you. Thank you!'),
  deleteLabel: msg<{ person: string }>('Delete the entry for {person}'),
  recorded: msg('Recorded'),
  repaid: msg('Repayment recorded'),
  deleted: msg('Deleted'),
  savedOffline: msg('Saved on this phone'),
  savedOfflineDescription: msg('It will reach your account when you are back online.'),
  error: msg('Error'),
  failed: msg('Something went wrong. Please try again.'),
  addTitle: msg('Add money lent or borrowed'),
  directionLabel: msg('Which way'),
  lentOption: msg('I lent it'),
  borrowedOption: msg('I borrowed it'),
  personLabel: msg('Person'),
  amountLabel: msg('Amount'),
  phoneLabel: msg('WhatsApp number (optional)'),
  add: msg('Add'),
  refused: {
    record: msg<{ person: string; reason: string }>('Could not record the money with {person}: {reason}'),
    repay: msg<{ reason: string }>('Could not record the repayment: {reason}'),
    delete: msg<{ reason: string }>('Could not delete the entry: {reason}'),
  },
});
