// Every user-visible string of the Family screen, in one place: the spec's §2 and §8 strings
// exactly, and the issue's own (balances, sharing the code). Translations: i18n/locales/<lang>/family.json.
import { defineMessages, msg, t } from '../i18n/index.ts';
import type { ToastMessage } from '../ui/toast.tsx';
import { formatFamilyMoney } from './format.ts';

/** Whether a balance line speaks of the caller ("You owe") or of another member ("Juma owes"). */
type Person = 'you' | 'other';

export const familyText = defineMessages('family', {
  title: msg('Family Tracking'),
  createGroup: msg('Create Group'),
  joinGroup: msg('Join Group'),
  emptyTitle: msg('No Family Groups'),
  emptyHint: msg('Create or join a family group to start tracking shared expenses.'),
  loadingGroups: msg('Loading family groups'),
  loadingShares: msg('Loading your expense shares'),
  loadFailed: msg('Could not load your family groups.'),
  retry: msg('Try again'),
  created: msg<{ date: string }>('Created {date}'),
  code: msg<{ inviteCode: string }>('Code: {inviteCode}'),
  shareCode: msg<{ name: string }>('Share the invite code of {name}'),
  shareText: msg<{ name: string; inviteCode: string }>('Join "{name}" on Sauti with the invite code {inviteCode}'),
  voiceAi: msg('Voice AI'),
  addExpense: msg('Add Expense'),
  members: msg('Members'),
  you: msg('You'),
  member: msg<{ position: number }>('Member {position}'),
  groupExpenses: msg('Expenses'),
  noExpenses: msg('No shared expenses yet.'),
  paidBy: msg<{ name: string }>('paid by {name}'),
  balances: msg('Balances'),
  settled: msg('Everyone is settled up.'),
  owed: msg<{ person: Person; name: string; amount: string }>('{person, select, you {You are owed {amount}} other {{name} is owed {amount}}}'),
  owes: msg<{ person: Person; name: string; amount: string }>('{person, select, you {You owe {amount}} other {{name} owes {amount}}}'),
  pays: msg<{ payer: Person; payee: Person; from: string; to: string; amount: string }>(
    '{payer, select, you {You pay {to} {amount}} other {{payee, select, you {{from} pays you {amount}} other {{from} pays {to} {amount}}}}}',
  ),
  sharesTitle: msg('Your Expense Shares'),
  yourShare: msg<{ amount: string }>('Your share: {amount}'),
  paid: msg('Paid'),
  markAsPaid: msg('Mark as Paid'),
  cancel: msg('Cancel'),
  createTitle: msg('Create Family Group'),
  groupName: msg('Group Name'),
  groupNamePlaceholder: msg('e.g. Nyumbani'),
  create: msg('Create'),
  joinTitle: msg('Join Family Group'),
  inviteCode: msg('Invite Code'),
  nickname: msg('Nickname (optional)'),
  join: msg('Join'),
  addTitle: msg('Add Shared Expense'),
  description: msg('Description'),
  amount: msg('Amount'),
  category: msg('Category'),
  add: msg('Add Expense'),
  voiceTitle: msg('Voice AI Expense'),
  voiceAdd: msg('Add Shared Expense'),
  /** A savings phrase said in a group: savings are personal, kept on the Savings screen. */
  savingNotShared: msg('This sounds like a saving. Savings are kept on the Savings screen; a group shares expenses.'),
  toasts: {
    created: msg('Family Group Created'),
    joined: msg('Joined Family Group'),
    added: msg('Expense Added'),
    paid: msg('Payment Recorded'),
    paidDescription: msg('Expense has been marked as paid.'),
    codeCopied: msg('Invite code copied'),
    error: msg('Error'),
    createFailed: msg('Failed to create family group. Please try again.'),
    joinFailed: msg('Failed to join family group. Please check the invite code.'),
    addFailed: msg('Failed to add shared expense. Please try again.'),
    payFailed: msg('Failed to record payment. Please try again.'),
  },
});

const T = familyText.toasts;
const failure = (description: typeof T.createFailed): ToastMessage => ({ title: t(T.error), description: t(description), variant: 'destructive' });

/** The spec's toasts, made when shown so they speak the language of that moment. */
export const familyToasts = {
  created: (): ToastMessage => ({ title: t(T.created) }),
  joined: (): ToastMessage => ({ title: t(T.joined) }),
  added: (): ToastMessage => ({ title: t(T.added) }),
  paid: (): ToastMessage => ({ title: t(T.paid), description: t(T.paidDescription) }),
  codeCopied: (): ToastMessage => ({ title: t(T.codeCopied) }),
  createFailed: () => failure(T.createFailed),
  joinFailed: () => failure(T.joinFailed),
  addFailed: () => failure(T.addFailed),
  payFailed: () => failure(T.payFailed),
};

const personOf = (name: string): Person => (name === t(familyText.you) ? 'you' : 'other');

/** Balance lines from the caller's side; `who` is a member's name as memberNames gives it ("You" for the caller). */
export const balanceText = {
  owed: (who: string, amount: string, currency: string) =>
    t(familyText.owed, { person: personOf(who), name: who, amount: formatFamilyMoney(amount, currency) }),
  owes: (who: string, amount: string, currency: string) =>
    t(familyText.owes, { person: personOf(who), name: who, amount: formatFamilyMoney(amount.replace('-', ''), currency) }),
  pays: (from: string, to: string, amount: string, currency: string) =>
    t(familyText.pays, { payer: personOf(from), payee: personOf(to), from, to, amount: formatFamilyMoney(amount, currency) }),
};
