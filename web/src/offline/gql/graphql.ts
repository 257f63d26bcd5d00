/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddGroupMemberInput = {
  commandId?: string | null | undefined;
  groupId: string;
  /** Minted by the client so that a retry is recognised. */
  id?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  /** treasurer, secretary or member (the default). */
  role?: string | null | undefined;
};

/** An expense category. */
export type Category =
  | 'bills'
  | 'business'
  | 'food'
  | 'other'
  | 'transport';

export type ChangeExpenseInput = {
  amount?: string | null | undefined;
  category?: string | null | undefined;
  commandId?: string | null | undefined;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  id: string;
  /** Empty clears it. */
  note?: string | null | undefined;
  /** ISO instant; from 5 years ago to 5 minutes ahead. */
  spentAt?: string | null | undefined;
};

export type ChangeIouInput = {
  amount?: string | null | undefined;
  commandId?: string | null | undefined;
  /** YYYY-MM-DD; null clears it (no due date). */
  dueDate?: string | null | undefined;
  id: string;
  /** Null or empty clears it. */
  note?: string | null | undefined;
  person?: string | null | undefined;
  phone?: string | null | undefined;
};

export type ChangeSavingInput = {
  amount?: string | null | undefined;
  commandId?: string | null | undefined;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  goalName?: string | null | undefined;
  goalType?: string | null | undefined;
  id: string;
  /** Empty clears it. */
  note?: string | null | undefined;
};

export type ChangeSavingsGoalInput = {
  commandId?: string | null | undefined;
  currency?: string | null | undefined;
  /** YYYY-MM-DD; null clears it (no deadline). */
  deadline?: string | null | undefined;
  id: string;
  isCompleted?: boolean | null | undefined;
  name?: string | null | undefined;
  targetAmount?: string | null | undefined;
};

export type CorrectGroupEntryInput = {
  amount?: string | null | undefined;
  commandId?: string | null | undefined;
  date?: string | null | undefined;
  entryId: string;
  groupId: string;
  id?: string | null | undefined;
  memberId?: string | null | undefined;
  reason: string;
  reverse?: boolean | null | undefined;
  shares?: number | null | undefined;
};

export type CreateSavingsGoalInput = {
  commandId?: string | null | undefined;
  currency: string;
  /** YYYY-MM-DD. */
  deadline?: string | null | undefined;
  id?: string | null | undefined;
  name: string;
  targetAmount: string;
  userId?: string | null | undefined;
};

export type CreateSavingsGroupInput = {
  /** The creator's name in the book; Chair when left out. */
  chairName?: string | null | undefined;
  commandId?: string | null | undefined;
  currency: string;
  /** rotating or accumulating. */
  kind: string;
  name: string;
  rules: SavingsGroupRulesInput;
};

export type DeleteExpenseInput = {
  commandId?: string | null | undefined;
  id: string;
};

export type DeleteIouInput = {
  commandId?: string | null | undefined;
  id: string;
};

export type DeleteSavingInput = {
  commandId?: string | null | undefined;
  id: string;
};

export type DeleteSavingsGoalInput = {
  commandId?: string | null | undefined;
  id: string;
};

export type ExpenseFilter = {
  category?: string | null | undefined;
  /** First local day (YYYY-MM-DD), inclusive. */
  from?: string | null | undefined;
  /** Matches description and original words, ignoring case and accents. */
  q?: string | null | undefined;
  /** Last local day (YYYY-MM-DD), inclusive. */
  to?: string | null | undefined;
};

/** What a saving is for. */
export type GoalType =
  | 'emergency'
  | 'general'
  | 'goal'
  | 'investment';

export type GroupCommandInput = {
  commandId?: string | null | undefined;
  date?: string | null | undefined;
  groupId: string;
};

export type ImportChoiceInput = {
  category?: string | null | undefined;
  /** Defaults to true. */
  include?: boolean | null | undefined;
  /** 0-based index of the message in the text. */
  message: number;
  /** payment or fee */
  role: string;
};

/** Whether the caller lent the money or borrowed it. */
export type IouDirection =
  | 'borrowed'
  | 'lent';

export type JoinSavingsGroupInput = {
  commandId?: string | null | undefined;
  inviteCode: string;
  /** The member row that is the caller; a new one when left out. */
  memberId?: string | null | undefined;
  name?: string | null | undefined;
};

/** One of the 22 supported languages (ISO 639-1). */
export type Language =
  | 'af'
  | 'am'
  | 'ar'
  | 'as'
  | 'bn'
  | 'en'
  | 'fr'
  | 'gu'
  | 'ha'
  | 'hi'
  | 'ig'
  | 'kn'
  | 'ml'
  | 'mr'
  | 'or'
  | 'pa'
  | 'sw'
  | 'ta'
  | 'te'
  | 'ur'
  | 'yo'
  | 'zu';

export type PaySubscriptionInput = {
  commandId?: string | null | undefined;
  dueDate: string;
  paidAt?: string | null | undefined;
};

export type RatesSource =
  | 'BUILT_IN'
  | 'CACHED'
  | 'LIVE';

export type RecordExpenseInput = {
  /** Positive decimal, at most 2 decimals. */
  amount: string;
  /** Detected from the description when left out. */
  category?: string | null | undefined;
  commandId?: string | null | undefined;
  currency: string;
  description: string;
  /** Minted by the client so that a retry is recognised. */
  id?: string | null | undefined;
  language?: string | null | undefined;
  /** At most 500 characters. */
  note?: string | null | undefined;
  originalText?: string | null | undefined;
  /** ISO instant the money went out; defaults to now. */
  spentAt?: string | null | undefined;
};

export type RecordGroupEntryInput = {
  amount?: string | null | undefined;
  commandId?: string | null | undefined;
  date?: string | null | undefined;
  groupId: string;
  id?: string | null | undefined;
  loanId?: string | null | undefined;
  memberId?: string | null | undefined;
  months?: number | null | undefined;
  reason?: string | null | undefined;
  round?: number | null | undefined;
  shares?: number | null | undefined;
  /** contribution, payout, shares, social, loan, repayment, fine or grant. */
  type: string;
};

export type RecordIouInput = {
  amount: string;
  commandId?: string | null | undefined;
  currency: string;
  /** YYYY-MM-DD; defaults to today. */
  date?: string | null | undefined;
  direction: IouDirection;
  dueDate?: string | null | undefined;
  /** Minted by the client so that a retry is recognised. */
  id?: string | null | undefined;
  note?: string | null | undefined;
  person: string;
  phone?: string | null | undefined;
  /** The caller's own id, or left out. */
  userId?: string | null | undefined;
};

export type RecordSavingInput = {
  amount: string;
  commandId?: string | null | undefined;
  currency: string;
  description: string;
  goalName?: string | null | undefined;
  goalType?: string | null | undefined;
  /** Minted by the client so that a retry is recognised. */
  id?: string | null | undefined;
  language?: string | null | undefined;
  /** At most 500 characters. */
  note?: string | null | undefined;
  originalText?: string | null | undefined;
  /** ISO instant the money was put aside; defaults to now. */
  savedAt?: string | null | undefined;
  /** The caller's own id, or left out. */
  userId?: string | null | undefined;
};

