// Goal writes go straight to the server (a goal is set up rarely, and online); the local copy is then
// refreshed by a pull. Errors the server names (bad target, unknown goal) come back as messages.
import { refreshSavings } from './savings.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';

export interface GoalFields {
  name: string;
  targetAmount: string;
  currency: string;
  deadline: string | null;
}

const DOCUMENTS = {
  create: 'mutation Create($input: CreateSavingsGoalInput!) { result: createSavingsGoal(input: $input) { id } }',
  change: 'mutation Change($input: ChangeSavingsGoalInput!) { result: changeSavingsGoal(input: $input) { id } }',
  delete: 'mutation Delete($input: DeleteSavingsGoalInput!) { result: deleteSavingsGoal(input: $input) }',
} as const;

class GoalRefusedError extends Error {
  override name = 'GoalRefusedError';
}

async function mutate(document: string, input: object): Promise<void> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-time-zone': deviceTimeZone() },
    body: JSON.stringify({ query: document, variables: { input: { ...input, commandId: crypto.randomUUID() } } }),
  });
  const body: unknown = await response.json().catch(() => null);
  const errors = typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors) ? body.errors : [];
  const first: unknown = errors[0];
  if (first !== undefined || !response.ok) {
    const message = typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string' ? first.message : '';
    throw new GoalRefusedError(message || `The server answered ${response.status}`);
  }
  await refreshSavings();
}

export const createGoal = (fields: GoalFields) => mutate(DOCUMENTS.create, fields);
export const changeGoal = (id: string, fields: Partial<GoalFields> & { isCompleted?: boolean }) => mutate(DOCUMENTS.change, { id, ...fields });
export const deleteGoal = (id: string) => mutate(DOCUMENTS.delete, { id });
