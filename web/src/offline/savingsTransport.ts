// Savings and goals on the wire: the fragments the device keeps them as (db.ts derives its rows from
// them) and the documents the transport sends. Sending and sorting answers is transport.ts's job.
import { graphql } from './gql/index.ts';

/** @public spread by name (...OfflineSaving) in this module's documents */
export const OfflineSaving = graphql(`
  fragment OfflineSaving on Saving { id description amount currency goalType goalName language note createdAt }
`);

/**
 * A goal's progress is computed on the device from its savings, so it is not asked for.
 * @public spread by name (...OfflineGoal) in this module's documents
 */
export const OfflineGoal = graphql(`
  fragment OfflineGoal on SavingsGoal { id name targetAmount currency deadline isCompleted createdAt }
`);

export const SAVING_DOCUMENTS = {
  record: graphql(`
    mutation OfflineRecordSaving($input: RecordSavingInput!) { result: recordSaving(input: $input) { ...OfflineSaving } }
  `),
  change: graphql(`
    mutation OfflineChangeSaving($input: ChangeSavingInput!) { result: changeSaving(input: $input) { ...OfflineSaving } }
  `),
  delete: graphql(`
    mutation OfflineDeleteSaving($input: DeleteSavingInput!) { result: deleteSaving(input: $input) }
  `),
  all: graphql(`
    query OfflineSavings { result: savings { ...OfflineSaving } goals: savingsGoals { ...OfflineGoal } }
  `),
};

/** A goal's writes answer its row as the device keeps it; its progress, summed on the device, is not asked for. */
export const GOAL_DOCUMENTS = {
  create: graphql(`
    mutation OfflineCreateSavingsGoal($input: CreateSavingsGoalInput!) { result: createSavingsGoal(input: $input) { ...OfflineGoal } }
  `),
  change: graphql(`
    mutation OfflineChangeSavingsGoal($input: ChangeSavingsGoalInput!) { result: changeSavingsGoal(input: $input) { ...OfflineGoal } }
  `),
  delete: graphql(`
    mutation OfflineDeleteSavingsGoal($input: DeleteSavingsGoalInput!) { result: deleteSavingsGoal(input: $input) }
  `),
};