export type RepayIouInput = {
  amount: string;
  commandId?: string | null | undefined;
  date?: string | null | undefined;
  /** The repayment's own id, minted by the client so that a retry is recognised. */
  id?: string | null | undefined;
  iouId: string;
};

/** rotating: contribution, frequency, firstDueDate, lateFine?; accumulating: sharePrice, maxSharesPerMeeting?, socialFundPerMeeting?, loanLimitMultiple?, monthlyInterestPercent. */
export type SavingsGroupRulesInput = {
  contribution?: string | null | undefined;
  firstDueDate?: string | null | undefined;
  frequency?: string | null | undefined;
  lateFine?: string | null | undefined;
  loanLimitMultiple?: number | null | undefined;
  maxSharesPerMeeting?: number | null | undefined;
  monthlyInterestPercent?: string | null | undefined;
  sharePrice?: string | null | undefined;
  socialFundPerMeeting?: string | null | undefined;
};

export type SubscriptionInput = {
  amount?: string | null | undefined;
  autoRecord?: boolean | null | undefined;
  billingCycle?: string | null | undefined;
  canCancel?: boolean | null | undefined;
  category?: string | null | undefined;
  commandId?: string | null | undefined;
  currency?: string | null | undefined;
  /** Minted by the client so that a retry is recognised. */
  id?: string | null | undefined;
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
  nextBillingDate?: string | null | undefined;
  /** Absent or the caller's own id. */
  userId?: string | null | undefined;
};

export type ImportPreviewMutationVariables = Exact<{
  text: string;
}>;


export type ImportPreviewMutation = { result: { imported: Array<{ description: string, amount: string, currency: string, category: Category, spentAt: string, source: { message: number | null, role: string } | null }>, duplicates: Array<{ message: number, text: string }>, reversed: Array<{ message: number, text: string, reference: string }>, skipped: Array<{ message: number, text: string, reason: string }>, notUnderstood: Array<{ message: number, text: string, amount: string | null, currency: string | null, spentAt: string | null }> } };

export type RatesQueryVariables = Exact<{ [key: string]: never; }>;


export type RatesQuery = { exchangeRates: { source: RatesSource, asOf: string | null, live: Array<string>, rates: Array<{ currency: string, rate: string }> } };

export type OfflineCreateBillMutationVariables = Exact<{
  input: SubscriptionInput;
}>;


export type OfflineCreateBillMutation = { result: { id: string } };

export type OfflinePayBillMutationVariables = Exact<{
  id: string;
  input: PaySubscriptionInput;
}>;


export type OfflinePayBillMutation = { result: { expense: { id: string, description: string, amount: string, currency: string, category: Category, language: Language, note: string | null, updatedAt: string, createdAt: string } | null } };

export type OfflineImportMessagesMutationVariables = Exact<{
  text: string;
  choices?: Array<ImportChoiceInput> | ImportChoiceInput | null | undefined;
}>;


export type OfflineImportMessagesMutation = { result: { imported: Array<{ id: string, description: string, amount: string, currency: string, category: Category, language: Language, note: string | null, updatedAt: string, createdAt: string, source: { message: number | null, role: string } | null }> } };

export type OfflineIouFragment = { id: string, person: string, phone: string | null, direction: IouDirection, amount: string, repaid: string, outstanding: string, settled: boolean, currency: string, date: string, dueDate: string | null, note: string | null, createdAt: string };

export type OfflineRecordIouMutationVariables = Exact<{
  input: RecordIouInput;
}>;


export type OfflineRecordIouMutation = { result: { id: string, person: string, phone: string | null, direction: IouDirection, amount: string, repaid: string, outstanding: string, settled: boolean, currency: string, date: string, dueDate: string | null, note: string | null, createdAt: string } };

export type OfflineChangeIouMutationVariables = Exact<{
  input: ChangeIouInput;
}>;


export type OfflineChangeIouMutation = { result: { id: string, person: string, phone: string | null, direction: IouDirection, amount: string, repaid: string, outstanding: string, settled: boolean, currency: string, date: string, dueDate: string | null, note: string | null, createdAt: string } };

export type OfflineRepayIouMutationVariables = Exact<{
  input: RepayIouInput;
}>;


export type OfflineRepayIouMutation = { result: { id: string, person: string, phone: string | null, direction: IouDirection, amount: string, repaid: string, outstanding: string, settled: boolean, currency: string, date: string, dueDate: string | null, note: string | null, createdAt: string } };

export type OfflineDeleteIouMutationVariables = Exact<{
  input: DeleteIouInput;
}>;


export type OfflineDeleteIouMutation = { result: string };

export type OfflineExpenseFragment = { id: string, description: string, amount: string, currency: string, category: Category, language: Language, note: string | null, updatedAt: string, createdAt: string };

export type OfflineRecordExpenseMutationVariables = Exact<{
  input: RecordExpenseInput;
}>;


export type OfflineRecordExpenseMutation = { result: { id: string, description: string, amount: string, currency: string, category: Category, language: Language, note: string | null, updatedAt: string, createdAt: string } };

export type OfflineChangeExpenseMutationVariables = Exact<{
  input: ChangeExpenseInput;
}>;


export type OfflineChangeExpenseMutation = { result: { id: string, description: string, amount: string, currency: string, category: Category, language: Language, note: string | null, updatedAt: string, createdAt: string } };

export type OfflineDeleteExpenseMutationVariables = Exact<{
  input: DeleteExpenseInput;
}>;


export type OfflineDeleteExpenseMutation = { result: string };

export type OfflineRestoreExpenseMutationVariables = Exact<{
  id: string;
  commandId?: string | null | undefined;
}>;


export type OfflineRestoreExpenseMutation = { result: { id: string, description: string, amount: string, currency: string, category: Category, language: Language, note: string | null, updatedAt: string, createdAt: string } };

export type OfflineOlderExpensesQueryVariables = Exact<{
  filter: ExpenseFilter;
  first: number;
  after?: string | null | undefined;
}>;


