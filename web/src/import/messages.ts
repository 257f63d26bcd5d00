// Every string the SMS import shows (the /import screen, with the offline layer's words for a
// refused import). Translations live in
// web/src/i18n/locales/<lang>/import.json.
import type { SkipReason } from '../../../domain/payments/types.ts';
import { defineMessages, msg } from '../i18n/index.ts';
import { IMPORT_WORDS } from '../offline/messages.ts';
import type { Message } from '../i18n/index.ts';

export const IMPORT_MESSAGES = defineMessages('import', {
  ...IMPORT_WORDS,
  title: msg('Import from SMS'),
  subtitle: msg('Paste payment messages from M-Pesa, Airtel Money, MoMo, your bank or UPI.'),
  pasteLabel: msg('Payment messages'),
  pastePlaceholder: msg('Paste one or more messages here, separated by a blank line'),
  preview: msg('Preview'),
  previewing: msg('Reading…'),
  emptyText: msg('Paste at least one message first'),
  previewFailed: msg('Could not read the messages. Check your connection and try again.'),
  checkedOnline: msg('Duplicates are checked when you are back online.'),
  payments: msg('Payments'),
  nothingToAdd: msg('No payments to add in these messages.'),
  include: msg<{ what: string }>('Include {what}'),
  category: msg<{ what: string }>('Category for {what}'),
  /** Before a fee row's description. */
  fee: msg('Fee:'),
  noDate: msg('Today'),
  duplicates: msg('Already in Sauti'),
  reversed: msg('Reversed'),
  reversedLine: msg<{ reference: string }>('Removes the expense for {reference} and its fee'),
  skipped: msg('Not expenses'),
  add: msg<{ count: number }>('Add {count, plural, one {# expense} other {# expenses}}'),
  /** The button when the messages hold reversals only: nothing to add, their payments to remove. */
  removeReversed: msg<{ count: number }>('Remove {count, plural, one {# reversed payment} other {# reversed payments}}'),
  removedReversed: msg<{ count: number }>('{count, plural, one {# reversed payment removed} other {# reversed payments removed}}'),
  adding: msg('Adding…'),
  edit: msg('Edit messages'),
  added: msg<{ count: number }>('{count, plural, one {# expense} other {# expenses}} added'),
  queuedTitle: msg('Saved on this phone'),
  queued: msg<{ count: number }>('{count, plural, one {# expense} other {# expenses}} will be added when you are back online.'),
  notUnderstood: msg('Not understood'),
  notUnderstoodHint: msg('Sauti could not read these messages. Add one by hand, or leave it.'),
  /** What could be read from a message Sauti did not understand. */
  found: msg<{ amount: string; date: string }>('Found {amount} · {date}'),
  foundAmount: msg<{ amount: string }>('Found {amount}'),
  nothingFound: msg('No amount found'),
  addByHand: msg('Add by hand'),
  leave: msg('Leave it'),
  handTitle: msg('Add expense by hand'),
  handDescription: msg('Description'),
  handAmount: msg('Amount'),
  handCurrency: msg('Currency'),
  handDate: msg('Date'),
  handCategory: msg('Category'),
  handCancel: msg('Cancel'),
  handAdd: msg('Add expense'),
  handNoDescription: msg('Enter a description'),
  handBadAmount: msg('Enter an amount greater than zero, with at most 2 decimals'),
  handWholeUnits: msg<{ currency: string }>('Amounts in {currency} have no cents'),
  handDayRange: msg<{ days: number }>('Choose a date in the last {days} days'),
  /** Why a message was not recorded, in plain words. */
  skipReasons: {
    received: msg('Money you received, not spent'),
    failed: msg('The transaction failed'),
    otp: msg('A one-time code, not a payment'),
    balance: msg('A balance message'),
    promotion: msg('An offer or advert'),
    withdrawal: msg('A cash withdrawal: record the cash when you spend it'),
    'unsupported-currency': msg('A currency Sauti does not track'),
    'not-a-payment': msg('Not a payment message'),
    'unknown-reversal': msg('A reversal of a payment that is not in Sauti'),
  } satisfies Record<SkipReason, Message>,
});
