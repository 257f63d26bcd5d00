// Every user-visible string of money lent and borrowed: the list, repayments, the WhatsApp reminder
// and what the offline outbox says when the server refused one of these writes. English is the
// source; translations live in web/src/i18n/locales/<lang>/ious.json.
import { defineMessages, msg } from '../i18n/index.ts';
import { IOU_WORDS } from '../offline/messages.ts';

export const IOU_MESSAGES = defineMessages('ious', {
  ...IOU_WORDS,
  subtitle: msg('Money you lent to people and borrowed from them'),
  empty: msg('Nothing lent or borrowed yet. Tell the microphone, for example that you lent someone money.'),
  peopleHeading: msg('Who owes whom'),
  ofAmount: msg<{ amount: string }>('of {amount}'),
  repaymentAmount: msg('Repayment amount'),
  saveRepayment: msg('Save repayment'),
  remind: msg<{ person: string }>('Remind {person} on WhatsApp'),
  remindShort: msg('Remind'),
  reminderText: msg<{ person: string; amount: string }>('Hello {person}, a friendly reminder about the {amount} I lent you. Thank you!'),
  deleteLabel: msg<{ person: string }>('Delete the entry for {person}'),
  editLabel: msg<{ person: string }>('Edit {person}'),
  editTitle: msg('Edit entry'),
  noteLabel: msg('Note'),
  cancel: msg('Cancel'),
  saveChanges: msg('Save'),
  addTitle: msg('Add money lent or borrowed'),
  directionLabel: msg('Which way'),
  lentOption: msg('I lent it'),
  borrowedOption: msg('I borrowed it'),
  personLabel: msg('Person'),
  amountLabel: msg('Amount'),
  phoneLabel: msg('WhatsApp number (optional)'),
  dueDateLabel: msg('Pay back by (optional)'),
  due: msg<{ date: string }>('Due {date}'),
  overdue: msg<{ date: string }>('Overdue since {date}'),
  add: msg('Add'),
});
