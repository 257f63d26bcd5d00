// Goal writes go straight to the server (a goal is set up rarely, and online); the local copy is then
// refreshed by a pull. Errors the server names (bad target, unknown goal) come back as messages.
import { graphql } from './gql/index.ts';
import type { TypedDocumentString } from './gql/graphql.ts';
import { post } from './request.ts';
import { refreshSavings } from './savings.ts';
import { RefusedError } from './writeErrors.ts';

export interface GoalFields {
  name: string;
  targetAmount: string;
  currency: string;
  deadline: string | null;
}

const DOCUMENTS = {
  create: graphql(`
    mutation OfflineCreateSavingsGoal($input: CreateSavingsGoalInput!) { result: createSavingsGoal(input: $input) { id } }
  `),
  change: graphql(`
    mutation OfflineChangeSavingsGoal($input: ChangeSavingsGoalInput!) { result: changeSavingsGoal(input: $input) { id } }
  `),
  delete: graphql(`
    mutation OfflineDeleteSavingsGoal($input: DeleteSavingsGoalInput!) { result: deleteSavingsGoal(input: $input) }
  `),
};

/** Each write is a new command: a goal form sent twice makes two requests, as the person did. */
async function mutate<Input extends object>(document: TypedDocumentString<unknown, { input: Input }>, input: Input): Promise<void> {
  const answer = await post(fetch, '/graphql', document, { input: { ...input, commandId: crypto.randomUUID() } });
  if (answer.error !== null) throw new RefusedError(answer.error.message, answer.error.code);
  await refreshSavings();
}

export const createGoal = (fields: GoalFields) => mutate(DOCUMENTS.create, fields);
export const changeGoal = (id: string, fields: Partial<GoalFields> & { isCompleted?: boolean }) => mutate(DOCUMENTS.change, { id, ...fields });
export const deleteGoal = (id: string) => mutate(DOCUMENTS.delete, { id });
