// Family writes as the person sees them: each GraphQL mutation, then the spec's toast for its
// outcome, and a refetch of the groups and shares the screen shows. Components call these only.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql/index.ts';
import type { ToastMessage } from '../ui/toast.tsx';
import { toast } from '../ui/toast.tsx';
import { familyToasts } from './messages.ts';

const CreateFamilyGroup = graphql(`
  mutation CreateFamilyGroup($input: CreateFamilyGroupInput!) {
    createFamilyGroup(input: $input) { id }
  }
`);

const JoinFamilyGroup = graphql(`
  mutation JoinFamilyGroup($input: JoinFamilyGroupInput!) {
    joinFamilyGroup(input: $input) { id }
  }
`);

const AddSharedExpense = graphql(`
  mutation AddSharedExpense($input: AddSharedExpenseInput!) {
    addSharedExpense(input: $input) { id }
  }
`);

const PayExpenseShare = graphql(`
  mutation PayExpenseShare($input: PayExpenseShareInput!) {
    payExpenseShare(input: $input) { id isPaid }
  }
`);

const refetchQueries = ['FamilyGroups', 'ExpenseShares'];

/** Runs a write; on failure shows the spec's error toast and rejects, so a form keeps its values. */
async function write(run: () => Promise<unknown>, done: () => ToastMessage, failed: () => ToastMessage) {
  try {
    await run();
    toast(done());
  } catch (error) {
    const message = failed();
    console.error(message.description ?? message.title, error);
    toast(message);
    throw error;
  }
}

// A command id per attempt: a retry of the same request after a lost answer is recognised.
const commandId = () => crypto.randomUUID();

export const createGroup = (client: ApolloClient, name: string) =>
  write(() => client.mutate({ mutation: CreateFamilyGroup, variables: { input: { name, commandId: commandId() } }, refetchQueries, awaitRefetchQueries: true }),
    familyToasts.created, familyToasts.createFailed);

export const joinGroup = (client: ApolloClient, inviteCode: string, nickname: string | null) =>
  write(() => client.mutate({ mutation: JoinFamilyGroup, variables: { input: { inviteCode, nickname, commandId: commandId() } }, refetchQueries, awaitRefetchQueries: true }),
    familyToasts.joined, familyToasts.joinFailed);

export interface SharedExpenseDraft {
  description: string;
  amount: string;
  category: string;
  currency: string;
}

export const addSharedExpense = (client: ApolloClient, groupId: string, draft: SharedExpenseDraft) =>
  write(() => client.mutate({ mutation: AddSharedExpense, variables: { input: { groupId, commandId: commandId(), ...draft } }, refetchQueries, awaitRefetchQueries: true }),
    familyToasts.added, familyToasts.addFailed);

export const payShare = (client: ApolloClient, shareId: string) =>
  write(() => client.mutate({ mutation: PayExpenseShare, variables: { input: { shareId } }, refetchQueries, awaitRefetchQueries: true }),
    familyToasts.paid, familyToasts.payFailed);
