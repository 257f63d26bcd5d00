// Reads a failed Apollo call as a person should hear it. The server's refusals (extensions.code
// BAD_USER_INPUT or RATE_LIMITED) already carry readable messages; anything else gets a general one.
import type { GraphQLFormattedError } from 'graphql';

export const OFFLINE_MESSAGE = 'Could not reach Sauti. Check your connection and try again.';
export const GENERAL_MESSAGE = 'Something went wrong. Please try again.';

/** The codes whose message the server wrote for people (spec habit 6: the rest are masked). */
const READABLE_CODES = new Set(['BAD_USER_INPUT', 'RATE_LIMITED', 'NOT_FOUND', 'FORBIDDEN']);

export interface ServerRefusal {
  code: string | null;
  field: string | null;
  message: string;
}

/**
 * The GraphQL errors of a failed Apollo call (its CombinedGraphQLErrors), read by shape so that
 * this module, used before Apollo has loaded, does not pull Apollo into the first screens.
 */
function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] | null {
  if (!(error instanceof Error) || !('errors' in error) || !Array.isArray(error.errors)) return null;
  const errors: unknown[] = error.errors;
  return errors.every((item): item is GraphQLFormattedError => typeof item === 'object' && item !== null && 'message' in item)
    ? errors
    : null;
}

export function readServerError(error: unknown): ServerRefusal {
  const errors = graphQLErrorsOf(error);
  if (errors) {
    const [first] = errors;
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
    const readable = code !== null && READABLE_CODES.has(code) && first?.message;
    return { code, field, message: readable ? upperFirst(first.message) : GENERAL_MESSAGE };
  }
  // No GraphQL answer at all: the network or the server is down.
  return { code: null, field: null, message: OFFLINE_MESSAGE };
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An Error whose message is the readable one, for machines that show `error.message`. */
export function asReadableError(error: unknown): Error {
  return new Error(readServerError(error).message);
}

/** Awaits a server call, turning its failure into an Error with the readable message. */
export async function readably<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw asReadableError(error);
  }
}
