// Every user-visible string of the Family screen, in one place: the spec's §2 and §8 strings
// exactly, and the issue's own (balances, sharing the code).
import { formatFamilyMoney } from './format.ts';

const YOU = 'You';

export const familyText = {
  title: 'Family Tracking',
  createGroup: 'Create Group',
  joinGroup: 'Join Group',
  emptyTitle: 'No Family Groups',
  emptyHint: 'Create or join a family group to start tracking shared expenses.',
  loadingGroups: 'Loading family groups',
  loadingShares: 'Loading your expense shares',
  loadFailed: 'Could not load your family groups.',
  retry: 'Try again',
  created: (date: string) => `Created ${date}`,
  code: (inviteCode: string) => `Code: ${inviteCode}`,
  shareCode: (name: string) => `Share the invite code of ${name}`,
  shareText: (name: string, inviteCode: string) => `Join "${name}" on Sauti with the invite code ${inviteCode}`,
  voiceAi: 'Voice AI',
  addExpense: 'Add Expense',
  members: 'Members',
  you: YOU,
  member: (position: number) => `Member ${position}`,
  groupExpenses: 'Expenses',
  noExpenses: 'No shared expenses yet.',
  paidBy: (name: string) => `paid by ${name}`,
  balances: 'Balances',
  settled: 'Everyone is settled up.',
  owed: (who: string, amount: string, currency: string) =>
    `${who} ${who === YOU ? 'are' : 'is'} owed ${formatFamilyMoney(amount, currency)}`,
  owes: (who: string, amount: string, currency: string) =>
    `${who} ${who === YOU ? 'owe' : 'owes'} ${formatFamilyMoney(amount.replace('-', ''), currency)}`,
  pays: (from: string, to: string, amount: string, currency: string) =>
    `${from} ${from === YOU ? 'pay' : 'pays'} ${to === YOU ? 'you' : to} ${formatFamilyMoney(amount, currency)}`,
  sharesTitle: 'Your Expense Shares',
  yourShare: (amount: string, currency: string) => `Your share: ${formatFamilyMoney(amount, currency)}`,
  paid: 'Paid',
  markAsPaid: 'Mark as Paid',
  cancel: 'Cancel',
  createTitle: 'Create Family Group',
  groupName: 'Group Name',
  groupNamePlaceholder: 'e.g. Nyumbani',
  create: 'Create',
  joinTitle: 'Join Family Group',
  inviteCode: 'Invite Code',
  nickname: 'Nickname (optional)',
  join: 'Join',
  addTitle: 'Add Shared Expense',
  description: 'Description',
  amount: 'Amount',
  category: 'Category',
  add: 'Add Expense',
  voiceTitle: 'Voice AI Expense',
  voiceAdd: 'Add Shared Expense',
  voiceUnsupported: 'Voice input not supported in this browser',
  /** A savings phrase said in a group: savings are personal, kept on the Savings screen. */
  savingNotShared: 'This sounds like a saving. Savings are kept on the Savings screen; a group shares expenses.',
  trySaying: 'Try saying:',
  youSaid: 'You said',
} as const;

export const familyToasts = {
  created: { title: 'Family Group Created' },
  joined: { title: 'Joined Family Group' },
  added: { title: 'Expense Added' },
  paid: { title: 'Payment Recorded', description: 'Expense has been marked as paid.' },
  codeCopied: { title: 'Invite code copied' },
  createFailed: { title: 'Error', description: 'Failed to create family group. Please try again.', variant: 'destructive' },
  joinFailed: { title: 'Error', description: 'Failed to join family group. Please check the invite code.', variant: 'destructive' },
  addFailed: { title: 'Error', description: 'Failed to add shared expense. Please try again.', variant: 'destructive' },
  payFailed: { title: 'Error', description: 'Failed to record payment. Please try again.', variant: 'destructive' },
} as const;
