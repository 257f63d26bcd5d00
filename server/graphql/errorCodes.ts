// Every GraphQL error carries a code: what graphql-js itself refuses (a query that does not fit the
// schema, or variables that do not fit their types) arrives without one, so it gets one here.
// Without suggestions (production), "Did you mean …?" hints that would map the schema are cut.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const SUGGESTION = /\s*Did you mean .*$/s;

const withCode = (error: GraphQLError, code: string, suggestions: boolean) =>
  typeof error.extensions.code === 'string' && (suggestions || !SUGGESTION.test(error.message))
    ? error
    : new GraphQLError(suggestions ? error.message : error.message.replace(SUGGESTION, ''), {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        originalError: error.originalError,
        extensions: { ...error.extensions, code: typeof error.extensions.code === 'string' ? error.extensions.code : code },
      });

export function errorCodes({ suggestions }: { suggestions: boolean }): Plugin {
  return {
    onValidate: () => ({ result, setResult }) => {
      if (result.length > 0) setResult(result.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED', suggestions)));
    },
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        // Errors before any data (no `data` key): the variables did not fit their declared types.
        if ('errors' in result && result.errors && !('data' in result && result.data !== undefined)) {
          setResult({ ...result, errors: result.errors.map((error) => withCode(error, 'BAD_USER_INPUT', suggestions)) });
        }
      },
    }),
  };
}
