/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  query Budgets {\n    budgets { id name category period budgetAmount currency alertThreshold spentAmount percent }\n  }\n": typeof types.BudgetsDocument,
    "\n  mutation CreateBudget($input: BudgetInput!) {\n    createBudget(input: $input) { id }\n  }\n": typeof types.CreateBudgetDocument,
    "\n  mutation ChangeBudget($id: ID!, $input: BudgetChanges!) {\n    changeBudget(id: $id, input: $input) { id }\n  }\n": typeof types.ChangeBudgetDocument,
    "\n  mutation DeleteBudget($id: ID!) {\n    deleteBudget(id: $id)\n  }\n": typeof types.DeleteBudgetDocument,
    "\n  query NetWorthTotals {\n    netWorth { currency assets liquidAssets debts netWorth history { at netWorth } }\n  }\n": typeof types.NetWorthTotalsDocument,
    "\n  query Assets {\n    assets { id name type value currency }\n  }\n": typeof types.AssetsDocument,
    "\n  query Debts {\n    debts { id name type amount currency }\n  }\n": typeof types.DebtsDocument,
    "\n  mutation CreateAsset($input: AssetInput!) {\n    createAsset(input: $input) { id }\n  }\n": typeof types.CreateAssetDocument,
    "\n  mutation RevalueAsset($id: ID!, $value: String!) {\n    changeAsset(id: $id, input: { value: $value }) { id }\n  }\n": typeof types.RevalueAssetDocument,
    "\n  mutation DeleteAsset($id: ID!) {\n    deleteAsset(id: $id)\n  }\n": typeof types.DeleteAssetDocument,
    "\n  mutation CreateDebt($input: DebtInput!) {\n    createDebt(input: $input) { id }\n  }\n": typeof types.CreateDebtDocument,
    "\n  mutation DeleteDebt($id: ID!) {\n    deleteDebt(id: $id)\n  }\n": typeof types.DeleteDebtDocument,
    "\n  query Subscriptions {\n    subscriptions { id name amount currency billingCycle nextBillingDate isActive canCancel billingStatus daysUntilBilling }\n    subscriptionsTotal { currency monthlyTotal }\n  }\n": typeof types.SubscriptionsDocument,
    "\n  mutation CreateSubscription($input: SubscriptionInput!) {\n    createSubscription(input: $input) { id }\n  }\n": typeof types.CreateSubscriptionDocument,
    "\n  mutation CancelSubscription($id: ID!) {\n    changeSubscription(id: $id, input: { isActive: false }) { id }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  mutation DeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id)\n  }\n": typeof types.DeleteSubscriptionDocument,
    "\n  query BudgetLevels {\n    budgets { id name budgetAmount currency alertThreshold spentAmount percent }\n  }\n": typeof types.BudgetLevelsDocument,
    "\n  query FamilyGroups {\n    me { id }\n    familyGroups {\n      id\n      name\n      inviteCode\n      createdAt\n      members { userId nickname }\n      expenses { id description amount currency category date paidBy }\n      balances { currency balances { userId amount } transfers { from to amount } }\n    }\n  }\n": typeof types.FamilyGroupsDocument,
    "\n  query ExpenseShares {\n    expenseShares { id amount isPaid expense { description category currency date } }\n  }\n": typeof types.ExpenseSharesDocument,
    "\n  mutation CreateFamilyGroup($input: CreateFamilyGroupInput!) {\n    createFamilyGroup(input: $input) { id }\n  }\n": typeof types.CreateFamilyGroupDocument,
    "\n  mutation JoinFamilyGroup($input: JoinFamilyGroupInput!) {\n    joinFamilyGroup(input: $input) { id }\n  }\n": typeof types.JoinFamilyGroupDocument,
    "\n  mutation AddSharedExpense($input: AddSharedExpenseInput!) {\n    addSharedExpense(input: $input) { id }\n  }\n": typeof types.AddSharedExpenseDocument,
    "\n  mutation PayExpenseShare($input: PayExpenseShareInput!) {\n    payExpenseShare(input: $input) { id isPaid }\n  }\n": typeof types.PayExpenseShareDocument,
    "\n  mutation CompleteOnboarding($input: CompleteOnboardingInput) {\n    completeOnboarding(input: $input) {\n      id\n      onboardingCompleted\n    }\n  }\n": typeof types.CompleteOnboardingDocument,
    "\n  mutation SaveLanguages($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n    }\n  }\n": typeof types.SaveLanguagesDocument,
    "\n  query MonthMoney {\n    monthMoney {\n      expenses {\n        currency\n        amount\n      }\n      savings {\n        currency\n        amount\n      }\n    }\n  }\n": typeof types.MonthMoneyDocument,
    "\n  query SavingsSettings {\n    me { id monthlySavingsGoal savingsNotifications }\n  }\n": typeof types.SavingsSettingsDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      id\n    }\n  }\n": typeof types.LogoutEverywhereDocument,
    "\n  query SettingsUser {\n    me {\n      ...AccountFields\n      voiceInputEnabled\n      savingsNotifications\n      monthlySavingsGoal\n      createdAt\n    }\n  }\n": typeof types.SettingsUserDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n      voiceInputEnabled\n      savingsNotifications\n      monthlySavingsGoal\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation ChangeWalletConnection($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n    }\n  }\n": typeof types.ChangeWalletConnectionDocument,
    "\n  query WhatsAppNumber {\n    whatsAppNumber\n  }\n": typeof types.WhatsAppNumberDocument,
    "\n  fragment AccountFields on User {\n    id\n    username\n    language\n    interfaceLanguage\n    currency\n    country\n    sortedWalletConnected\n    usdtBalance\n  }\n": typeof types.AccountFieldsFragmentDoc,
    "\n  mutation RequestLoginCode($input: RequestLoginCodeInput!) {\n    requestLoginCode(input: $input) {\n      expiresAt\n    }\n  }\n": typeof types.RequestLoginCodeDocument,
    "\n  mutation VerifyLoginCode($input: VerifyLoginCodeInput!) {\n    verifyLoginCode(input: $input) {\n      ...AccountFields\n    }\n  }\n": typeof types.VerifyLoginCodeDocument,
    "\n  mutation ConnectWallet($input: ConnectWalletInput) {\n    connectWallet(input: $input) {\n      ...AccountFields\n    }\n  }\n": typeof types.ConnectWalletDocument,
    "\n  query AnalyzeExpense($text: String!, $language: String!, $currency: String) {\n    analyzeExpense(text: $text, language: $language, currency: $currency) {\n      description\n      amount\n      category\n      confidence\n      currency\n      day\n      cycle\n      kind\n      saving {\n        description\n        amount\n        goalType\n        goalName\n      }\n      iou {\n        direction\n        person\n        amount\n      }\n    }\n  }\n": typeof types.AnalyzeExpenseDocument,
    "\n  query CategoryMemory {\n    categoryMemory {\n      descriptionKey\n      category\n    }\n  }\n": typeof types.CategoryMemoryDocument,
};
const documents: Documents = {
    "\n  query Budgets {\n    budgets { id name category period budgetAmount currency alertThreshold spentAmount percent }\n  }\n": types.BudgetsDocument,
    "\n  mutation CreateBudget($input: BudgetInput!) {\n    createBudget(input: $input) { id }\n  }\n": types.CreateBudgetDocument,
    "\n  mutation ChangeBudget($id: ID!, $input: BudgetChanges!) {\n    changeBudget(id: $id, input: $input) { id }\n  }\n": types.ChangeBudgetDocument,
    "\n  mutation DeleteBudget($id: ID!) {\n    deleteBudget(id: $id)\n  }\n": types.DeleteBudgetDocument,
    "\n  query NetWorthTotals {\n    netWorth { currency assets liquidAssets debts netWorth history { at netWorth } }\n  }\n": types.NetWorthTotalsDocument,
    "\n  query Assets {\n    assets { id name type value currency }\n  }\n": types.AssetsDocument,
    "\n  query Debts {\n    debts { id name type amount currency }\n  }\n": types.DebtsDocument,
    "\n  mutation CreateAsset($input: AssetInput!) {\n    createAsset(input: $input) { id }\n  }\n": types.CreateAssetDocument,
    "\n  mutation RevalueAsset($id: ID!, $value: String!) {\n    changeAsset(id: $id, input: { value: $value }) { id }\n  }\n": types.RevalueAssetDocument,
    "\n  mutation DeleteAsset($id: ID!) {\n    deleteAsset(id: $id)\n  }\n": types.DeleteAssetDocument,
    "\n  mutation CreateDebt($input: DebtInput!) {\n    createDebt(input: $input) { id }\n  }\n": types.CreateDebtDocument,
    "\n  mutation DeleteDebt($id: ID!) {\n    deleteDebt(id: $id)\n  }\n": types.DeleteDebtDocument,
    "\n  query Subscriptions {\n    subscriptions { id name amount currency billingCycle nextBillingDate isActive canCancel billingStatus daysUntilBilling }\n    subscriptionsTotal { currency monthlyTotal }\n  }\n": types.SubscriptionsDocument,
    "\n  mutation CreateSubscription($input: SubscriptionInput!) {\n    createSubscription(input: $input) { id }\n  }\n": types.CreateSubscriptionDocument,
    "\n  mutation CancelSubscription($id: ID!) {\n    changeSubscription(id: $id, input: { isActive: false }) { id }\n  }\n": types.CancelSubscriptionDocument,
    "\n  mutation DeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id)\n  }\n": types.DeleteSubscriptionDocument,
    "\n  query BudgetLevels {\n    budgets { id name budgetAmount currency alertThreshold spentAmount percent }\n  }\n": types.BudgetLevelsDocument,
    "\n  query FamilyGroups {\n    me { id }\n    familyGroups {\n      id\n      name\n      inviteCode\n      createdAt\n      members { userId nickname }\n      expenses { id description amount currency category date paidBy }\n      balances { currency balances { userId amount } transfers { from to amount } }\n    }\n  }\n": types.FamilyGroupsDocument,
    "\n  query ExpenseShares {\n    expenseShares { id amount isPaid expense { description category currency date } }\n  }\n": types.ExpenseSharesDocument,
    "\n  mutation CreateFamilyGroup($input: CreateFamilyGroupInput!) {\n    createFamilyGroup(input: $input) { id }\n  }\n": types.CreateFamilyGroupDocument,
    "\n  mutation JoinFamilyGroup($input: JoinFamilyGroupInput!) {\n    joinFamilyGroup(input: $input) { id }\n  }\n": types.JoinFamilyGroupDocument,
    "\n  mutation AddSharedExpense($input: AddSharedExpenseInput!) {\n    addSharedExpense(input: $input) { id }\n  }\n": types.AddSharedExpenseDocument,
    "\n  mutation PayExpenseShare($input: PayExpenseShareInput!) {\n    payExpenseShare(input: $input) { id isPaid }\n  }\n": types.PayExpenseShareDocument,
    "\n  mutation CompleteOnboarding($input: CompleteOnboardingInput) {\n    completeOnboarding(input: $input) {\n      id\n      onboardingCompleted\n    }\n  }\n": types.CompleteOnboardingDocument,
    "\n  mutation SaveLanguages($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n    }\n  }\n": types.SaveLanguagesDocument,
    "\n  query MonthMoney {\n    monthMoney {\n      expenses {\n        currency\n        amount\n      }\n      savings {\n        currency\n        amount\n      }\n    }\n  }\n": types.MonthMoneyDocument,
    "\n  query SavingsSettings {\n    me { id monthlySavingsGoal savingsNotifications }\n  }\n": types.SavingsSettingsDocument,
    "\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      id\n    }\n  }\n": types.LogoutEverywhereDocument,
    "\n  query SettingsUser {\n    me {\n      ...AccountFields\n      voiceInputEnabled\n      savingsNotifications\n      monthlySavingsGoal\n      createdAt\n    }\n  }\n": types.SettingsUserDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n      voiceInputEnabled\n      savingsNotifications\n      monthlySavingsGoal\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation ChangeWalletConnection($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n    }\n  }\n": types.ChangeWalletConnectionDocument,
    "\n  query WhatsAppNumber {\n    whatsAppNumber\n  }\n": types.WhatsAppNumberDocument,
    "\n  fragment AccountFields on User {\n    id\n    username\n    language\n    interfaceLanguage\n    currency\n    country\n    sortedWalletConnected\n    usdtBalance\n  }\n": types.AccountFieldsFragmentDoc,
    "\n  mutation RequestLoginCode($input: RequestLoginCodeInput!) {\n    requestLoginCode(input: $input) {\n      expiresAt\n    }\n  }\n": types.RequestLoginCodeDocument,
    "\n  mutation VerifyLoginCode($input: VerifyLoginCodeInput!) {\n    verifyLoginCode(input: $input) {\n      ...AccountFields\n    }\n  }\n": types.VerifyLoginCodeDocument,
    "\n  mutation ConnectWallet($input: ConnectWalletInput) {\n    connectWallet(input: $input) {\n      ...AccountFields\n    }\n  }\n": types.ConnectWalletDocument,
    "\n  query AnalyzeExpense($text: String!, $language: String!, $currency: String) {\n    analyzeExpense(text: $text, language: $language, currency: $currency) {\n      description\n      amount\n      category\n      confidence\n      currency\n      day\n      cycle\n      kind\n      saving {\n        description\n        amount\n        goalType\n        goalName\n      }\n      iou {\n        direction\n        person\n        amount\n      }\n    }\n  }\n": types.AnalyzeExpenseDocument,
    "\n  query CategoryMemory {\n    categoryMemory {\n      descriptionKey\n      category\n    }\n  }\n": types.CategoryMemoryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Budgets {\n    budgets { id name category period budgetAmount currency alertThreshold spentAmount percent }\n  }\n"): (typeof documents)["\n  query Budgets {\n    budgets { id name category period budgetAmount currency alertThreshold spentAmount percent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBudget($input: BudgetInput!) {\n    createBudget(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateBudget($input: BudgetInput!) {\n    createBudget(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeBudget($id: ID!, $input: BudgetChanges!) {\n    changeBudget(id: $id, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation ChangeBudget($id: ID!, $input: BudgetChanges!) {\n    changeBudget(id: $id, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBudget($id: ID!) {\n    deleteBudget(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBudget($id: ID!) {\n    deleteBudget(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NetWorthTotals {\n    netWorth { currency assets liquidAssets debts netWorth history { at netWorth } }\n  }\n"): (typeof documents)["\n  query NetWorthTotals {\n    netWorth { currency assets liquidAssets debts netWorth history { at netWorth } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Assets {\n    assets { id name type value currency }\n  }\n"): (typeof documents)["\n  query Assets {\n    assets { id name type value currency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Debts {\n    debts { id name type amount currency }\n  }\n"): (typeof documents)["\n  query Debts {\n    debts { id name type amount currency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAsset($input: AssetInput!) {\n    createAsset(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateAsset($input: AssetInput!) {\n    createAsset(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevalueAsset($id: ID!, $value: String!) {\n    changeAsset(id: $id, input: { value: $value }) { id }\n  }\n"): (typeof documents)["\n  mutation RevalueAsset($id: ID!, $value: String!) {\n    changeAsset(id: $id, input: { value: $value }) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAsset($id: ID!) {\n    deleteAsset(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAsset($id: ID!) {\n    deleteAsset(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDebt($input: DebtInput!) {\n    createDebt(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateDebt($input: DebtInput!) {\n    createDebt(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDebt($id: ID!) {\n    deleteDebt(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDebt($id: ID!) {\n    deleteDebt(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subscriptions {\n    subscriptions { id name amount currency billingCycle nextBillingDate isActive canCancel billingStatus daysUntilBilling }\n    subscriptionsTotal { currency monthlyTotal }\n  }\n"): (typeof documents)["\n  query Subscriptions {\n    subscriptions { id name amount currency billingCycle nextBillingDate isActive canCancel billingStatus daysUntilBilling }\n    subscriptionsTotal { currency monthlyTotal }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubscription($input: SubscriptionInput!) {\n    createSubscription(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateSubscription($input: SubscriptionInput!) {\n    createSubscription(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription($id: ID!) {\n    changeSubscription(id: $id, input: { isActive: false }) { id }\n  }\n"): (typeof documents)["\n  mutation CancelSubscription($id: ID!) {\n    changeSubscription(id: $id, input: { isActive: false }) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BudgetLevels {\n    budgets { id name budgetAmount currency alertThreshold spentAmount percent }\n  }\n"): (typeof documents)["\n  query BudgetLevels {\n    budgets { id name budgetAmount currency alertThreshold spentAmount percent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyGroups {\n    me { id }\n    familyGroups {\n      id\n      name\n      inviteCode\n      createdAt\n      members { userId nickname }\n      expenses { id description amount currency category date paidBy }\n      balances { currency balances { userId amount } transfers { from to amount } }\n    }\n  }\n"): (typeof documents)["\n  query FamilyGroups {\n    me { id }\n    familyGroups {\n      id\n      name\n      inviteCode\n      createdAt\n      members { userId nickname }\n      expenses { id description amount currency category date paidBy }\n      balances { currency balances { userId amount } transfers { from to amount } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpenseShares {\n    expenseShares { id amount isPaid expense { description category currency date } }\n  }\n"): (typeof documents)["\n  query ExpenseShares {\n    expenseShares { id amount isPaid expense { description category currency date } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFamilyGroup($input: CreateFamilyGroupInput!) {\n    createFamilyGroup(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateFamilyGroup($input: CreateFamilyGroupInput!) {\n    createFamilyGroup(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinFamilyGroup($input: JoinFamilyGroupInput!) {\n    joinFamilyGroup(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation JoinFamilyGroup($input: JoinFamilyGroupInput!) {\n    joinFamilyGroup(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSharedExpense($input: AddSharedExpenseInput!) {\n    addSharedExpense(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation AddSharedExpense($input: AddSharedExpenseInput!) {\n    addSharedExpense(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayExpenseShare($input: PayExpenseShareInput!) {\n    payExpenseShare(input: $input) { id isPaid }\n  }\n"): (typeof documents)["\n  mutation PayExpenseShare($input: PayExpenseShareInput!) {\n    payExpenseShare(input: $input) { id isPaid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOnboarding($input: CompleteOnboardingInput) {\n    completeOnboarding(input: $input) {\n      id\n      onboardingCompleted\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteOnboarding($input: CompleteOnboardingInput) {\n    completeOnboarding(input: $input) {\n      id\n      onboardingCompleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLanguages($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLanguages($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthMoney {\n    monthMoney {\n      expenses {\n        currency\n        amount\n      }\n      savings {\n        currency\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonthMoney {\n    monthMoney {\n      expenses {\n        currency\n        amount\n      }\n      savings {\n        currency\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavingsSettings {\n    me { id monthlySavingsGoal savingsNotifications }\n  }\n"): (typeof documents)["\n  query SavingsSettings {\n    me { id monthlySavingsGoal savingsNotifications }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutEverywhere {\n    logoutEverywhere {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsUser {\n    me {\n      ...AccountFields\n      voiceInputEnabled\n      savingsNotifications\n      monthlySavingsGoal\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query SettingsUser {\n    me {\n      ...AccountFields\n      voiceInputEnabled\n      savingsNotifications\n      monthlySavingsGoal\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n      voiceInputEnabled\n      savingsNotifications\n      monthlySavingsGoal\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n      voiceInputEnabled\n      savingsNotifications\n      monthlySavingsGoal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeWalletConnection($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeWalletConnection($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatsAppNumber {\n    whatsAppNumber\n  }\n"): (typeof documents)["\n  query WhatsAppNumber {\n    whatsAppNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountFields on User {\n    id\n    username\n    language\n    interfaceLanguage\n    currency\n    country\n    sortedWalletConnected\n    usdtBalance\n  }\n"): (typeof documents)["\n  fragment AccountFields on User {\n    id\n    username\n    language\n    interfaceLanguage\n    currency\n    country\n    sortedWalletConnected\n    usdtBalance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLoginCode($input: RequestLoginCodeInput!) {\n    requestLoginCode(input: $input) {\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestLoginCode($input: RequestLoginCodeInput!) {\n    requestLoginCode(input: $input) {\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyLoginCode($input: VerifyLoginCodeInput!) {\n    verifyLoginCode(input: $input) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyLoginCode($input: VerifyLoginCodeInput!) {\n    verifyLoginCode(input: $input) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectWallet($input: ConnectWalletInput) {\n    connectWallet(input: $input) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectWallet($input: ConnectWalletInput) {\n    connectWallet(input: $input) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyzeExpense($text: String!, $language: String!, $currency: String) {\n    analyzeExpense(text: $text, language: $language, currency: $currency) {\n      description\n      amount\n      category\n      confidence\n      currency\n      day\n      cycle\n      kind\n      saving {\n        description\n        amount\n        goalType\n        goalName\n      }\n      iou {\n        direction\n        person\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyzeExpense($text: String!, $language: String!, $currency: String) {\n    analyzeExpense(text: $text, language: $language, currency: $currency) {\n      description\n      amount\n      category\n      confidence\n      currency\n      day\n      cycle\n      kind\n      saving {\n        description\n        amount\n        goalType\n        goalName\n      }\n      iou {\n        direction\n        person\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryMemory {\n    categoryMemory {\n      descriptionKey\n      category\n    }\n  }\n"): (typeof documents)["\n  query CategoryMemory {\n    categoryMemory {\n      descriptionKey\n      category\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;