export type OfflineOlderExpensesQuery = { result: { edges: Array<{ node: { id: string, description: string, amount: string, currency: string, category: Category, language: Language, note: string | null, updatedAt: string, createdAt: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type OfflineOlderTotalsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type OfflineOlderTotalsQuery = { result: { total: string, byDay: Array<{ day: string, total: string }> } };

export type OfflineSavingFragment = { id: string, description: string, amount: string, currency: string, goalType: GoalType, goalName: string | null, language: Language, note: string | null, createdAt: string };

export type OfflineRecordSavingMutationVariables = Exact<{
  input: RecordSavingInput;
}>;


export type OfflineRecordSavingMutation = { result: { id: string, description: string, amount: string, currency: string, goalType: GoalType, goalName: string | null, language: Language, note: string | null, createdAt: string } };

export type OfflineChangeSavingMutationVariables = Exact<{
  input: ChangeSavingInput;
}>;


export type OfflineChangeSavingMutation = { result: { id: string, description: string, amount: string, currency: string, goalType: GoalType, goalName: string | null, language: Language, note: string | null, createdAt: string } };

export type OfflineDeleteSavingMutationVariables = Exact<{
  input: DeleteSavingInput;
}>;


export type OfflineDeleteSavingMutation = { result: string };

export type OfflineGoalFragment = { id: string, name: string, targetAmount: string, currency: string, deadline: string | null, isCompleted: boolean, createdAt: string };

export type OfflineCreateSavingsGoalMutationVariables = Exact<{
  input: CreateSavingsGoalInput;
}>;


export type OfflineCreateSavingsGoalMutation = { result: { id: string, name: string, targetAmount: string, currency: string, deadline: string | null, isCompleted: boolean, createdAt: string } };

export type OfflineChangeSavingsGoalMutationVariables = Exact<{
  input: ChangeSavingsGoalInput;
}>;


export type OfflineChangeSavingsGoalMutation = { result: { id: string, name: string, targetAmount: string, currency: string, deadline: string | null, isCompleted: boolean, createdAt: string } };

export type OfflineDeleteSavingsGoalMutationVariables = Exact<{
  input: DeleteSavingsGoalInput;
}>;


export type OfflineDeleteSavingsGoalMutation = { result: string };

export type OfflineSavingsGroupFragment = { id: string, name: string, kind: string, currency: string, cycle: number, inviteCode: string | null, myMemberId: string, myRole: string, nextDueDate: string | null, youOwe: string, createdAt: string, payoutOrder: Array<string> | null, mySavings: Array<{ amount: string, date: string }>, rules: { contribution: string | null, frequency: string | null, firstDueDate: string | null, lateFine: string | null, sharePrice: string | null, maxSharesPerMeeting: number | null, socialFundPerMeeting: string | null, loanLimitMultiple: number | null, monthlyInterestPercent: string | null }, members: Array<{ id: string, name: string, phone: string | null, role: string, linked: boolean, arrears: string, dueRound: number | null, dueAmount: string, dueShares: number, dueSocial: string }>, rounds: Array<{ round: number, dueDate: string, recipientMemberId: string | null, collected: string, paidOut: boolean }>, loans: Array<{ id: string, memberId: string, owed: string, dueDate: string }>, totals: { loanFund: string, socialFund: string, sharesTotal: number, loansOutstanding: string, interestEarned: string, finesTotal: string, shareValue: string | null } };

export type OfflineSavingsGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type OfflineSavingsGroupsQuery = { result: Array<{ id: string, name: string, kind: string, currency: string, cycle: number, inviteCode: string | null, myMemberId: string, myRole: string, nextDueDate: string | null, youOwe: string, createdAt: string, payoutOrder: Array<string> | null, mySavings: Array<{ amount: string, date: string }>, rules: { contribution: string | null, frequency: string | null, firstDueDate: string | null, lateFine: string | null, sharePrice: string | null, maxSharesPerMeeting: number | null, socialFundPerMeeting: string | null, loanLimitMultiple: number | null, monthlyInterestPercent: string | null }, members: Array<{ id: string, name: string, phone: string | null, role: string, linked: boolean, arrears: string, dueRound: number | null, dueAmount: string, dueShares: number, dueSocial: string }>, rounds: Array<{ round: number, dueDate: string, recipientMemberId: string | null, collected: string, paidOut: boolean }>, loans: Array<{ id: string, memberId: string, owed: string, dueDate: string }>, totals: { loanFund: string, socialFund: string, sharesTotal: number, loansOutstanding: string, interestEarned: string, finesTotal: string, shareValue: string | null } }> };

export type OfflineRecordGroupEntryMutationVariables = Exact<{
  input: RecordGroupEntryInput;
}>;


export type OfflineRecordGroupEntryMutation = { result: { id: string, name: string, kind: string, currency: string, cycle: number, inviteCode: string | null, myMemberId: string, myRole: string, nextDueDate: string | null, youOwe: string, createdAt: string, payoutOrder: Array<string> | null, mySavings: Array<{ amount: string, date: string }>, rules: { contribution: string | null, frequency: string | null, firstDueDate: string | null, lateFine: string | null, sharePrice: string | null, maxSharesPerMeeting: number | null, socialFundPerMeeting: string | null, loanLimitMultiple: number | null, monthlyInterestPercent: string | null }, members: Array<{ id: string, name: string, phone: string | null, role: string, linked: boolean, arrears: string, dueRound: number | null, dueAmount: string, dueShares: number, dueSocial: string }>, rounds: Array<{ round: number, dueDate: string, recipientMemberId: string | null, collected: string, paidOut: boolean }>, loans: Array<{ id: string, memberId: string, owed: string, dueDate: string }>, totals: { loanFund: string, socialFund: string, sharesTotal: number, loansOutstanding: string, interestEarned: string, finesTotal: string, shareValue: string | null } } };

export type OfflineCreateSavingsGroupMutationVariables = Exact<{
  input: CreateSavingsGroupInput;
}>;


export type OfflineCreateSavingsGroupMutation = { result: { id: string, name: string, kind: string, currency: string, cycle: number, inviteCode: string | null, myMemberId: string, myRole: string, nextDueDate: string | null, youOwe: string, createdAt: string, payoutOrder: Array<string> | null, mySavings: Array<{ amount: string, date: string }>, rules: { contribution: string | null, frequency: string | null, firstDueDate: string | null, lateFine: string | null, sharePrice: string | null, maxSharesPerMeeting: number | null, socialFundPerMeeting: string | null, loanLimitMultiple: number | null, monthlyInterestPercent: string | null }, members: Array<{ id: string, name: string, phone: string | null, role: string, linked: boolean, arrears: string, dueRound: number | null, dueAmount: string, dueShares: number, dueSocial: string }>, rounds: Array<{ round: number, dueDate: string, recipientMemberId: string | null, collected: string, paidOut: boolean }>, loans: Array<{ id: string, memberId: string, owed: string, dueDate: string }>, totals: { loanFund: string, socialFund: string, sharesTotal: number, loansOutstanding: string, interestEarned: string, finesTotal: string, shareValue: string | null } } };

export type OfflineAddGroupMemberMutationVariables = Exact<{
  input: AddGroupMemberInput;
}>;


export type OfflineAddGroupMemberMutation = { result: { id: string, name: string, kind: string, currency: string, cycle: number, inviteCode: string | null, myMemberId: string, myRole: string, nextDueDate: string | null, youOwe: string, createdAt: string, payoutOrder: Array<string> | null, mySavings: Array<{ amount: string, date: string }>, rules: { contribution: string | null, frequency: string | null, firstDueDate: string | null, lateFine: string | null, sharePrice: string | null, maxSharesPerMeeting: number | null, socialFundPerMeeting: string | null, loanLimitMultiple: number | null, monthlyInterestPercent: string | null }, members: Array<{ id: string, name: string, phone: string | null, role: string, linked: boolean, arrears: string, dueRound: number | null, dueAmount: string, dueShares: number, dueSocial: string }>, rounds: Array<{ round: number, dueDate: string, recipientMemberId: string | null, collected: string, paidOut: boolean }>, loans: Array<{ id: string, memberId: string, owed: string, dueDate: string }>, totals: { loanFund: string, socialFund: string, sharesTotal: number, loansOutstanding: string, interestEarned: string, finesTotal: string, shareValue: string | null } } };

export type OfflineJoinSavingsGroupMutationVariables = Exact<{
  input: JoinSavingsGroupInput;
}>;


export type OfflineJoinSavingsGroupMutation = { result: { id: string, name: string, kind: string, currency: string, cycle: number, inviteCode: string | null, myMemberId: string, myRole: string, nextDueDate: string | null, youOwe: string, createdAt: string, payoutOrder: Array<string> | null, mySavings: Array<{ amount: string, date: string }>, rules: { contribution: string | null, frequency: string | null, firstDueDate: string | null, lateFine: string | null, sharePrice: string | null, maxSharesPerMeeting: number | null, socialFundPerMeeting: string | null, loanLimitMultiple: number | null, monthlyInterestPercent: string | null }, members: Array<{ id: string, name: string, phone: string | null, role: string, linked: boolean, arrears: string, dueRound: number | null, dueAmount: string, dueShares: number, dueSocial: string }>, rounds: Array<{ round: number, dueDate: string, recipientMemberId: string | null, collected: string, paidOut: boolean }>, loans: Array<{ id: string, memberId: string, owed: string, dueDate: string }>, totals: { loanFund: string, socialFund: string, sharesTotal: number, loansOutstanding: string, interestEarned: string, finesTotal: string, shareValue: string | null } } };

export type OfflineDrawPayoutOrderMutationVariables = Exact<{
  input: GroupCommandInput;
}>;


export type OfflineDrawPayoutOrderMutation = { result: { id: string, name: string, kind: string, currency: string, cycle: number, inviteCode: string | null, myMemberId: string, myRole: string, nextDueDate: string | null, youOwe: string, createdAt: string, payoutOrder: Array<string> | null, mySavings: Array<{ amount: string, date: string }>, rules: { contribution: string | null, frequency: string | null, firstDueDate: string | null, lateFine: string | null, sharePrice: string | null, maxSharesPerMeeting: number | null, socialFundPerMeeting: string | null, loanLimitMultiple: number | null, monthlyInterestPercent: string | null }, members: Array<{ id: string, name: string, phone: string | null, role: string, linked: boolean, arrears: string, dueRound: number | null, dueAmount: string, dueShares: number, dueSocial: string }>, rounds: Array<{ round: number, dueDate: string, recipientMemberId: string | null, collected: string, paidOut: boolean }>, loans: Array<{ id: string, memberId: string, owed: string, dueDate: string }>, totals: { loanFund: string, socialFund: string, sharesTotal: number, loansOutstanding: string, interestEarned: string, finesTotal: string, shareValue: string | null } } };

export type OfflineShareOutMutationVariables = Exact<{
  input: GroupCommandInput;
}>;


export type OfflineShareOutMutation = { result: { id: string, name: string, kind: string, currency: string, cycle: number, inviteCode: string | null, myMemberId: string, myRole: string, nextDueDate: string | null, youOwe: string, createdAt: string, payoutOrder: Array<string> | null, mySavings: Array<{ amount: string, date: string }>, rules: { contribution: string | null, frequency: string | null, firstDueDate: string | null, lateFine: string | null, sharePrice: string | null, maxSharesPerMeeting: number | null, socialFundPerMeeting: string | null, loanLimitMultiple: number | null, monthlyInterestPercent: string | null }, members: Array<{ id: string, name: string, phone: string | null, role: string, linked: boolean, arrears: string, dueRound: number | null, dueAmount: string, dueShares: number, dueSocial: string }>, rounds: Array<{ round: number, dueDate: string, recipientMemberId: string | null, collected: string, paidOut: boolean }>, loans: Array<{ id: string, memberId: string, owed: string, dueDate: string }>, totals: { loanFund: string, socialFund: string, sharesTotal: number, loansOutstanding: string, interestEarned: string, finesTotal: string, shareValue: string | null } } };

export type OfflineGroupStatementQueryVariables = Exact<{
  id: string;
  memberId: string;
}>;


export type OfflineGroupStatementQuery = { result: { id: string, statement: { memberId: string, saved: string, shares: number, sharesValue: string, social: string, loanOutstanding: string, interestPaid: string, fines: string, received: string, finesOwed: string, owes: string, arrears: string, entries: Array<{ id: string, type: string, amount: string, shares: number | null, round: number | null, date: string }> } } };

export type OfflineGroupActivityQueryVariables = Exact<{
  id: string;
}>;


export type OfflineGroupActivityQuery = { result: { id: string, activity: Array<{ kind: string, id: string, entryId: string | null, type: string | null, memberId: string | null, amount: string | null, shares: number | null, reason: string | null, reversed: boolean, date: string | null, recordedAt: string, recordedByName: string | null }> } };

export type OfflineCorrectGroupEntryMutationVariables = Exact<{
  input: CorrectGroupEntryInput;
}>;


export type OfflineCorrectGroupEntryMutation = { result: { id: string, name: string, kind: string, currency: string, cycle: number, inviteCode: string | null, myMemberId: string, myRole: string, nextDueDate: string | null, youOwe: string, createdAt: string, payoutOrder: Array<string> | null, mySavings: Array<{ amount: string, date: string }>, rules: { contribution: string | null, frequency: string | null, firstDueDate: string | null, lateFine: string | null, sharePrice: string | null, maxSharesPerMeeting: number | null, socialFundPerMeeting: string | null, loanLimitMultiple: number | null, monthlyInterestPercent: string | null }, members: Array<{ id: string, name: string, phone: string | null, role: string, linked: boolean, arrears: string, dueRound: number | null, dueAmount: string, dueShares: number, dueSocial: string }>, rounds: Array<{ round: number, dueDate: string, recipientMemberId: string | null, collected: string, paidOut: boolean }>, loans: Array<{ id: string, memberId: string, owed: string, dueDate: string }>, totals: { loanFund: string, socialFund: string, sharesTotal: number, loansOutstanding: string, interestEarned: string, finesTotal: string, shareValue: string | null } } };

export type OfflineShareOutPlanQueryVariables = Exact<{
  id: string;
}>;


export type OfflineShareOutPlanQuery = { result: { id: string, shareOutPlan: { shareValue: string, total: string, payouts: Array<{ memberId: string, shares: number, amount: string }> } } };

export type OfflineBillFragment = { subscriptionId: string, name: string, dueDate: string, amount: string, currency: string, category: string };

export type OfflineRecentExpensesQueryVariables = Exact<{
  from: string;
  first: number;
  after?: string | null | undefined;
}>;


export type OfflineRecentExpensesQuery = { result: { edges: Array<{ node: { id: string, description: string, amount: string, currency: string, category: Category, language: Language, note: string | null, updatedAt: string, createdAt: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type OfflineSavingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OfflineSavingsQuery = { result: Array<{ id: string, description: string, amount: string, currency: string, goalType: GoalType, goalName: string | null, language: Language, note: string | null, createdAt: string }>, goals: Array<{ id: string, name: string, targetAmount: string, currency: string, deadline: string | null, isCompleted: boolean, createdAt: string }> };

export type OfflineIousQueryVariables = Exact<{ [key: string]: never; }>;


export type OfflineIousQuery = { result: Array<{ id: string, person: string, phone: string | null, direction: IouDirection, amount: string, repaid: string, outstanding: string, settled: boolean, currency: string, date: string, dueDate: string | null, note: string | null, createdAt: string }> };

export type OfflineRecordDueBillsMutationVariables = Exact<{ [key: string]: never; }>;


export type OfflineRecordDueBillsMutation = { result: Array<{ id: string }> };

export type OfflineDueBillsQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type OfflineDueBillsQuery = { result: Array<{ subscriptionId: string, name: string, dueDate: string, amount: string, currency: string, category: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OfflineIouFragmentDoc = new TypedDocumentString(`
    fragment OfflineIou on Iou {
  id
  person
  phone
  direction
  amount
  repaid
  outstanding
  settled
  currency
  date
  dueDate
  note
  createdAt
}
    `, {"fragmentName":"OfflineIou"}) as unknown as TypedDocumentString<OfflineIouFragment, unknown>;
export const OfflineExpenseFragmentDoc = new TypedDocumentString(`
    fragment OfflineExpense on Expense {
  id
  description
  amount
  currency
  category
  language
  note
  createdAt: spentAt
  updatedAt
}
    `, {"fragmentName":"OfflineExpense"}) as unknown as TypedDocumentString<OfflineExpenseFragment, unknown>;
export const OfflineSavingFragmentDoc = new TypedDocumentString(`
    fragment OfflineSaving on Saving {
  id
  description
  amount
  currency
  goalType
  goalName
  language
  note
  createdAt
}
    `, {"fragmentName":"OfflineSaving"}) as unknown as TypedDocumentString<OfflineSavingFragment, unknown>;
export const OfflineGoalFragmentDoc = new TypedDocumentString(`
    fragment OfflineGoal on SavingsGoal {
  id
  name
  targetAmount
  currency
  deadline
  isCompleted
  createdAt
}
    `, {"fragmentName":"OfflineGoal"}) as unknown as TypedDocumentString<OfflineGoalFragment, unknown>;
export const OfflineSavingsGroupFragmentDoc = new TypedDocumentString(`
    fragment OfflineSavingsGroup on SavingsGroup {
  id
  name
  kind
  currency
  cycle
  inviteCode
  myMemberId
  myRole
  nextDueDate
  youOwe
  createdAt
  mySavings {
    amount
    date
  }
  rules {
    contribution
    frequency
    firstDueDate
    lateFine
    sharePrice
    maxSharesPerMeeting
    socialFundPerMeeting
    loanLimitMultiple
    monthlyInterestPercent
  }
  members {
    id
    name
    phone
    role
    linked
    arrears
    dueRound
    dueAmount
    dueShares
    dueSocial
  }
  payoutOrder
  rounds {
    round
    dueDate
    recipientMemberId
    collected
    paidOut
  }
  loans {
    id
    memberId
    owed
    dueDate
  }
  totals {
    loanFund
    socialFund
    sharesTotal
    loansOutstanding
    interestEarned
    finesTotal
    shareValue
  }
}
    `, {"fragmentName":"OfflineSavingsGroup"}) as unknown as TypedDocumentString<OfflineSavingsGroupFragment, unknown>;
export const OfflineBillFragmentDoc = new TypedDocumentString(`
    fragment OfflineBill on DueBill {
  subscriptionId
  name
  dueDate
  amount
  currency
  category
}
    `, {"fragmentName":"OfflineBill"}) as unknown as TypedDocumentString<OfflineBillFragment, unknown>;
export const ImportPreviewDocument = new TypedDocumentString(`
    mutation ImportPreview($text: String!) {
  result: importMessages(text: $text, dryRun: true) {
    imported {
      description
      amount
      currency
      category
      spentAt
      source {
        message
        role
      }
    }
    duplicates {
      message
      text
    }
    reversed {
      message
      text
      reference
    }
    skipped {
      message
      text
      reason
    }
    notUnderstood {
      message
      text
      amount
      currency
      spentAt
    }
  }
}
    `) as unknown as TypedDocumentString<ImportPreviewMutation, ImportPreviewMutationVariables>;
export const RatesDocument = new TypedDocumentString(`
    query Rates {
  exchangeRates {
    source
    asOf
    live
    rates {
      currency
      rate
    }
  }
}
    `) as unknown as TypedDocumentString<RatesQuery, RatesQueryVariables>;
export const OfflineCreateBillDocument = new TypedDocumentString(`
    mutation OfflineCreateBill($input: SubscriptionInput!) {
  result: createSubscription(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<OfflineCreateBillMutation, OfflineCreateBillMutationVariables>;
export const OfflinePayBillDocument = new TypedDocumentString(`
    mutation OfflinePayBill($id: ID!, $input: PaySubscriptionInput!) {
  result: paySubscription(id: $id, input: $input) {
    expense {
      ...OfflineExpense
    }
  }
}
    fragment OfflineExpense on Expense {
  id
  description
  amount
  currency
  category
  language
  note
  createdAt: spentAt
  updatedAt
}`) as unknown as TypedDocumentString<OfflinePayBillMutation, OfflinePayBillMutationVariables>;
export const OfflineImportMessagesDocument = new TypedDocumentString(`
    mutation OfflineImportMessages($text: String!, $choices: [ImportChoiceInput!]) {
  result: importMessages(text: $text, choices: $choices) {
    imported {
      ...OfflineExpense
      source {
        message
        role
      }
    }
  }
}
    fragment OfflineExpense on Expense {
  id
  description
  amount
  currency
  category
  language
  note
  createdAt: spentAt
  updatedAt
}`) as unknown as TypedDocumentString<OfflineImportMessagesMutation, OfflineImportMessagesMutationVariables>;
export const OfflineRecordIouDocument = new TypedDocumentString(`
    mutation OfflineRecordIou($input: RecordIouInput!) {
  result: recordIou(input: $input) {
    ...OfflineIou
  }
}
    fragment OfflineIou on Iou {
  id
  person
  phone
  direction
  amount
  repaid
  outstanding
  settled
  currency
  date
  dueDate
  note
  createdAt
}`) as unknown as TypedDocumentString<OfflineRecordIouMutation, OfflineRecordIouMutationVariables>;
export const OfflineChangeIouDocument = new TypedDocumentString(`
    mutation OfflineChangeIou($input: ChangeIouInput!) {
  result: changeIou(input: $input) {
    ...OfflineIou
  }
}
    fragment OfflineIou on Iou {
  id
  person
  phone
  direction
  amount
  repaid
  outstanding
  settled
  currency
  date
  dueDate
  note
  createdAt
}`) as unknown as TypedDocumentString<OfflineChangeIouMutation, OfflineChangeIouMutationVariables>;
export const OfflineRepayIouDocument = new TypedDocumentString(`
    mutation OfflineRepayIou($input: RepayIouInput!) {
  result: repayIou(input: $input) {
    ...OfflineIou
  }
}
    fragment OfflineIou on Iou {
  id
  person
  phone
  direction
  amount
  repaid
  outstanding
  settled
  currency
  date
  dueDate
  note
  createdAt
}`) as unknown as TypedDocumentString<OfflineRepayIouMutation, OfflineRepayIouMutationVariables>;
export const OfflineDeleteIouDocument = new TypedDocumentString(`
    mutation OfflineDeleteIou($input: DeleteIouInput!) {
  result: deleteIou(input: $input)
}
    `) as unknown as TypedDocumentString<OfflineDeleteIouMutation, OfflineDeleteIouMutationVariables>;
export const OfflineRecordExpenseDocument = new TypedDocumentString(`
    mutation OfflineRecordExpense($input: RecordExpenseInput!) {
  result: recordExpense(input: $input) {
    ...OfflineExpense
  }
}
    fragment OfflineExpense on Expense {
  id
  description
  amount
  currency
  category
  language
  note
  createdAt: spentAt
  updatedAt
}`) as unknown as TypedDocumentString<OfflineRecordExpenseMutation, OfflineRecordExpenseMutationVariables>;
export const OfflineChangeExpenseDocument = new TypedDocumentString(`
    mutation OfflineChangeExpense($input: ChangeExpenseInput!) {
  result: changeExpense(input: $input) {
    ...OfflineExpense
  }
}
    fragment OfflineExpense on Expense {
  id
  description
  amount
  currency
  category
  language
  note
  createdAt: spentAt
  updatedAt
}`) as unknown as TypedDocumentString<OfflineChangeExpenseMutation, OfflineChangeExpenseMutationVariables>;
export const OfflineDeleteExpenseDocument = new TypedDocumentString(`
    mutation OfflineDeleteExpense($input: DeleteExpenseInput!) {
  result: deleteExpense(input: $input)
}
    `) as unknown as TypedDocumentString<OfflineDeleteExpenseMutation, OfflineDeleteExpenseMutationVariables>;
export const OfflineRestoreExpenseDocument = new TypedDocumentString(`
    mutation OfflineRestoreExpense($id: ID!, $commandId: ID) {
  result: restoreExpense(id: $id, commandId: $commandId) {
    ...OfflineExpense
  }
}
    fragment OfflineExpense on Expense {
  id
  description
  amount
  currency
  category
  language
  note
  createdAt: spentAt
  updatedAt
}`) as unknown as TypedDocumentString<OfflineRestoreExpenseMutation, OfflineRestoreExpenseMutationVariables>;
export const OfflineOlderExpensesDocument = new TypedDocumentString(`
    query OfflineOlderExpenses($filter: ExpenseFilter!, $first: Int!, $after: String) {
  result: expenses(filter: $filter, first: $first, after: $after) {
    edges {
      node {
        ...OfflineExpense
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment OfflineExpense on Expense {
  id
  description
  amount
  currency
  category
  language
  note
  createdAt: spentAt
  updatedAt
}`) as unknown as TypedDocumentString<OfflineOlderExpensesQuery, OfflineOlderExpensesQueryVariables>;
export const OfflineOlderTotalsDocument = new TypedDocumentString(`
    query OfflineOlderTotals($from: String!, $to: String!) {
  result: expenseSummary(from: $from, to: $to) {
    total
    byDay {
      day
      total
    }
  }
}
    `) as unknown as TypedDocumentString<OfflineOlderTotalsQuery, OfflineOlderTotalsQueryVariables>;
export const OfflineRecordSavingDocument = new TypedDocumentString(`
    mutation OfflineRecordSaving($input: RecordSavingInput!) {
  result: recordSaving(input: $input) {
    ...OfflineSaving
  }
}
    fragment OfflineSaving on Saving {
  id
  description
  amount
  currency
  goalType
  goalName
  language
  note
  createdAt
}`) as unknown as TypedDocumentString<OfflineRecordSavingMutation, OfflineRecordSavingMutationVariables>;
export const OfflineChangeSavingDocument = new TypedDocumentString(`
    mutation OfflineChangeSaving($input: ChangeSavingInput!) {
  result: changeSaving(input: $input) {
    ...OfflineSaving
  }
}
    fragment OfflineSaving on Saving {
  id
  description
  amount
  currency
  goalType
  goalName
  language
  note
  createdAt
}`) as unknown as TypedDocumentString<OfflineChangeSavingMutation, OfflineChangeSavingMutationVariables>;
export const OfflineDeleteSavingDocument = new TypedDocumentString(`
    mutation OfflineDeleteSaving($input: DeleteSavingInput!) {
  result: deleteSaving(input: $input)
}
    `) as unknown as TypedDocumentString<OfflineDeleteSavingMutation, OfflineDeleteSavingMutationVariables>;
export const OfflineCreateSavingsGoalDocument = new TypedDocumentString(`
    mutation OfflineCreateSavingsGoal($input: CreateSavingsGoalInput!) {
  result: createSavingsGoal(input: $input) {
    ...OfflineGoal
  }
}
    fragment OfflineGoal on SavingsGoal {
  id
  name
  targetAmount
  currency
  deadline
  isCompleted
  createdAt
}`) as unknown as TypedDocumentString<OfflineCreateSavingsGoalMutation, OfflineCreateSavingsGoalMutationVariables>;
export const OfflineChangeSavingsGoalDocument = new TypedDocumentString(`
    mutation OfflineChangeSavingsGoal($input: ChangeSavingsGoalInput!) {
  result: changeSavingsGoal(input: $input) {
    ...OfflineGoal
  }
}
    fragment OfflineGoal on SavingsGoal {
  id
  name
  targetAmount
  currency
  deadline
  isCompleted
  createdAt
}`) as unknown as TypedDocumentString<OfflineChangeSavingsGoalMutation, OfflineChangeSavingsGoalMutationVariables>;
export const OfflineDeleteSavingsGoalDocument = new TypedDocumentString(`
    mutation OfflineDeleteSavingsGoal($input: DeleteSavingsGoalInput!) {
  result: deleteSavingsGoal(input: $input)
}
    `) as unknown as TypedDocumentString<OfflineDeleteSavingsGoalMutation, OfflineDeleteSavingsGoalMutationVariables>;
export const OfflineSavingsGroupsDocument = new TypedDocumentString(`
    query OfflineSavingsGroups {
  result: savingsGroups {
    ...OfflineSavingsGroup
  }
}
    fragment OfflineSavingsGroup on SavingsGroup {
  id
  name
  kind
  currency
  cycle
  inviteCode
  myMemberId
  myRole
  nextDueDate
  youOwe
  createdAt
  mySavings {
    amount
    date
  }
  rules {
    contribution
    frequency
    firstDueDate
    lateFine
    sharePrice
    maxSharesPerMeeting
    socialFundPerMeeting
    loanLimitMultiple
    monthlyInterestPercent
  }
  members {
    id
    name
    phone
    role
    linked
    arrears
    dueRound
    dueAmount
    dueShares
    dueSocial
  }
  payoutOrder
  rounds {
    round
    dueDate
    recipientMemberId
    collected
    paidOut
  }
  loans {
    id
    memberId
    owed
    dueDate
  }
  totals {
    loanFund
    socialFund
    sharesTotal
    loansOutstanding
    interestEarned
    finesTotal
    shareValue
  }
}`) as unknown as TypedDocumentString<OfflineSavingsGroupsQuery, OfflineSavingsGroupsQueryVariables>;
export const OfflineRecordGroupEntryDocument = new TypedDocumentString(`
    mutation OfflineRecordGroupEntry($input: RecordGroupEntryInput!) {
  result: recordGroupEntry(input: $input) {
    ...OfflineSavingsGroup
  }
}
    fragment OfflineSavingsGroup on SavingsGroup {
  id
  name
  kind
  currency
  cycle
  inviteCode
  myMemberId
  myRole
  nextDueDate
  youOwe
  createdAt
  mySavings {
    amount
    date
  }
  rules {
    contribution
    frequency
    firstDueDate
    lateFine
    sharePrice
    maxSharesPerMeeting
    socialFundPerMeeting
    loanLimitMultiple
    monthlyInterestPercent
  }
  members {
    id
    name
    phone
    role
    linked
    arrears
    dueRound
    dueAmount
    dueShares
    dueSocial
  }
  payoutOrder
  rounds {
    round
    dueDate
    recipientMemberId
    collected
    paidOut
  }
  loans {
    id
    memberId
    owed
    dueDate
  }
  totals {
    loanFund
    socialFund
    sharesTotal
    loansOutstanding
    interestEarned
    finesTotal
    shareValue
  }
}`) as unknown as TypedDocumentString<OfflineRecordGroupEntryMutation, OfflineRecordGroupEntryMutationVariables>;
export const OfflineCreateSavingsGroupDocument = new TypedDocumentString(`
    mutation OfflineCreateSavingsGroup($input: CreateSavingsGroupInput!) {
  result: createSavingsGroup(input: $input) {
    ...OfflineSavingsGroup
  }
}
    fragment OfflineSavingsGroup on SavingsGroup {
  id
  name
  kind
  currency
  cycle
  inviteCode
  myMemberId
  myRole
  nextDueDate
  youOwe
  createdAt
  mySavings {
    amount
    date
  }
  rules {
    contribution
    frequency
    firstDueDate
    lateFine
    sharePrice
    maxSharesPerMeeting
    socialFundPerMeeting
    loanLimitMultiple
    monthlyInterestPercent
  }
  members {
    id
    name
    phone
    role
    linked
    arrears
    dueRound
    dueAmount
    dueShares
    dueSocial
  }
  payoutOrder
  rounds {
    round
    dueDate
    recipientMemberId
    collected
    paidOut
  }
  loans {
    id
    memberId
    owed
    dueDate
  }
  totals {
    loanFund
    socialFund
    sharesTotal
    loansOutstanding
    interestEarned
    finesTotal
    shareValue
  }
}`) as unknown as TypedDocumentString<OfflineCreateSavingsGroupMutation, OfflineCreateSavingsGroupMutationVariables>;
export const OfflineAddGroupMemberDocument = new TypedDocumentString(`
    mutation OfflineAddGroupMember($input: AddGroupMemberInput!) {
  result: addGroupMember(input: $input) {
    ...OfflineSavingsGroup
  }
}
    fragment OfflineSavingsGroup on SavingsGroup {
  id
  name
  kind
  currency
  cycle
  inviteCode
  myMemberId
  myRole
  nextDueDate
  youOwe
  createdAt
  mySavings {
    amount
    date
  }
  rules {
    contribution
    frequency
    firstDueDate
    lateFine
    sharePrice
    maxSharesPerMeeting
    socialFundPerMeeting
    loanLimitMultiple
    monthlyInterestPercent
  }
  members {
    id
    name
    phone
    role
    linked
    arrears
    dueRound
    dueAmount
    dueShares
    dueSocial
  }
  payoutOrder
  rounds {
    round
    dueDate
    recipientMemberId
    collected
    paidOut
  }
  loans {
    id
    memberId
    owed
    dueDate
  }
  totals {
    loanFund
    socialFund
    sharesTotal
    loansOutstanding
    interestEarned
    finesTotal
    shareValue
  }
}`) as unknown as TypedDocumentString<OfflineAddGroupMemberMutation, OfflineAddGroupMemberMutationVariables>;
export const OfflineJoinSavingsGroupDocument = new TypedDocumentString(`
    mutation OfflineJoinSavingsGroup($input: JoinSavingsGroupInput!) {
  result: joinSavingsGroup(input: $input) {
    ...OfflineSavingsGroup
  }
}
    fragment OfflineSavingsGroup on SavingsGroup {
  id
  name
  kind
  currency
  cycle
  inviteCode
  myMemberId
  myRole
  nextDueDate
  youOwe
  createdAt
  mySavings {
    amount
    date
  }
  rules {
    contribution
    frequency
    firstDueDate
    lateFine
    sharePrice
    maxSharesPerMeeting
    socialFundPerMeeting
    loanLimitMultiple
    monthlyInterestPercent
  }
  members {
    id
    name
    phone
    role
    linked
    arrears
    dueRound
    dueAmount
    dueShares
    dueSocial
  }
  payoutOrder
  rounds {
    round
    dueDate
    recipientMemberId
    collected
    paidOut
  }
  loans {
    id
    memberId
    owed
    dueDate
  }
  totals {
    loanFund
    socialFund
    sharesTotal
    loansOutstanding
    interestEarned
    finesTotal
    shareValue
  }
}`) as unknown as TypedDocumentString<OfflineJoinSavingsGroupMutation, OfflineJoinSavingsGroupMutationVariables>;
export const OfflineDrawPayoutOrderDocument = new TypedDocumentString(`
    mutation OfflineDrawPayoutOrder($input: GroupCommandInput!) {
  result: drawPayoutOrder(input: $input) {
    ...OfflineSavingsGroup
  }
}
    fragment OfflineSavingsGroup on SavingsGroup {
  id
  name
  kind
  currency
  cycle
  inviteCode
  myMemberId
  myRole
  nextDueDate
  youOwe
  createdAt
  mySavings {
    amount
    date
  }
  rules {
    contribution
    frequency
    firstDueDate
    lateFine
    sharePrice
    maxSharesPerMeeting
    socialFundPerMeeting
    loanLimitMultiple
    monthlyInterestPercent
  }
  members {
    id
    name
    phone
    role
    linked
    arrears
    dueRound
    dueAmount
    dueShares
    dueSocial
  }
  payoutOrder
  rounds {
    round
    dueDate
    recipientMemberId
    collected
    paidOut
  }
  loans {
    id
    memberId
    owed
    dueDate
  }
  totals {
    loanFund
    socialFund
    sharesTotal
    loansOutstanding
    interestEarned
    finesTotal
    shareValue
  }
}`) as unknown as TypedDocumentString<OfflineDrawPayoutOrderMutation, OfflineDrawPayoutOrderMutationVariables>;
export const OfflineShareOutDocument = new TypedDocumentString(`
    mutation OfflineShareOut($input: GroupCommandInput!) {
  result: shareOut(input: $input) {
    ...OfflineSavingsGroup
  }
}
    fragment OfflineSavingsGroup on SavingsGroup {
  id
  name
  kind
  currency
  cycle
  inviteCode
  myMemberId
  myRole
  nextDueDate
  youOwe
  createdAt
  mySavings {
    amount
    date
  }
  rules {
    contribution
    frequency
    firstDueDate
    lateFine
    sharePrice
    maxSharesPerMeeting
    socialFundPerMeeting
    loanLimitMultiple
    monthlyInterestPercent
  }
  members {
    id
    name
    phone
    role
    linked
    arrears
    dueRound
    dueAmount
    dueShares
    dueSocial
  }
  payoutOrder
  rounds {
    round
    dueDate
    recipientMemberId
    collected
    paidOut
  }
  loans {
    id
    memberId
    owed
    dueDate
  }
  totals {
    loanFund
    socialFund
    sharesTotal
    loansOutstanding
    interestEarned
    finesTotal
    shareValue
  }
}`) as unknown as TypedDocumentString<OfflineShareOutMutation, OfflineShareOutMutationVariables>;
export const OfflineGroupStatementDocument = new TypedDocumentString(`
    query OfflineGroupStatement($id: ID!, $memberId: ID!) {
  result: savingsGroup(id: $id) {
    id
    statement(memberId: $memberId) {
      memberId
      saved
      shares
      sharesValue
      social
      loanOutstanding
      interestPaid
      fines
      received
      finesOwed
      owes
      arrears
      entries {
        id
        type
        amount
        shares
        round
        date
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OfflineGroupStatementQuery, OfflineGroupStatementQueryVariables>;
export const OfflineGroupActivityDocument = new TypedDocumentString(`
    query OfflineGroupActivity($id: ID!) {
  result: savingsGroup(id: $id) {
    id
    activity {
      kind
      id
      entryId
      type
      memberId
      amount
      shares
      reason
      reversed
      date
      recordedAt
      recordedByName
    }
  }
}
    `) as unknown as TypedDocumentString<OfflineGroupActivityQuery, OfflineGroupActivityQueryVariables>;
export const OfflineCorrectGroupEntryDocument = new TypedDocumentString(`
    mutation OfflineCorrectGroupEntry($input: CorrectGroupEntryInput!) {
  result: correctGroupEntry(input: $input) {
    ...OfflineSavingsGroup
  }
}
    fragment OfflineSavingsGroup on SavingsGroup {
  id
  name
  kind
  currency
  cycle
  inviteCode
  myMemberId
  myRole
  nextDueDate
  youOwe
  createdAt
  mySavings {
    amount
    date
  }
  rules {
    contribution
    frequency
    firstDueDate
    lateFine
    sharePrice
    maxSharesPerMeeting
    socialFundPerMeeting
    loanLimitMultiple
    monthlyInterestPercent
  }
  members {
    id
    name
    phone
    role
    linked
    arrears
    dueRound
    dueAmount
    dueShares
    dueSocial
  }
  payoutOrder
  rounds {
    round
    dueDate
    recipientMemberId
    collected
    paidOut
  }
  loans {
    id
    memberId
    owed
    dueDate
  }
  totals {
    loanFund
    socialFund
    sharesTotal
    loansOutstanding
    interestEarned
    finesTotal
    shareValue
  }
}`) as unknown as TypedDocumentString<OfflineCorrectGroupEntryMutation, OfflineCorrectGroupEntryMutationVariables>;
export const OfflineShareOutPlanDocument = new TypedDocumentString(`
    query OfflineShareOutPlan($id: ID!) {
  result: savingsGroup(id: $id) {
    id
    shareOutPlan {
      shareValue
      total
      payouts {
        memberId
        shares
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OfflineShareOutPlanQuery, OfflineShareOutPlanQueryVariables>;
export const OfflineRecentExpensesDocument = new TypedDocumentString(`
    query OfflineRecentExpenses($from: String!, $first: Int!, $after: String) {
  result: expenses(filter: {from: $from}, first: $first, after: $after) {
    edges {
      node {
        ...OfflineExpense
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment OfflineExpense on Expense {
  id
  description
  amount
  currency
  category
  language
  note
  createdAt: spentAt
  updatedAt
}`) as unknown as TypedDocumentString<OfflineRecentExpensesQuery, OfflineRecentExpensesQueryVariables>;
export const OfflineSavingsDocument = new TypedDocumentString(`
    query OfflineSavings {
  result: savings {
    ...OfflineSaving
  }
  goals: savingsGoals {
    ...OfflineGoal
  }
}
    fragment OfflineSaving on Saving {
  id
  description
  amount
  currency
  goalType
  goalName
  language
  note
  createdAt
}
fragment OfflineGoal on SavingsGoal {
  id
  name
  targetAmount
  currency
  deadline
  isCompleted
  createdAt
}`) as unknown as TypedDocumentString<OfflineSavingsQuery, OfflineSavingsQueryVariables>;
export const OfflineIousDocument = new TypedDocumentString(`
    query OfflineIous {
  result: ious {
    ...OfflineIou
  }
}
    fragment OfflineIou on Iou {
  id
  person
  phone
  direction
  amount
  repaid
  outstanding
  settled
  currency
  date
  dueDate
  note
  createdAt
}`) as unknown as TypedDocumentString<OfflineIousQuery, OfflineIousQueryVariables>;
export const OfflineRecordDueBillsDocument = new TypedDocumentString(`
    mutation OfflineRecordDueBills {
  result: recordDueBills {
    id
  }
}
    `) as unknown as TypedDocumentString<OfflineRecordDueBillsMutation, OfflineRecordDueBillsMutationVariables>;
export const OfflineDueBillsDocument = new TypedDocumentString(`
    query OfflineDueBills($days: Int) {
  result: dueSubscriptions(days: $days) {
    ...OfflineBill
  }
}
    fragment OfflineBill on DueBill {
  subscriptionId
  name
  dueDate
  amount
  currency
  category
}`) as unknown as TypedDocumentString<OfflineDueBillsQuery, OfflineDueBillsQueryVariables>;