/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ImportPreview($text: String!) {\n    result: importMessages(text: $text, dryRun: true) {\n      imported { description amount currency category spentAt source { message role } }\n      duplicates { message text }\n      reversed { message text reference }\n      skipped { message text reason }\n      notUnderstood { message text amount currency spentAt }\n    }\n  }\n": typeof types.ImportPreviewDocument,
    "\n  query Rates { exchangeRates { source asOf live rates { currency rate } } }\n": typeof types.RatesDocument,
    "\n  mutation OfflineCreateBill($input: SubscriptionInput!) { result: createSubscription(input: $input) { id } }\n": typeof types.OfflineCreateBillDocument,
    "\n  mutation OfflinePayBill($id: ID!, $input: PaySubscriptionInput!) { result: paySubscription(id: $id, input: $input) { expense { ...OfflineExpense } } }\n": typeof types.OfflinePayBillDocument,
    "\n  mutation OfflineImportMessages($text: String!, $choices: [ImportChoiceInput!]) {\n    result: importMessages(text: $text, choices: $choices) { imported { ...OfflineExpense source { message role } } }\n  }\n": typeof types.OfflineImportMessagesDocument,
    "\n  fragment OfflineIou on Iou { id person phone direction amount repaid outstanding settled currency date dueDate note createdAt }\n": typeof types.OfflineIouFragmentDoc,
    "\n    mutation OfflineRecordIou($input: RecordIouInput!) { result: recordIou(input: $input) { ...OfflineIou } }\n  ": typeof types.OfflineRecordIouDocument,
    "\n    mutation OfflineChangeIou($input: ChangeIouInput!) { result: changeIou(input: $input) { ...OfflineIou } }\n  ": typeof types.OfflineChangeIouDocument,
    "\n    mutation OfflineRepayIou($input: RepayIouInput!) { result: repayIou(input: $input) { ...OfflineIou } }\n  ": typeof types.OfflineRepayIouDocument,
    "\n    mutation OfflineDeleteIou($input: DeleteIouInput!) { result: deleteIou(input: $input) }\n  ": typeof types.OfflineDeleteIouDocument,
    "\n  fragment OfflineExpense on Expense { id description amount currency category language note createdAt: spentAt updatedAt }\n": typeof types.OfflineExpenseFragmentDoc,
    "\n    mutation OfflineRecordExpense($input: RecordExpenseInput!) { result: recordExpense(input: $input) { ...OfflineExpense } }\n  ": typeof types.OfflineRecordExpenseDocument,
    "\n    mutation OfflineChangeExpense($input: ChangeExpenseInput!) { result: changeExpense(input: $input) { ...OfflineExpense } }\n  ": typeof types.OfflineChangeExpenseDocument,
    "\n    mutation OfflineDeleteExpense($input: DeleteExpenseInput!) { result: deleteExpense(input: $input) }\n  ": typeof types.OfflineDeleteExpenseDocument,
    "\n    mutation OfflineRestoreExpense($id: ID!, $commandId: ID) { result: restoreExpense(id: $id, commandId: $commandId) { ...OfflineExpense } }\n  ": typeof types.OfflineRestoreExpenseDocument,
    "\n    query OfflineOlderExpenses($filter: ExpenseFilter!, $first: Int!, $after: String) {\n      result: expenses(filter: $filter, first: $first, after: $after) { edges { node { ...OfflineExpense } } pageInfo { endCursor hasNextPage } }\n    }\n  ": typeof types.OfflineOlderExpensesDocument,
    "\n    query OfflineOlderTotals($from: String!, $to: String!) { result: expenseSummary(from: $from, to: $to) { total byDay { day total } } }\n  ": typeof types.OfflineOlderTotalsDocument,
    "\n  fragment OfflineSaving on Saving { id description amount currency goalType goalName language note createdAt }\n": typeof types.OfflineSavingFragmentDoc,
    "\n    mutation OfflineRecordSaving($input: RecordSavingInput!) { result: recordSaving(input: $input) { ...OfflineSaving } }\n  ": typeof types.OfflineRecordSavingDocument,
    "\n    mutation OfflineChangeSaving($input: ChangeSavingInput!) { result: changeSaving(input: $input) { ...OfflineSaving } }\n  ": typeof types.OfflineChangeSavingDocument,
    "\n    mutation OfflineDeleteSaving($input: DeleteSavingInput!) { result: deleteSaving(input: $input) }\n  ": typeof types.OfflineDeleteSavingDocument,
    "\n  fragment OfflineGoal on SavingsGoal { id name targetAmount currency deadline isCompleted createdAt }\n": typeof types.OfflineGoalFragmentDoc,
    "\n    mutation OfflineCreateSavingsGoal($input: CreateSavingsGoalInput!) { result: createSavingsGoal(input: $input) { ...OfflineGoal } }\n  ": typeof types.OfflineCreateSavingsGoalDocument,
    "\n    mutation OfflineChangeSavingsGoal($input: ChangeSavingsGoalInput!) { result: changeSavingsGoal(input: $input) { ...OfflineGoal } }\n  ": typeof types.OfflineChangeSavingsGoalDocument,
    "\n    mutation OfflineDeleteSavingsGoal($input: DeleteSavingsGoalInput!) { result: deleteSavingsGoal(input: $input) }\n  ": typeof types.OfflineDeleteSavingsGoalDocument,
    "\n  fragment OfflineSavingsGroup on SavingsGroup {\n    id name kind currency cycle inviteCode myMemberId myRole nextDueDate youOwe createdAt\n    mySavings { amount date }\n    rules { contribution frequency firstDueDate lateFine sharePrice maxSharesPerMeeting socialFundPerMeeting loanLimitMultiple monthlyInterestPercent }\n    members { id name phone role linked arrears dueRound dueAmount dueShares dueSocial }\n    payoutOrder\n    rounds { round dueDate recipientMemberId collected paidOut }\n    loans { id memberId owed dueDate }\n    totals { loanFund socialFund sharesTotal loansOutstanding interestEarned finesTotal shareValue }\n  }\n": typeof types.OfflineSavingsGroupFragmentDoc,
    "query OfflineSavingsGroups { result: savingsGroups { ...OfflineSavingsGroup } }": typeof types.OfflineSavingsGroupsDocument,
    "mutation OfflineRecordGroupEntry($input: RecordGroupEntryInput!) { result: recordGroupEntry(input: $input) { ...OfflineSavingsGroup } }": typeof types.OfflineRecordGroupEntryDocument,
    "mutation OfflineCreateSavingsGroup($input: CreateSavingsGroupInput!) { result: createSavingsGroup(input: $input) { ...OfflineSavingsGroup } }": typeof types.OfflineCreateSavingsGroupDocument,
    "mutation OfflineAddGroupMember($input: AddGroupMemberInput!) { result: addGroupMember(input: $input) { ...OfflineSavingsGroup } }": typeof types.OfflineAddGroupMemberDocument,
    "mutation OfflineJoinSavingsGroup($input: JoinSavingsGroupInput!) { result: joinSavingsGroup(input: $input) { ...OfflineSavingsGroup } }": typeof types.OfflineJoinSavingsGroupDocument,
    "mutation OfflineDrawPayoutOrder($input: GroupCommandInput!) { result: drawPayoutOrder(input: $input) { ...OfflineSavingsGroup } }": typeof types.OfflineDrawPayoutOrderDocument,
    "mutation OfflineShareOut($input: GroupCommandInput!) { result: shareOut(input: $input) { ...OfflineSavingsGroup } }": typeof types.OfflineShareOutDocument,
    "\n    query OfflineGroupStatement($id: ID!, $memberId: ID!) {\n      result: savingsGroup(id: $id) {\n        id\n        statement(memberId: $memberId) {\n          memberId saved shares sharesValue social loanOutstanding interestPaid fines received finesOwed owes arrears\n          entries { id type amount shares round date }\n        }\n      }\n    }\n  ": typeof types.OfflineGroupStatementDocument,
    "\n    query OfflineGroupActivity($id: ID!) {\n      result: savingsGroup(id: $id) { id activity { kind id entryId type memberId amount shares reason reversed date recordedAt recordedByName } }\n    }\n  ": typeof types.OfflineGroupActivityDocument,
    "mutation OfflineCorrectGroupEntry($input: CorrectGroupEntryInput!) { result: correctGroupEntry(input: $input) { ...OfflineSavingsGroup } }": typeof types.OfflineCorrectGroupEntryDocument,
    "\n    query OfflineShareOutPlan($id: ID!) { result: savingsGroup(id: $id) { id shareOutPlan { shareValue total payouts { memberId shares amount } } } }\n  ": typeof types.OfflineShareOutPlanDocument,
    "\n  fragment OfflineBill on DueBill { subscriptionId name dueDate amount currency category }\n": typeof types.OfflineBillFragmentDoc,
    "\n    query OfflineRecentExpenses($from: String!, $first: Int!, $after: String) {\n      result: expenses(filter: { from: $from }, first: $first, after: $after) { edges { node { ...OfflineExpense } } pageInfo { endCursor hasNextPage } }\n    }\n  ": typeof types.OfflineRecentExpensesDocument,
    "\n    query OfflineSavings { result: savings { ...OfflineSaving } goals: savingsGoals { ...OfflineGoal } }\n  ": typeof types.OfflineSavingsDocument,
    "\n    query OfflineIous { result: ious { ...OfflineIou } }\n  ": typeof types.OfflineIousDocument,
    "\n    mutation OfflineRecordDueBills { result: recordDueBills { id } }\n  ": typeof types.OfflineRecordDueBillsDocument,
    "\n    query OfflineDueBills($days: Int) { result: dueSubscriptions(days: $days) { ...OfflineBill } }\n  ": typeof types.OfflineDueBillsDocument,
};
const documents: Documents = {
    "\n  mutation ImportPreview($text: String!) {\n    result: importMessages(text: $text, dryRun: true) {\n      imported { description amount currency category spentAt source { message role } }\n      duplicates { message text }\n      reversed { message text reference }\n      skipped { message text reason }\n      notUnderstood { message text amount currency spentAt }\n    }\n  }\n": types.ImportPreviewDocument,
    "\n  query Rates { exchangeRates { source asOf live rates { currency rate } } }\n": types.RatesDocument,
    "\n  mutation OfflineCreateBill($input: SubscriptionInput!) { result: createSubscription(input: $input) { id } }\n": types.OfflineCreateBillDocument,
    "\n  mutation OfflinePayBill($id: ID!, $input: PaySubscriptionInput!) { result: paySubscription(id: $id, input: $input) { expense { ...OfflineExpense } } }\n": types.OfflinePayBillDocument,
    "\n  mutation OfflineImportMessages($text: String!, $choices: [ImportChoiceInput!]) {\n    result: importMessages(text: $text, choices: $choices) { imported { ...OfflineExpense source { message role } } }\n  }\n": types.OfflineImportMessagesDocument,
    "\n  fragment OfflineIou on Iou { id person phone direction amount repaid outstanding settled currency date dueDate note createdAt }\n": types.OfflineIouFragmentDoc,
    "\n    mutation OfflineRecordIou($input: RecordIouInput!) { result: recordIou(input: $input) { ...OfflineIou } }\n  ": types.OfflineRecordIouDocument,
    "\n    mutation OfflineChangeIou($input: ChangeIouInput!) { result: changeIou(input: $input) { ...OfflineIou } }\n  ": types.OfflineChangeIouDocument,
    "\n    mutation OfflineRepayIou($input: RepayIouInput!) { result: repayIou(input: $input) { ...OfflineIou } }\n  ": types.OfflineRepayIouDocument,
    "\n    mutation OfflineDeleteIou($input: DeleteIouInput!) { result: deleteIou(input: $input) }\n  ": types.OfflineDeleteIouDocument,
    "\n  fragment OfflineExpense on Expense { id description amount currency category language note createdAt: spentAt updatedAt }\n": types.OfflineExpenseFragmentDoc,
    "\n    mutation OfflineRecordExpense($input: RecordExpenseInput!) { result: recordExpense(input: $input) { ...OfflineExpense } }\n  ": types.OfflineRecordExpenseDocument,
    "\n    mutation OfflineChangeExpense($input: ChangeExpenseInput!) { result: changeExpense(input: $input) { ...OfflineExpense } }\n  ": types.OfflineChangeExpenseDocument,
    "\n    mutation OfflineDeleteExpense($input: DeleteExpenseInput!) { result: deleteExpense(input: $input) }\n  ": types.OfflineDeleteExpenseDocument,
    "\n    mutation OfflineRestoreExpense($id: ID!, $commandId: ID) { result: restoreExpense(id: $id, commandId: $commandId) { ...OfflineExpense } }\n  ": types.OfflineRestoreExpenseDocument,
    "\n    query OfflineOlderExpenses($filter: ExpenseFilter!, $first: Int!, $after: String) {\n      result: expenses(filter: $filter, first: $first, after: $after) { edges { node { ...OfflineExpense } } pageInfo { endCursor hasNextPage } }\n    }\n  ": types.OfflineOlderExpensesDocument,
    "\n    query OfflineOlderTotals($from: String!, $to: String!) { result: expenseSummary(from: $from, to: $to) { total byDay { day total } } }\n  ": types.OfflineOlderTotalsDocument,
    "\n  fragment OfflineSaving on Saving { id description amount currency goalType goalName language note createdAt }\n": types.OfflineSavingFragmentDoc,
    "\n    mutation OfflineRecordSaving($input: RecordSavingInput!) { result: recordSaving(input: $input) { ...OfflineSaving } }\n  ": types.OfflineRecordSavingDocument,
    "\n    mutation OfflineChangeSaving($input: ChangeSavingInput!) { result: changeSaving(input: $input) { ...OfflineSaving } }\n  ": types.OfflineChangeSavingDocument,
    "\n    mutation OfflineDeleteSaving($input: DeleteSavingInput!) { result: deleteSaving(input: $input) }\n  ": types.OfflineDeleteSavingDocument,
    "\n  fragment OfflineGoal on SavingsGoal { id name targetAmount currency deadline isCompleted createdAt }\n": types.OfflineGoalFragmentDoc,
    "\n    mutation OfflineCreateSavingsGoal($input: CreateSavingsGoalInput!) { result: createSavingsGoal(input: $input) { ...OfflineGoal } }\n  ": types.OfflineCreateSavingsGoalDocument,
    "\n    mutation OfflineChangeSavingsGoal($input: ChangeSavingsGoalInput!) { result: changeSavingsGoal(input: $input) { ...OfflineGoal } }\n  ": types.OfflineChangeSavingsGoalDocument,
    "\n    mutation OfflineDeleteSavingsGoal($input: DeleteSavingsGoalInput!) { result: deleteSavingsGoal(input: $input) }\n  ": types.OfflineDeleteSavingsGoalDocument,
    "\n  fragment OfflineSavingsGroup on SavingsGroup {\n    id name kind currency cycle inviteCode myMemberId myRole nextDueDate youOwe createdAt\n    mySavings { amount date }\n    rules { contribution frequency firstDueDate lateFine sharePrice maxSharesPerMeeting socialFundPerMeeting loanLimitMultiple monthlyInterestPercent }\n    members { id name phone role linked arrears dueRound dueAmount dueShares dueSocial }\n    payoutOrder\n    rounds { round dueDate recipientMemberId collected paidOut }\n    loans { id memberId owed dueDate }\n    totals { loanFund socialFund sharesTotal loansOutstanding interestEarned finesTotal shareValue }\n  }\n": types.OfflineSavingsGroupFragmentDoc,
    "query OfflineSavingsGroups { result: savingsGroups { ...OfflineSavingsGroup } }": types.OfflineSavingsGroupsDocument,
    "mutation OfflineRecordGroupEntry($input: RecordGroupEntryInput!) { result: recordGroupEntry(input: $input) { ...OfflineSavingsGroup } }": types.OfflineRecordGroupEntryDocument,
    "mutation OfflineCreateSavingsGroup($input: CreateSavingsGroupInput!) { result: createSavingsGroup(input: $input) { ...OfflineSavingsGroup } }": types.OfflineCreateSavingsGroupDocument,
    "mutation OfflineAddGroupMember($input: AddGroupMemberInput!) { result: addGroupMember(input: $input) { ...OfflineSavingsGroup } }": types.OfflineAddGroupMemberDocument,
    "mutation OfflineJoinSavingsGroup($input: JoinSavingsGroupInput!) { result: joinSavingsGroup(input: $input) { ...OfflineSavingsGroup } }": types.OfflineJoinSavingsGroupDocument,
    "mutation OfflineDrawPayoutOrder($input: GroupCommandInput!) { result: drawPayoutOrder(input: $input) { ...OfflineSavingsGroup } }": types.OfflineDrawPayoutOrderDocument,
    "mutation OfflineShareOut($input: GroupCommandInput!) { result: shareOut(input: $input) { ...OfflineSavingsGroup } }": types.OfflineShareOutDocument,
    "\n    query OfflineGroupStatement($id: ID!, $memberId: ID!) {\n      result: savingsGroup(id: $id) {\n        id\n        statement(memberId: $memberId) {\n          memberId saved shares sharesValue social loanOutstanding interestPaid fines received finesOwed owes arrears\n          entries { id type amount shares round date }\n        }\n      }\n    }\n  ": types.OfflineGroupStatementDocument,
    "\n    query OfflineGroupActivity($id: ID!) {\n      result: savingsGroup(id: $id) { id activity { kind id entryId type memberId amount shares reason reversed date recordedAt recordedByName } }\n    }\n  ": types.OfflineGroupActivityDocument,
    "mutation OfflineCorrectGroupEntry($input: CorrectGroupEntryInput!) { result: correctGroupEntry(input: $input) { ...OfflineSavingsGroup } }": types.OfflineCorrectGroupEntryDocument,
    "\n    query OfflineShareOutPlan($id: ID!) { result: savingsGroup(id: $id) { id shareOutPlan { shareValue total payouts { memberId shares amount } } } }\n  ": types.OfflineShareOutPlanDocument,
    "\n  fragment OfflineBill on DueBill { subscriptionId name dueDate amount currency category }\n": types.OfflineBillFragmentDoc,
    "\n    query OfflineRecentExpenses($from: String!, $first: Int!, $after: String) {\n      result: expenses(filter: { from: $from }, first: $first, after: $after) { edges { node { ...OfflineExpense } } pageInfo { endCursor hasNextPage } }\n    }\n  ": types.OfflineRecentExpensesDocument,
    "\n    query OfflineSavings { result: savings { ...OfflineSaving } goals: savingsGoals { ...OfflineGoal } }\n  ": types.OfflineSavingsDocument,
    "\n    query OfflineIous { result: ious { ...OfflineIou } }\n  ": types.OfflineIousDocument,
    "\n    mutation OfflineRecordDueBills { result: recordDueBills { id } }\n  ": types.OfflineRecordDueBillsDocument,
    "\n    query OfflineDueBills($days: Int) { result: dueSubscriptions(days: $days) { ...OfflineBill } }\n  ": types.OfflineDueBillsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportPreview($text: String!) {\n    result: importMessages(text: $text, dryRun: true) {\n      imported { description amount currency category spentAt source { message role } }\n      duplicates { message text }\n      reversed { message text reference }\n      skipped { message text reason }\n      notUnderstood { message text amount currency spentAt }\n    }\n  }\n"): typeof import('./graphql').ImportPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Rates { exchangeRates { source asOf live rates { currency rate } } }\n"): typeof import('./graphql').RatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineCreateBill($input: SubscriptionInput!) { result: createSubscription(input: $input) { id } }\n"): typeof import('./graphql').OfflineCreateBillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflinePayBill($id: ID!, $input: PaySubscriptionInput!) { result: paySubscription(id: $id, input: $input) { expense { ...OfflineExpense } } }\n"): typeof import('./graphql').OfflinePayBillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfflineImportMessages($text: String!, $choices: [ImportChoiceInput!]) {\n    result: importMessages(text: $text, choices: $choices) { imported { ...OfflineExpense source { message role } } }\n  }\n"): typeof import('./graphql').OfflineImportMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfflineIou on Iou { id person phone direction amount repaid outstanding settled currency date dueDate note createdAt }\n"): typeof import('./graphql').OfflineIouFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineRecordIou($input: RecordIouInput!) { result: recordIou(input: $input) { ...OfflineIou } }\n  "): typeof import('./graphql').OfflineRecordIouDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineChangeIou($input: ChangeIouInput!) { result: changeIou(input: $input) { ...OfflineIou } }\n  "): typeof import('./graphql').OfflineChangeIouDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineRepayIou($input: RepayIouInput!) { result: repayIou(input: $input) { ...OfflineIou } }\n  "): typeof import('./graphql').OfflineRepayIouDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineDeleteIou($input: DeleteIouInput!) { result: deleteIou(input: $input) }\n  "): typeof import('./graphql').OfflineDeleteIouDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfflineExpense on Expense { id description amount currency category language note createdAt: spentAt updatedAt }\n"): typeof import('./graphql').OfflineExpenseFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineRecordExpense($input: RecordExpenseInput!) { result: recordExpense(input: $input) { ...OfflineExpense } }\n  "): typeof import('./graphql').OfflineRecordExpenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineChangeExpense($input: ChangeExpenseInput!) { result: changeExpense(input: $input) { ...OfflineExpense } }\n  "): typeof import('./graphql').OfflineChangeExpenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineDeleteExpense($input: DeleteExpenseInput!) { result: deleteExpense(input: $input) }\n  "): typeof import('./graphql').OfflineDeleteExpenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineRestoreExpense($id: ID!, $commandId: ID) { result: restoreExpense(id: $id, commandId: $commandId) { ...OfflineExpense } }\n  "): typeof import('./graphql').OfflineRestoreExpenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OfflineOlderExpenses($filter: ExpenseFilter!, $first: Int!, $after: String) {\n      result: expenses(filter: $filter, first: $first, after: $after) { edges { node { ...OfflineExpense } } pageInfo { endCursor hasNextPage } }\n    }\n  "): typeof import('./graphql').OfflineOlderExpensesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OfflineOlderTotals($from: String!, $to: String!) { result: expenseSummary(from: $from, to: $to) { total byDay { day total } } }\n  "): typeof import('./graphql').OfflineOlderTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfflineSaving on Saving { id description amount currency goalType goalName language note createdAt }\n"): typeof import('./graphql').OfflineSavingFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineRecordSaving($input: RecordSavingInput!) { result: recordSaving(input: $input) { ...OfflineSaving } }\n  "): typeof import('./graphql').OfflineRecordSavingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineChangeSaving($input: ChangeSavingInput!) { result: changeSaving(input: $input) { ...OfflineSaving } }\n  "): typeof import('./graphql').OfflineChangeSavingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineDeleteSaving($input: DeleteSavingInput!) { result: deleteSaving(input: $input) }\n  "): typeof import('./graphql').OfflineDeleteSavingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfflineGoal on SavingsGoal { id name targetAmount currency deadline isCompleted createdAt }\n"): typeof import('./graphql').OfflineGoalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineCreateSavingsGoal($input: CreateSavingsGoalInput!) { result: createSavingsGoal(input: $input) { ...OfflineGoal } }\n  "): typeof import('./graphql').OfflineCreateSavingsGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineChangeSavingsGoal($input: ChangeSavingsGoalInput!) { result: changeSavingsGoal(input: $input) { ...OfflineGoal } }\n  "): typeof import('./graphql').OfflineChangeSavingsGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineDeleteSavingsGoal($input: DeleteSavingsGoalInput!) { result: deleteSavingsGoal(input: $input) }\n  "): typeof import('./graphql').OfflineDeleteSavingsGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfflineSavingsGroup on SavingsGroup {\n    id name kind currency cycle inviteCode myMemberId myRole nextDueDate youOwe createdAt\n    mySavings { amount date }\n    rules { contribution frequency firstDueDate lateFine sharePrice maxSharesPerMeeting socialFundPerMeeting loanLimitMultiple monthlyInterestPercent }\n    members { id name phone role linked arrears dueRound dueAmount dueShares dueSocial }\n    payoutOrder\n    rounds { round dueDate recipientMemberId collected paidOut }\n    loans { id memberId owed dueDate }\n    totals { loanFund socialFund sharesTotal loansOutstanding interestEarned finesTotal shareValue }\n  }\n"): typeof import('./graphql').OfflineSavingsGroupFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OfflineSavingsGroups { result: savingsGroups { ...OfflineSavingsGroup } }"): typeof import('./graphql').OfflineSavingsGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfflineRecordGroupEntry($input: RecordGroupEntryInput!) { result: recordGroupEntry(input: $input) { ...OfflineSavingsGroup } }"): typeof import('./graphql').OfflineRecordGroupEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfflineCreateSavingsGroup($input: CreateSavingsGroupInput!) { result: createSavingsGroup(input: $input) { ...OfflineSavingsGroup } }"): typeof import('./graphql').OfflineCreateSavingsGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfflineAddGroupMember($input: AddGroupMemberInput!) { result: addGroupMember(input: $input) { ...OfflineSavingsGroup } }"): typeof import('./graphql').OfflineAddGroupMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfflineJoinSavingsGroup($input: JoinSavingsGroupInput!) { result: joinSavingsGroup(input: $input) { ...OfflineSavingsGroup } }"): typeof import('./graphql').OfflineJoinSavingsGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfflineDrawPayoutOrder($input: GroupCommandInput!) { result: drawPayoutOrder(input: $input) { ...OfflineSavingsGroup } }"): typeof import('./graphql').OfflineDrawPayoutOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfflineShareOut($input: GroupCommandInput!) { result: shareOut(input: $input) { ...OfflineSavingsGroup } }"): typeof import('./graphql').OfflineShareOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OfflineGroupStatement($id: ID!, $memberId: ID!) {\n      result: savingsGroup(id: $id) {\n        id\n        statement(memberId: $memberId) {\n          memberId saved shares sharesValue social loanOutstanding interestPaid fines received finesOwed owes arrears\n          entries { id type amount shares round date }\n        }\n      }\n    }\n  "): typeof import('./graphql').OfflineGroupStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OfflineGroupActivity($id: ID!) {\n      result: savingsGroup(id: $id) { id activity { kind id entryId type memberId amount shares reason reversed date recordedAt recordedByName } }\n    }\n  "): typeof import('./graphql').OfflineGroupActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfflineCorrectGroupEntry($input: CorrectGroupEntryInput!) { result: correctGroupEntry(input: $input) { ...OfflineSavingsGroup } }"): typeof import('./graphql').OfflineCorrectGroupEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OfflineShareOutPlan($id: ID!) { result: savingsGroup(id: $id) { id shareOutPlan { shareValue total payouts { memberId shares amount } } } }\n  "): typeof import('./graphql').OfflineShareOutPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfflineBill on DueBill { subscriptionId name dueDate amount currency category }\n"): typeof import('./graphql').OfflineBillFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OfflineRecentExpenses($from: String!, $first: Int!, $after: String) {\n      result: expenses(filter: { from: $from }, first: $first, after: $after) { edges { node { ...OfflineExpense } } pageInfo { endCursor hasNextPage } }\n    }\n  "): typeof import('./graphql').OfflineRecentExpensesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OfflineSavings { result: savings { ...OfflineSaving } goals: savingsGoals { ...OfflineGoal } }\n  "): typeof import('./graphql').OfflineSavingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OfflineIous { result: ious { ...OfflineIou } }\n  "): typeof import('./graphql').OfflineIousDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation OfflineRecordDueBills { result: recordDueBills { id } }\n  "): typeof import('./graphql').OfflineRecordDueBillsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OfflineDueBills($days: Int) { result: dueSubscriptions(days: $days) { ...OfflineBill } }\n  "): typeof import('./graphql').OfflineDueBillsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
